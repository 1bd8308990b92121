import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Operation } from '../src/http/contract/types.ts';
import { versionedOperations } from '../src/http/versioned-records.ts';
import { createTestApp, type TestApp, testContract } from './helpers/test-app.ts';
import type { TestClient } from './helpers/test-client.ts';
import { insertTemplate } from './uploads-fixtures.ts';

/** What one write of a versioned record needs: its path's ids and a body that passes. */
interface Target {
  params: Record<string, number>;
  json?: unknown;
}

type Pick = (t: TestApp) => Promise<Target>;

const first = async (t: TestApp, sql: string): Promise<Record<string, number>> => {
  const rows = await t.deps.db.query<Record<string, number>>(sql);
  if (!rows[0]) throw new Error(`no fixture row for: ${sql}`);
  return rows[0];
};
const row =
  (sql: string, json?: unknown): Pick =>
  async (t) => ({ params: await first(t, sql), json });

const draftOrderItem = (order: 'ASC' | 'DESC') =>
  `SELECT i.order_id AS id, i.id AS "itemId" FROM order_items i JOIN orders o ON o.id = i.order_id
   WHERE o.status = 'draft' ORDER BY i.id ${order} LIMIT 1`;
const openConsultantOrderItem = (order: 'ASC' | 'DESC') =>
  `SELECT i.id AS "itemId" FROM consultant_order_items i
   JOIN consultant_orders o ON o.id = i.consultant_order_id JOIN periods p ON p.id = o.period_id
   WHERE o.status = 'draft' AND p.status = 'active'
     AND (SELECT count(*) FROM consultant_order_items x WHERE x.consultant_order_id = o.id) > 1
   ORDER BY i.id ${order} LIMIT 1`;
const draftInvoice = (order: 'ASC' | 'DESC') =>
  `SELECT i.id FROM invoices i JOIN periods p ON p.id = i.period_id
   WHERE i.status = 'draft' AND p.status = 'active' ORDER BY i.id ${order} LIMIT 1`;
const draftInvoiceItem = (order: 'ASC' | 'DESC') =>
  `SELECT ii.invoice_id AS id, ii.id AS "itemId" FROM invoice_items ii
   JOIN invoices i ON i.id = ii.invoice_id JOIN periods p ON p.id = i.period_id
   WHERE i.status = 'draft' AND p.status = 'active'
     AND (SELECT count(*) FROM invoice_items x WHERE x.invoice_id = i.id) > 1
   ORDER BY ii.id ${order} LIMIT 1`;
const insertPeriod = (status: string, name: string) =>
  `INSERT INTO periods (name, start_date, end_date, status)
   VALUES ('${name}', '2031-01-01', '2031-01-31', '${status}') RETURNING id`;

/**
 * A passing write of each versioned operation. The walk below reads the operations from the
 * contract: one that declares `If-Match` and has no target here fails the test.
 */
const targets: Record<string, Pick> = {
  deleteOrder: row(`SELECT id FROM orders WHERE status = 'draft' ORDER BY id DESC LIMIT 1`),
  updateOrderItem: row(draftOrderItem('ASC'), { quantity: 3 }),
  deleteOrderItem: row(draftOrderItem('DESC')),
  updateConsultant: row('SELECT id FROM consultants ORDER BY id LIMIT 1', { phone: '0821234567' }),
  deleteConsultant: row(
    `SELECT id FROM consultants c WHERE NOT EXISTS
       (SELECT 1 FROM consultant_orders o WHERE o.consultant_id = c.id) ORDER BY id DESC LIMIT 1`,
  ),
  deleteConsentForm: row('SELECT id FROM consent_forms ORDER BY id LIMIT 1'),
  updateConsultantOrder: row(
    `SELECT o.id FROM consultant_orders o JOIN periods p ON p.id = o.period_id
     WHERE o.status = 'draft' AND p.status = 'active' ORDER BY o.id LIMIT 1`,
    { notes: 'Precondition walk' },
  ),
  deleteConsultantOrder: row(
    `SELECT o.id FROM consultant_orders o JOIN periods p ON p.id = o.period_id
     WHERE o.status = 'draft' AND p.status = 'active' ORDER BY o.id DESC LIMIT 1`,
  ),
  updateConsultantOrderItem: row(openConsultantOrderItem('ASC'), { quantity: 2 }),
  deleteConsultantOrderItem: row(openConsultantOrderItem('DESC')),
  updateInvoice: row(draftInvoice('ASC'), { notes: 'Precondition walk' }),
  deleteInvoice: row(draftInvoice('DESC')),
  recordInvoicePayment: row(
    `SELECT i.id FROM invoices i JOIN periods p ON p.id = i.period_id
     WHERE i.status IN ('issued', 'partially_paid') AND p.status = 'active' ORDER BY i.id LIMIT 1`,
    { amount_cents: 100, paid_on: '2030-01-15', method: 'eft' },
  ),
  updateInvoiceItem: row(draftInvoiceItem('ASC'), { quantity: 2 }),
  deleteInvoiceItem: row(draftInvoiceItem('DESC')),
  updatePeriod: row(`SELECT id FROM periods WHERE status = 'active'`, { description: 'Walked' }),
  deletePeriod: row(insertPeriod('draft', 'Walk delete')),
  activatePeriod: row(insertPeriod('draft', 'Walk activate')),
  closePeriod: row(`SELECT id FROM periods WHERE status = 'active'`),
  archivePeriod: row(insertPeriod('draft', 'Walk archive')),
  updateUser: row(`SELECT id AS "userId" FROM users WHERE email = 'readonly@example.com'`, {
    first_name: 'Walked',
  }),
  setUserRoles: row(`SELECT id AS "userId" FROM users WHERE email = 'warehouse@example.com'`, {
    roles: ['warehouse_staff', 'readonly'],
  }),
  deleteTemplate: async (t) => ({ params: { id: await insertTemplate(t.deps.db, 'Walk delete') } }),
  deleteDistributorTemplate: row(
    `SELECT id FROM templates WHERE kind = 'distributor' ORDER BY id DESC LIMIT 1`,
  ),
  updateDistributorOrder: row(
    `SELECT id FROM distributor_orders WHERE status = 'draft' ORDER BY id LIMIT 1`,
    { notes: 'Walked' },
  ),
  deleteDistributorOrder: row(
    `SELECT id FROM distributor_orders WHERE status = 'draft' ORDER BY id DESC LIMIT 1`,
  ),
  renameSavedView: async (t) => ({
    params: { id: await savedView(t, 'Walk rename') },
    json: { name: 'Renamed' },
  }),
  deleteSavedView: async (t) => ({ params: { id: await savedView(t, 'Walk delete') } }),
  updateBusinessDetails: async () => ({
    params: {},
    json: { legal_name: 'Walked (Pty) Ltd', address: '1 Walk Street' },
  }),
};

