import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answer } from './helpers/answer.ts';
import { anyVersion } from './helpers/if-match.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import type { TestClient } from './helpers/test-client.ts';
import {
  insertCombinedOrder,
  insertConsultant,
  insertConsultantOrder,
  insertPeriod,
} from './invoices-fixtures.ts';

/** `invoiceable` on the consultant-order list (extension): what the new-invoice picker offers. */
let t: TestApp;
let sup: TestClient;
let periodId: number;
let consultantId: number;

beforeAll(async () => {
  t = await createTestApp();
  sup = await t.login('supervisor@example.com');
  periodId = await insertPeriod(t.deps.db, 'draft');
  consultantId = await insertConsultant(t.deps.db, { first: 'Nomsa', last: 'Zulu' });
});
afterAll(() => t.close());

async function order(
  status: 'draft' | 'submitted' | 'combined' | 'cancelled',
  combinedOrderId?: number,
) {
  const id = await insertConsultantOrder(t.deps.db, {
    consultantId,
    periodId,
    status,
    combinedOrderId,
    lines: [{ code: 'RB-TEA', quantity: 2, priceCents: 9000 }],
  });
  // The list answers the contract's CO-<year>-<6 digits> numbers.
  await t.deps.db.query(
    `UPDATE consultant_orders SET order_number = 'CO-2001-' || lpad(id::text, 6, '0') WHERE id = $1`,
    [id],
  );
  return id;
}
const invoice = (type: 'consultant_order' | 'combined_order', id: number) =>
  answer<{ id: number }>(
    sup.api.POST('/api/invoices/from-order', { body: { source_type: type, source_id: id } }),
  );
const listed = async (invoiceable: boolean) =>
  (
    await answer<{ consultant_orders: { id: number }[] }>(
      sup.api.GET('/api/consultant-orders', {
        params: { query: { period_id: periodId, invoiceable, limit: 1000 } },
      }),
    )
  ).body.consultant_orders
    .map((o) => o.id)
    .sort((a, b) => a - b);

describe('consultant orders an invoice may be made from', () => {
  it('offers submitted and combined orders that nothing bills yet, and only those', async () => {
    const open = await order('submitted');
    const draft = await order('draft');
    const cancelled = await order('cancelled');
    const billed = await order('submitted');
    expect((await invoice('consultant_order', billed)).status).toBe(201);
    const voided = await order('submitted');
    const voidInvoice = await invoice('consultant_order', voided);
    await answer(
      sup.api.PUT('/api/invoices/{id}', {
        params: { header: anyVersion, path: { id: voidInvoice.body.id } },
        body: { status: 'void' },
      }),
    );
    const combinedOpen = await insertCombinedOrder(t.deps.db, periodId);
    const inOpenCombined = await order('combined', combinedOpen);
    const combinedBilled = await insertCombinedOrder(t.deps.db, periodId);
    const inBilledCombined = await order('combined', combinedBilled);
    expect((await invoice('combined_order', combinedBilled)).status).toBe(201);

    expect(await listed(true)).toEqual([open, voided, inOpenCombined].sort((a, b) => a - b));
    expect(await listed(false)).toEqual(
      [draft, cancelled, billed, inBilledCombined].sort((a, b) => a - b),
    );
  });
});
