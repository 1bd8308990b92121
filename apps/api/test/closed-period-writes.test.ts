import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../src/db/db.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import type { CallOptions, TestClient } from './helpers/test-client.ts';

/**
 * Decision 045: one rule for closed and archived periods. Every write operation of the
 * contract is walked against the records of a period closed after they were made: each is
 * refused with 409 on `period_id`, or is listed below with why it touches no period's record.
 * A new write operation fails this test until it is added to one of the two tables.
 */

/** The records of the period the walk closes (demo data of the active period). */
interface Records {
  periodId: number;
  draftOrder: number;
  draftOrderItem: number;
  submittedOrder: number;
  combined: number;
  combination: number;
  stockOrder: number;
  stockOrderItem: number;
  draftInvoice: number;
  draftInvoiceItem: number;
  issuedInvoice: number;
  weekly: number;
  consultant: number;
  product: number;
}

const ifMatchAny = { 'If-Match': '*' };

/** The writes of a period's records, each with a request a period rule alone would refuse. */
const REFUSED: Record<string, (r: Records) => CallOptions> = {
  createConsultantOrder: (r) => ({
    json: { consultant_id: r.consultant, period_id: r.periodId },
  }),
  updateConsultantOrder: (r) => ({ params: { id: r.draftOrder }, json: { notes: 'late' } }),
  deleteConsultantOrder: (r) => ({ params: { id: r.draftOrder } }),
  createConsultantOrderItem: (r) => ({
    params: { id: r.draftOrder },
    json: { product_id: r.product, quantity: 1 },
  }),
  updateConsultantOrderItem: (r) => ({
    params: { itemId: r.draftOrderItem },
    json: { quantity: 9 },
  }),
  deleteConsultantOrderItem: (r) => ({ params: { itemId: r.draftOrderItem } }),
  bulkDeleteConsultantOrders: (r) => ({ json: { consultant_order_ids: [r.draftOrder] } }),
  combineConsultantOrder: (r) => ({ params: { id: r.submittedOrder }, json: {} }),
  bulkCombineConsultantOrders: (r) => ({ json: { consultant_order_ids: [r.submittedOrder] } }),
  deleteConsultantOrderCombinationStatus: (r) => ({ params: { id: r.combination } }),
  deleteCombinedOrder: (r) => ({ params: { id: r.combined } }),
  bulkDeleteCombinedOrders: (r) => ({ json: { combined_order_ids: [r.combined] } }),
  createInvoiceFromOrder: (r) => ({
    json: { source_type: 'consultant_order', source_id: r.submittedOrder },
  }),
  updateInvoice: (r) => ({ params: { id: r.draftInvoice }, json: { notes: 'late' } }),
  deleteInvoice: (r) => ({ params: { id: r.draftInvoice } }),
  addInvoiceItem: (r) => ({
    params: { id: r.draftInvoice },
    json: { product_code: 'LATE-1', description: 'Late line', quantity: 1, unit_price_cents: 100 },
  }),
  updateInvoiceItem: (r) => ({
    params: { id: r.draftInvoice, itemId: r.draftInvoiceItem },
    json: { quantity: 9 },
  }),
  deleteInvoiceItem: (r) => ({ params: { id: r.draftInvoice, itemId: r.draftInvoiceItem } }),
  recordInvoicePayment: (r) => ({
    params: { id: r.issuedInvoice },
    json: { amount_cents: 100, paid_on: '2026-01-05', method: 'eft' },
  }),
  createOrder: (r) => ({ json: { period_id: r.periodId } }),
  deleteOrder: (r) => ({ params: { id: r.stockOrder } }),
  addOrderItem: (r) => ({
    params: { id: r.stockOrder },
    json: { product_id: r.product, quantity: 1 },
  }),
  updateOrderItem: (r) => ({
    params: { id: r.stockOrder, itemId: r.stockOrderItem },
    json: { quantity: 9 },
  }),
  deleteOrderItem: (r) => ({ params: { id: r.stockOrder, itemId: r.stockOrderItem } }),
  processOrder: (r) => ({ params: { id: r.stockOrder } }),
  retryOrder: (r) => ({ params: { id: r.stockOrder } }),
  cancelOrder: (r) => ({ params: { id: r.stockOrder } }),
  createWeeklyCombination: (r) => ({ json: { period_id: r.periodId, week_start: '2026-01-05' } }),
  processWeeklyCombination: (r) => ({ params: { id: r.weekly } }),
  cancelWeeklyCombination: (r) => ({ params: { id: r.weekly } }),
  deleteWeeklyCombination: (r) => ({ params: { id: r.weekly } }),
};

