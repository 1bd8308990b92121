import { type Schemas, unwrap } from '@back-office/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anyVersion } from './helpers/if-match.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import type { TestClient } from './helpers/test-client.ts';
import { testProduct, testProductSet } from './orders-fixtures.ts';

let t: TestApp;
let staff: TestClient;
let lotion = 0;
let soap = 0;

beforeAll(async () => {
  t = await createTestApp();
  staff = await t.login('warehouse@example.com');
  const setId = await testProductSet(t.deps.db, 'order-lines.xlsx');
  const add = (code: string, price: number) =>
    testProduct(t.deps.db, setId, { code, description: code, price, stock: 40 });
  lotion = await add('ZQL-0001', 4500);
  soap = await add('ZQL-0002', 1500);
});
afterAll(() => t.close());

const newOrder = () => unwrap(staff.api.POST('/api/orders', { body: {} }));
const addLine = (id: number, body: Schemas['OrderItemCreate']) =>
  staff.api.POST('/api/orders/{id}/items', { params: { path: { id } }, body });
const line = (id: number, itemId: number) => ({
  params: { header: anyVersion, path: { id, itemId } },
});

describe('order lines', () => {
  it('adds a product already on the order to its line, not as a second line', async () => {
    const order = await newOrder();
    await addLine(order.id, { product_id: lotion, quantity: 3 });
    await addLine(order.id, { product_id: soap, quantity: 1 });
    const again = await unwrap(addLine(order.id, { product_id: lotion, quantity: 4 }));
    expect(again.items.map((l) => [l.product_id, l.quantity])).toEqual([
      [lotion, 7],
      [soap, 1],
    ]);
    // A different price for the same product is a line of its own.
    const priced = await unwrap(
      addLine(order.id, { product_id: lotion, quantity: 1, unit_price_cents: 100 }),
    );
    expect(priced.items).toHaveLength(3);
    const tooMany = await addLine(order.id, { product_id: lotion, quantity: 99_999 });
    expect(tooMany.response.status).toBe(409);
    expect(tooMany.error).toMatchObject({ field: 'quantity' });
  });

  it('lets the lines of a failed order be corrected (not a dead end), but not a completed one', async () => {
    const order = await newOrder();
    const added = await unwrap(addLine(order.id, { product_id: soap, quantity: 2 }));
    const lineId = added.items[0]?.id ?? 0;
    await t.deps.db.query(`UPDATE orders SET status = 'failed' WHERE id = $1`, [order.id]);
    const changed = await staff.api.PUT('/api/orders/{id}/items/{itemId}', {
      ...line(order.id, lineId),
      body: { quantity: 1 },
    });
    expect(changed.response.status).toBe(200);
    const more = await addLine(order.id, { product_id: lotion, quantity: 1 });
    expect(more.response.status).toBe(200);
    const removed = await staff.api.DELETE(
      '/api/orders/{id}/items/{itemId}',
      line(order.id, lineId),
    );
    expect(removed.response.status).toBe(200);
    await t.deps.db.query(`UPDATE orders SET status = 'completed' WHERE id = $1`, [order.id]);
    const refused = await addLine(order.id, { product_id: lotion, quantity: 1 });
    expect(refused.response.status).toBe(409);
  });

  it('writes line changes in the audit log with the order reference and the product code', async () => {
    const order = await newOrder();
    const added = await unwrap(addLine(order.id, { product_id: lotion, quantity: 2 }));
    await addLine(order.id, { product_id: lotion, quantity: 1 });
    const lineId = added.items[0]?.id ?? 0;
    await staff.api.PUT('/api/orders/{id}/items/{itemId}', {
      ...line(order.id, lineId),
      body: { quantity: 5 },
    });
    await staff.api.DELETE('/api/orders/{id}/items/{itemId}', line(order.id, lineId));
    const rows = await t.deps.db.query<{ summary: string }>(
      `SELECT summary FROM audit_log WHERE resource = 'order_items' AND record_id = $1 ORDER BY id`,
      [lineId],
    );
    const ref = order.reference;
    expect(rows.map((r) => r.summary)).toEqual([
      `Added ZQL-0001 × 2 to order ${ref}`,
      `Added 1 more of ZQL-0001 to its line on order ${ref}`,
      `Set ZQL-0001 on order ${ref} to 5`,
      `Removed ZQL-0001 from order ${ref}`,
    ]);
  });
});