let admin: TestClient;
async function savedView(_t: TestApp, name: string): Promise<number> {
  const res = await admin.call<{ id: number }>('createSavedView', {
    json: { name, path: '/orders', search: '' },
  });
  return res.body.id;
}

const contract = testContract();
const declaresIfMatch = (op: Operation) =>
  op.parameters.some((p) => p.in === 'header' && p.name === 'If-Match' && p.required);
const preconditioned = contract.operations.filter(declaresIfMatch);

/** Writes that change no single editable record (bulk, jobs, combinations, sessions, products). */
const NOT_VERSIONED = new Set([
  'bulkDeleteProducts',
  'deleteProduct',
  'deleteConsultantOrderCombinationStatus',
  'deleteCombinedOrder',
  'cancelWeeklyCombination',
  'deleteWeeklyCombination',
  'revokeSession',
]);

describe('the contract declares preconditions where the API checks them', () => {
  it('every PUT, PATCH and DELETE declares If-Match unless it edits no versioned record', () => {
    const missing = contract.operations
      .filter((op) => ['put', 'patch', 'delete'].includes(op.method))
      .filter((op) => !declaresIfMatch(op) && !NOT_VERSIONED.has(op.operationId))
      .map((op) => op.operationId);
    expect(missing).toEqual([]);
  });

  it('the operations declaring If-Match are exactly those the API checks, with 412 and 428', () => {
    expect(preconditioned.map((op) => op.operationId).sort()).toEqual(
      Object.keys(versionedOperations).sort(),
    );
    for (const op of preconditioned) {
      expect(Object.keys(op.responses), op.operationId).toEqual(
        expect.arrayContaining(['412', '428']),
      );
    }
  });
});

describe.each(preconditioned.map((op) => [op.operationId, op] as const))('%s', (operationId) => {
  let t: TestApp;
  let target: Target;
  let version: () => Promise<number>;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login('admin@example.com');
    const pick = targets[operationId];
    if (!pick) throw new Error(`${operationId} declares If-Match but has no target in this test`);
    target = await pick(t);
    const record = versionedOperations[operationId as keyof typeof versionedOperations];
    if (!record) throw new Error(`${operationId} is not checked by the API`);
    const id = await record.recordId(target.params, t.deps.db);
    version = async () => {
      const rows = await t.deps.db.query<{ version: number }>(
        `SELECT version FROM ${record.table} WHERE id = $1`,
        [id],
      );
      if (!rows[0]) throw new Error(`${record.table} ${id} is gone`);
      return rows[0].version;
    };
  });
  afterAll(() => t.close());

  const send = (headers: Record<string, string>) =>
    admin.call<{ detail?: string; current?: { version: number }; version?: number }>(operationId, {
      params: target.params,
      ...(target.json === undefined ? {} : { json: target.json }),
      headers,
    });

  it('answers 428 without If-Match and changes nothing', async () => {
    const before = await version();
    const res = await send({});
    expect(res.status).toBe(428);
    expect(await version()).toBe(before);
  });

  it('answers 412 with the current record to a stale or weak ETag, and changes nothing', async () => {
    const before = await version();
    for (const stale of [`"${before - 1}"`, `W/"${before}"`, '"bogus"']) {
      const res = await send({ 'If-Match': stale });
      expect(res.status, stale).toBe(412);
      expect(res.body.current?.version).toBe(before);
      expect(res.headers.get('ETag')).toBe(`"${before}"`);
    }
    expect(await version()).toBe(before);
  });

  it('carries out the write with the current ETag, and the record gets a new one', async () => {
    const before = await version();
    const res = await send({ 'If-Match': `"${before - 1}", "${before}"` });
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
    if (res.status === 204) return;
    const etag = res.headers.get('ETag');
    expect(etag).toBe(`"${res.body.version}"`);
    expect(etag).not.toBe(`"${before}"`);
    expect(await version()).toBe(res.body.version);
  });
});