const SESSION = 'signing in and out, sessions and accounts belong to no period';
const CATALOGUE =
  'catalogue and templates: a period record keeps its own copy of code, description and price';
const NO_PERIOD = 'its records belong to no period';

/** The writes that touch no record of a period, and why. */
const NOT_PERIOD_RECORDS: Record<string, string> = {
  loginCookie: SESSION,
  logoutCookie: SESSION,
  refreshCookie: SESSION,
  loginJwt: SESSION,
  logoutJwt: SESSION,
  logoutAllSessions: SESSION,
  refreshJwt: SESSION,
  registerUser: SESSION,
  forgotPassword: SESSION,
  resendVerification: SESSION,
  verifyEmail: SESSION,
  changePassword: SESSION,
  confirmPasswordReset: SESSION,
  revokeSession: SESSION,
  createUser: 'users and roles belong to no period',
  updateUser: 'users and roles belong to no period',
  setUserRoles: 'users and roles belong to no period',
  deactivateUser: 'users and roles belong to no period',
  sendUserPasswordResetEmail: 'users and roles belong to no period',
  sendTestEmail: 'mail settings belong to no period',
  updateBusinessDetails: 'the business’s own details belong to no period',
  markNotificationRead: 'a notification is the reader’s, not a period’s',
  markAllNotificationsRead: 'a notification is the reader’s, not a period’s',
  createSavedView: 'a saved view is a user’s list filter',
  renameSavedView: 'a saved view is a user’s list filter',
  deleteSavedView: 'a saved view is a user’s list filter',
  createPeriod: 'the period’s own lifecycle, whose rules (canPeriod) refuse editing a closed one',
  updatePeriod: 'the period’s own lifecycle, whose rules (canPeriod) refuse editing a closed one',
  activatePeriod: 'the period’s own lifecycle: a closed period is never reopened',
  closePeriod: 'the period’s own lifecycle',
  archivePeriod: 'the period’s own lifecycle: closed → archived is its last step',
  deletePeriod: 'the period’s own lifecycle: only drafts without records are deleted',
  createConsultant: `consultants: ${NO_PERIOD} (one with consultant orders cannot be deleted)`,
  updateConsultant: `consultants: ${NO_PERIOD}`,
  deleteConsultant: `consultants: ${NO_PERIOD} (one with consultant orders cannot be deleted)`,
  bulkDeleteConsultants: `consultants: ${NO_PERIOD} (one with consultant orders cannot be deleted)`,
  bulkUploadConsultants: `consultants: ${NO_PERIOD}`,
  uploadConsentForm: `consent forms: ${NO_PERIOD}`,
  deleteConsentForm: `consent forms: ${NO_PERIOD}`,
  exportConsultants: 'an export reads, it writes no record',
  createDistributorOrder: `distributor orders: ${NO_PERIOD}`,
  updateDistributorOrder: `distributor orders: ${NO_PERIOD}`,
  submitDistributorOrder: `distributor orders: ${NO_PERIOD}`,
  deleteDistributorOrder: `distributor orders: ${NO_PERIOD}`,
  analyzeDistributorTemplate: CATALOGUE,
  uploadDistributorTemplate: CATALOGUE,
  deleteDistributorTemplate: CATALOGUE,
  analyzeTemplate: CATALOGUE,
  uploadTemplate: CATALOGUE,
  deleteTemplate: CATALOGUE,
  createUpload: CATALOGUE,
  previewUpload: CATALOGUE,
  importUploadPreview: CATALOGUE,
  deleteProduct: CATALOGUE,
  bulkDeleteProducts: CATALOGUE,
};

