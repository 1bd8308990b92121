import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../src/db/db.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import type { CallOptions, TestClient } from './helpers/test-client.ts';

/**
 * Decision 045: a delete can be asked first (`dry_run=true`). It answers 204 when the delete
 * would be accepted, otherwise the very answer the delete gives, and changes nothing.
 */

let t: TestApp;
let root: TestClient;
let readonly: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  root = await t.login('root@example.com');
  readonly = await t.login('readonly@example.com');
});
afterAll(() => t.close());

async function id(db: Queryable, sql: string): Promise<number> {
  const [row] = await db.query<{ id: number }>(sql);
  if (!row) throw new Error(`no demo row for: ${sql}`);
  return row.id;
}

/** Every row count the deletes could change, and the audit log (a dry run writes no entry). */
async function everything(db: Queryable): Promise<unknown> {
  const [row] = await db.query(
    `SELECT (SELECT count(*) FROM consultants) AS consultants, (SELECT count(*) FROM products) AS products,
       (SELECT count(*) FROM order_items) AS order_items, (SELECT count(*) FROM orders) AS orders,
       (SELECT count(*) FROM invoice_items) AS invoice_items, (SELECT count(*) FROM invoices) AS invoices,
       (SELECT count(*) FROM consultant_orders) AS consultant_orders,
       (SELECT count(*) FROM consultant_orders WHERE status = 'combined') AS combined_status,
       (SELECT count(*) FROM combined_orders) AS combined_orders,
       (SELECT count(*) FROM templates) AS templates,
       (SELECT count(*) FROM distributor_orders) AS distributor_orders,
       (SELECT count(*) FROM audit_log) AS audit`,
  );
  return row;
}

/** One delete that takes `dry_run`: a request it accepts, and one it refuses (and who asks). */
interface Case {
  accepted: CallOptions;
  refused: CallOptions & { by?: 'readonly' };
  refusedStatus: number;
}

async function cases(db: Queryable): Promise<Record<string, Case>> {
  const busyConsultant = await id(
    db,
    'SELECT consultant_id AS id FROM consultant_orders ORDER BY id LIMIT 1',
  );
  const freeConsultant = await id(
    db,
    `SELECT id FROM consultants c WHERE NOT EXISTS
       (SELECT 1 FROM consultant_orders o WHERE o.consultant_id = c.id) ORDER BY id LIMIT 1`,
  );
  const product = await id(db, 'SELECT id FROM products ORDER BY id LIMIT 1');
  const draftStock = await id(
    db,
    `SELECT o.id FROM orders o WHERE status = 'draft'
       AND EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id) ORDER BY id LIMIT 1`,
  );
  const completedStock = await id(
    db,
    `SELECT o.id FROM orders o WHERE status = 'completed'
       AND EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id) ORDER BY id LIMIT 1`,
  );
  const itemOf = (order: number) =>
    id(db, `SELECT id FROM order_items WHERE order_id = ${order} ORDER BY id LIMIT 1`);
  const draftInvoice = await id(
    db,
    `SELECT v.id FROM invoices v WHERE status = 'draft'
       AND EXISTS (SELECT 1 FROM invoice_items i WHERE i.invoice_id = v.id) ORDER BY id LIMIT 1`,
  );
  const issuedInvoice = await id(
    db,
    `SELECT v.id FROM invoices v WHERE status <> 'draft'
       AND EXISTS (SELECT 1 FROM invoice_items i WHERE i.invoice_id = v.id) ORDER BY id LIMIT 1`,
  );
  const lineOf = (invoice: number) =>
    id(db, `SELECT id FROM invoice_items WHERE invoice_id = ${invoice} ORDER BY id LIMIT 1`);
  const combinedInvoiced = await id(
    db,
    `SELECT source_id AS id FROM invoices WHERE source_type = 'combined_order'
       AND status <> 'void' ORDER BY id LIMIT 1`,
  );
  const combinedOpen = await id(
    db,
    `SELECT id FROM combined_orders co WHERE NOT EXISTS (SELECT 1 FROM invoices v
       WHERE v.source_type = 'combined_order' AND v.source_id = co.id AND v.status <> 'void')
     ORDER BY id LIMIT 1`,
  );
  const template = (kind: string) =>
    id(db, `SELECT id FROM templates WHERE kind = '${kind}' ORDER BY id LIMIT 1`);
  const distributorOrder = (status: string) =>
    id(db, `SELECT id FROM distributor_orders WHERE status = '${status}' ORDER BY id LIMIT 1`);
  const consultantOrder = (status: string) =>
    id(db, `SELECT id FROM consultant_orders WHERE status = '${status}' ORDER BY id LIMIT 1`);
  return {
    deleteConsultant: {
      accepted: { params: { id: freeConsultant } },
      refused: { params: { id: busyConsultant } },
      refusedStatus: 409,
    },
    bulkDeleteConsultants: {
      accepted: { json: { consultant_ids: [freeConsultant] } },
      refused: { json: { consultant_ids: [freeConsultant, busyConsultant] } },
      refusedStatus: 409,
    },
    deleteProduct: {
      accepted: { params: { id: product } },
      refused: { params: { id: 999999 } },
      refusedStatus: 404,
    },
    bulkDeleteProducts: {
      accepted: { json: { product_ids: [product] } },
      refused: { json: { product_ids: [product] }, by: 'readonly' },
      refusedStatus: 403,
    },
    deleteOrderItem: {
      accepted: { params: { id: draftStock, itemId: await itemOf(draftStock) } },
      refused: { params: { id: completedStock, itemId: await itemOf(completedStock) } },
      refusedStatus: 409,
    },
    deleteInvoiceItem: {
      accepted: { params: { id: draftInvoice, itemId: await lineOf(draftInvoice) } },
      refused: { params: { id: issuedInvoice, itemId: await lineOf(issuedInvoice) } },
      refusedStatus: 409,
    },
    deleteConsultantOrder: {
      accepted: { params: { id: await consultantOrder('draft') } },
      refused: { params: { id: await consultantOrder('combined') } },
      refusedStatus: 409,
    },
    deleteOrder: {
      accepted: { params: { id: draftStock } },
      refused: { params: { id: 999999 } },
      refusedStatus: 404,
    },
    deleteInvoice: {
      accepted: { params: { id: draftInvoice } },
      refused: { params: { id: issuedInvoice } },
      refusedStatus: 409,
    },
    deleteCombinedOrder: {
      accepted: { params: { id: combinedOpen } },
      refused: { params: { id: combinedInvoiced } },
      refusedStatus: 409,
    },
    deleteTemplate: {
      accepted: { params: { id: await template('product') } },
      refused: { params: { id: 999999 } },
      refusedStatus: 404,
    },
    deleteDistributorTemplate: {
      accepted: { params: { id: await template('distributor') } },
      refused: { params: { id: await template('distributor') }, by: 'readonly' },
      refusedStatus: 403,
    },
    deleteDistributorOrder: {
      accepted: { params: { id: await distributorOrder('draft') } },
      refused: { params: { id: await distributorOrder('submitted') } },
      refusedStatus: 409,
    },
  };
}

