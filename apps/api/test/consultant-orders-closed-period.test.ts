import type { Schemas } from '@back-office/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOrderFixtures, type OrderFixtures } from './consultant-orders-fixtures.ts';
import { answer } from './helpers/answer.ts';
import { anyVersion } from './helpers/if-match.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import type { TestClient } from './helpers/test-client.ts';

/** Decision 018: a closed or archived period's consultant orders are its record. */
type Order = Schemas['ConsultantOrder'];
type Refusal = Schemas['ErrorModel'];

let t: TestApp;
let f: OrderFixtures;
let staff: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  f = await insertOrderFixtures(t.deps.db);
  staff = await t.login('admin@example.com');
});
afterAll(() => t.close());

/** A draft order with one item in a new active-status period, then that period set to `status`. */
async function orderInPeriod(status: 'closed' | 'archived') {
  const [period] = await t.deps.db.query<{ id: number }>(
    `INSERT INTO periods (name, start_date, end_date, status)
     VALUES ($1, '2031-01-01', '2031-01-31', 'draft') RETURNING id`,
    [`Closing test ${status} ${Math.random()}`],
  );
  const created = await answer<Order>(
    staff.api.POST('/api/consultant-orders', {
      body: {
        consultant_id: f.consultants.naledi,
        period_id: period?.id ?? 0,
        items: [{ product_id: f.products.cream, quantity: 2 }],
      },
    }),
  );
  expect(created.status).toBe(201);
  await t.deps.db.query('UPDATE periods SET status = $2 WHERE id = $1', [period?.id, status]);
  return { order: created.body, periodId: period?.id ?? 0 };
}

const expectRefusedOnPeriod = (res: { status: number; body: unknown }, what: string) => {
  expect(res.status, what).toBe(409);
  expect((res.body as Refusal).field, what).toBe('period_id');
  expect((res.body as Refusal).detail, what).toMatch(/is (closed|archived); its consultant orders/);
};

describe('consultant orders of a closed or archived period', () => {
  it('refuses a new order in a closed period, naming period_id', async () => {
    const res = await answer<Refusal>(
      staff.api.POST('/api/consultant-orders', {
        body: { consultant_id: f.consultants.naledi, period_id: f.closedPeriodId },
      }),
    );
    expectRefusedOnPeriod(res, 'create');
  });

  it.each(['closed', 'archived'] as const)(
    'refuses every change to an order of a %s period and keeps it as it was',
    async (status) => {
      const { order } = await orderInPeriod(status);
      const itemId = order.items[0]?.id ?? 0;
      const calls = [
        ['updateConsultantOrder', { params: { id: order.id }, json: { notes: 'late' } }],
        ['updateConsultantOrder', { params: { id: order.id }, json: { status: 'submitted' } }],
        [
          'createConsultantOrderItem',
          { params: { id: order.id }, json: { product_id: f.products.oil, quantity: 1 } },
        ],
        ['updateConsultantOrderItem', { params: { itemId }, json: { quantity: 9 } }],
        ['deleteConsultantOrderItem', { params: { itemId } }],
        ['deleteConsultantOrder', { params: { id: order.id } }],
        ['bulkDeleteConsultantOrders', { json: { consultant_order_ids: [order.id] } }],
      ] as const;
      // A table of operations (their methods differ): called by operationId.
      for (const [op, options] of calls) {
        expectRefusedOnPeriod(await staff.call(op, { ...options, headers: anyVersion }), op);
      }
      const after = await answer<Order>(
        staff.api.GET('/api/consultant-orders/{id}', { params: { path: { id: order.id } } }),
      );
      expect(after.body).toMatchObject({ status: 'draft', notes: null });
      expect(after.body.items.map((i) => i.quantity)).toEqual([2]);
    },
  );
});