/** What the closed period holds, to prove a refused walk changed none of it. */
async function periodSnapshot(db: Queryable, periodId: number): Promise<unknown[]> {
  return db.query(
    `SELECT 'consultant_order' AS kind, id, status, combined_order_id::text AS extra, notes
       FROM consultant_orders WHERE period_id = $1
     UNION ALL SELECT 'item', i.id, i.quantity::text, i.unit_price_cents::text, i.description
       FROM consultant_order_items i JOIN consultant_orders o ON o.id = i.consultant_order_id
       WHERE o.period_id = $1
     UNION ALL SELECT 'combined', id, status, NULL, notes FROM combined_orders WHERE period_id = $1
     UNION ALL SELECT 'combination', id, status, NULL, notes FROM combinations WHERE period_id = $1
     UNION ALL SELECT 'invoice', id, status, amount_paid_cents::text || '/' || total_cents, notes
       FROM invoices WHERE period_id = $1
     UNION ALL SELECT 'invoice_item', i.id, i.quantity::text, i.unit_price_cents::text, i.description
       FROM invoice_items i JOIN invoices v ON v.id = i.invoice_id WHERE v.period_id = $1
     UNION ALL SELECT 'payment', p.id, p.amount_cents::text, NULL, p.reference
       FROM invoice_payments p JOIN invoices v ON v.id = p.invoice_id WHERE v.period_id = $1
     UNION ALL SELECT 'stock_order', id, status, NULL, notes FROM orders WHERE period_id = $1
     UNION ALL SELECT 'stock_item', i.id, i.quantity::text, NULL, NULL
       FROM order_items i JOIN orders o ON o.id = i.order_id WHERE o.period_id = $1
     UNION ALL SELECT 'weekly', id, status, NULL, NULL FROM weekly_combinations WHERE period_id = $1
     ORDER BY 1, 2`,
    [periodId],
  );
}

async function one(db: Queryable, what: string, sql: string, params: unknown[]): Promise<number> {
  const [row] = await db.query<{ id: number }>(sql, params);
  if (!row) throw new Error(`the demo data has no ${what}`);
  return row.id;
}

/** Picks a record of each kind in the demo's active period. */
async function demoRecords(db: Queryable): Promise<Records> {
  const periodId = await one(
    db,
    'active period',
    `SELECT id FROM periods WHERE status = 'active'`,
    [],
  );
  const q = (what: string, sql: string) => one(db, what, sql, [periodId]);
  const draftOrder = await q(
    'draft consultant order with items',
    `SELECT o.id FROM consultant_orders o WHERE o.period_id = $1 AND o.status = 'draft'
       AND EXISTS (SELECT 1 FROM consultant_order_items i WHERE i.consultant_order_id = o.id)
     ORDER BY o.id LIMIT 1`,
  );
  const draftInvoice = await q(
    'draft invoice with lines',
    `SELECT v.id FROM invoices v WHERE v.period_id = $1 AND v.status = 'draft'
       AND EXISTS (SELECT 1 FROM invoice_items i WHERE i.invoice_id = v.id) ORDER BY v.id LIMIT 1`,
  );
  const stockOrder = await q(
    'draft stock order with items',
    `SELECT o.id FROM orders o WHERE o.period_id = $1 AND o.status = 'draft'
       AND EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id) ORDER BY o.id LIMIT 1`,
  );
  return {
    periodId,
    draftOrder,
    draftOrderItem: await one(
      db,
      'consultant order item',
      'SELECT id FROM consultant_order_items WHERE consultant_order_id = $1 ORDER BY id LIMIT 1',
      [draftOrder],
    ),
    submittedOrder: await q(
      'submitted consultant order without an invoice',
      `SELECT o.id FROM consultant_orders o WHERE o.period_id = $1 AND o.status = 'submitted'
         AND NOT EXISTS (SELECT 1 FROM invoices v WHERE v.source_type = 'consultant_order'
           AND v.source_id = o.id) ORDER BY o.id LIMIT 1`,
    ),
    combined: await q(
      'combined order',
      'SELECT id FROM combined_orders WHERE period_id = $1 ORDER BY id LIMIT 1',
    ),
    combination: await q(
      'finished combination',
      `SELECT id FROM combinations WHERE period_id = $1 AND status IN ('completed', 'failed')
       ORDER BY id LIMIT 1`,
    ),
    stockOrder,
    stockOrderItem: await one(
      db,
      'stock order item',
      'SELECT id FROM order_items WHERE order_id = $1 ORDER BY id LIMIT 1',
      [stockOrder],
    ),
    draftInvoice,
    draftInvoiceItem: await one(
      db,
      'invoice line',
      'SELECT id FROM invoice_items WHERE invoice_id = $1 ORDER BY id LIMIT 1',
      [draftInvoice],
    ),
    issuedInvoice: await q(
      'issued invoice',
      `SELECT id FROM invoices WHERE period_id = $1 AND status IN ('issued', 'partially_paid')
       ORDER BY id LIMIT 1`,
    ),
    weekly: await q(
      'weekly combination',
      'SELECT id FROM weekly_combinations WHERE period_id = $1 ORDER BY id LIMIT 1',
    ),
    consultant: await one(
      db,
      'active consultant',
      `SELECT id FROM consultants WHERE status = 'active' ORDER BY id LIMIT 1`,
      [],
    ),
    product: await one(db, 'product', 'SELECT id FROM products ORDER BY id LIMIT 1', []),
  };
}

