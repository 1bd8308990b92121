import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import type { TestClient } from './helpers/test-client.ts';
import { testProduct, testProductSet } from './orders-fixtures.ts';

interface Line {
  id: number;
  product_id: number | null;
  quantity: number;
}
interface Order {
  id: number;
  status: string;
  items: Line[];
}

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

const addLine = (id: number, json: object) =>
  staff.call<Order>('addOrderItem', { params: { id }, json });

describe('order lines', () => {
  it('adds a product already on the order to its line, not as a second line', async () => {
    const order = (await staff.call<Order>('createOrder', { json: {} })).body;
    await addLine(order.id, { product_id: lotion, quantity: 3 });
    await addLine(order.id, { product_id: soap, quantity: 1 });
    const again = await addLine(order.id, { product_id: lotion, quantity: 4 });
    expect(again.status).toBe(200);
    expect(again.body.items.map((line) => [line.product_id, line.quantity])).toEqual([
      [lotion, 7],
      [soap, 1],
    ]);
    // A different price for the same product is a line of its own.
    const priced = await addLine(order.id, {
      product_id: lotion,
      quantity: 1,
      unit_price_cents: 100,
    });
    expect(priced.body.items).toHaveLength(3);
    const tooMany = await addLine(order.id, { product_id: lotion, quantity: 99_999 });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body).toMatchObject({ field: 'quantity' });
  });

  it('lets the lines of a failed order be corrected (not a dead end), but not a completed one', async () => {
    const order = (await staff.call<Order>('createOrder', { json: {} })).body;
    const added = await addLine(order.id, { product_id: soap, quantity: 2 });
    const lineId = added.body.items[0]?.id ?? 0;
    await t.deps.db.query(`UPDATE orders SET status = 'failed' WHERE id = $1`, [order.id]);
    const changed = await staff.call<Order>('updateOrderItem', {
      params: { id: order.id, itemId: lineId },
      json: { quantity: 1 },
    });
    expect(changed.status).toBe(200);
    expect((await addLine(order.id, { product_id: lotion, quantity: 1 })).status).toBe(200);
    const removed = await staff.call('deleteOrderItem', {
      params: { id: order.id, itemId: lineId },
    });
    expect(removed.status).toBe(200);
    await t.deps.db.query(`UPDATE orders SET status = 'completed' WHERE id = $1`, [order.id]);
    const refused = await addLine(order.id, { product_id: lotion, quantity: 1 });
    expect(refused.status).toBe(409);
  });
});