const dryRun = (options: CallOptions): CallOptions => ({
  ...options,
  query: { ...options.query, dry_run: true },
  headers: { 'If-Match': '*', ...options.headers },
});
const forReal = (options: CallOptions): CallOptions => ({
  ...options,
  headers: { 'If-Match': '*', ...options.headers },
});

describe('delete dry runs (decision 045)', () => {
  it('every operation that declares dry_run is covered here', async () => {
    const declared = t.deps.contract.operations
      .filter((op) => op.parameters.some((p) => p.in === 'query' && p.name === 'dry_run'))
      .map((op) => op.operationId)
      .sort();
    expect(Object.keys(await cases(t.deps.db)).sort()).toEqual(declared);
  });

  it('answers 204 for a delete that would be accepted, and deletes nothing', async () => {
    const all = await cases(t.deps.db);
    const before = await everything(t.deps.db);
    const wrong: string[] = [];
    for (const [operationId, c] of Object.entries(all)) {
      const res = await root.call(operationId, dryRun(c.accepted));
      if (res.status !== 204)
        wrong.push(`${operationId}: ${res.status} ${JSON.stringify(res.body)}`);
    }
    expect(wrong).toEqual([]);
    expect(await everything(t.deps.db)).toEqual(before);
  });

  it('answers a refused delete exactly as the delete itself does, and changes nothing', async () => {
    const all = await cases(t.deps.db);
    const before = await everything(t.deps.db);
    for (const [operationId, c] of Object.entries(all)) {
      const caller = c.refused.by === 'readonly' ? readonly : root;
      const asked = await caller.call(operationId, dryRun(c.refused));
      const sent = await caller.call(operationId, forReal(c.refused));
      expect(asked.status, operationId).toBe(c.refusedStatus);
      expect({ status: asked.status, body: asked.body }, operationId).toEqual({
        status: sent.status,
        body: sent.body,
      });
    }
    expect(await everything(t.deps.db)).toEqual(before);
  });

  it('a delete that passed its dry run is then done for real', async () => {
    const { deleteConsultant } = await cases(t.deps.db);
    const target = deleteConsultant?.accepted.params?.id ?? 0;
    expect((await root.call('deleteConsultant', dryRun({ params: { id: target } }))).status).toBe(
      204,
    );
    expect((await root.call('getConsultant', { params: { id: target } })).status).toBe(200);
    expect((await root.call('deleteConsultant', forReal({ params: { id: target } }))).status).toBe(
      204,
    );
    expect((await root.call('getConsultant', { params: { id: target } })).status).toBe(404);
  });

  it('a closed period’s record is refused by the dry run on period_id', async () => {
    const order = await id(
      t.deps.db,
      `SELECT o.id FROM consultant_orders o WHERE status = 'draft' ORDER BY id LIMIT 1`,
    );
    const [row] = await t.deps.db.query<{ period_id: number }>(
      'SELECT period_id FROM consultant_orders WHERE id = $1',
      [order],
    );
    await t.deps.db.query(`UPDATE periods SET status = 'closed' WHERE id = $1`, [row?.period_id]);
    const res = await root.call<{ field?: string }>(
      'deleteConsultantOrder',
      dryRun({ params: { id: order } }),
    );
    await t.deps.db.query(`UPDATE periods SET status = 'active' WHERE id = $1`, [row?.period_id]);
    expect(res.status).toBe(409);
    expect(res.body.field).toBe('period_id');
  });
});