let t: TestApp;
let root: TestClient;
let records: Records;

beforeAll(async () => {
  t = await createTestApp();
  root = await t.login('root@example.com');
  records = await demoRecords(t.deps.db);
});
afterAll(() => t.close());

const writeOperations = () =>
  t.deps.contract.operations
    .filter((op) => ['post', 'put', 'patch', 'delete'].includes(op.method.toLowerCase()))
    .map((op) => op.operationId)
    .sort();

describe('the records of a closed or archived period (decision 045)', () => {
  it('every write operation of the contract is either refused or listed with its reason', () => {
    const listed = [...Object.keys(REFUSED), ...Object.keys(NOT_PERIOD_RECORDS)].sort();
    expect(listed).toEqual(writeOperations());
    const both = Object.keys(REFUSED).filter((id) => id in NOT_PERIOD_RECORDS);
    expect(both).toEqual([]);
  });

  it.each(['closed', 'archived'] as const)(
    'refuses every write of the records of a period once %s (409 on period_id), changing nothing',
    async (status) => {
      await t.deps.db.query('UPDATE periods SET status = $2 WHERE id = $1', [
        records.periodId,
        status,
      ]);
      const before = await periodSnapshot(t.deps.db, records.periodId);
      const wrong: string[] = [];
      for (const [operationId, request] of Object.entries(REFUSED)) {
        const options = request(records);
        const res = await root.call<{ detail?: unknown; field?: string }>(operationId, {
          ...options,
          headers: { ...ifMatchAny, ...options.headers },
        });
        if (res.status !== 409 || res.body.field !== 'period_id') {
          wrong.push(`${operationId}: ${res.status} ${JSON.stringify(res.body)}`);
        } else if (!String(res.body.detail).includes(`is ${status}`)) {
          wrong.push(`${operationId}: unclear message ${JSON.stringify(res.body.detail)}`);
        }
      }
      expect(wrong).toEqual([]);
      expect(await periodSnapshot(t.deps.db, records.periodId)).toEqual(before);
      await t.deps.db.query(`UPDATE periods SET status = 'active' WHERE id = $1`, [
        records.periodId,
      ]);
    },
    60_000,
  );

  it('the same writes are not refused on period_id while the period is open', async () => {
    // Dry runs where the contract offers them, so the open period stays as it was.
    const open: string[] = [];
    for (const operationId of ['deleteConsultantOrder', 'deleteInvoice', 'deleteCombinedOrder']) {
      const options = REFUSED[operationId]?.(records) ?? {};
      const res = await root.call<{ field?: string }>(operationId, {
        ...options,
        query: { dry_run: true },
        headers: ifMatchAny,
      });
      if (res.status === 409 && res.body?.field === 'period_id') open.push(operationId);
    }
    expect(open).toEqual([]);
  });
});
