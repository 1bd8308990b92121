import type { Schemas } from '@back-office/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HISTORY_SOURCES } from '../src/history/history-resources.ts';
import { insertOrderFixtures, type OrderFixtures } from './consultant-orders-fixtures.ts';
import { answer } from './helpers/answer.ts';
import { anyVersion } from './helpers/if-match.ts';
import { createTestApp, type TestApp, testContract } from './helpers/test-app.ts';
import type { TestClient } from './helpers/test-client.ts';

type Page = Schemas['AuditLogList'];

let t: TestApp;
let f: OrderFixtures;
let warehouse: TestClient;
let readonly: TestClient;
let distributor: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  f = await insertOrderFixtures(t.deps.db);
  warehouse = await t.login('warehouse@example.com');
  readonly = await t.login('readonly@example.com');
  distributor = await t.login('distributor.readonly@example.com');
});
afterAll(() => t.close());

const history = (
  client: TestClient,
  resource: 'consultant_orders' | 'users' | 'distributor_orders' | 'periods',
  id: number,
  query: { skip?: number; limit?: number } = {},
) =>
  answer<Page>(
    client.api.GET('/api/history/{resource}/{id}', { params: { path: { resource, id }, query } }),
  );

/** A draft consultant order with one line, then a second line, then submitted. */
async function orderWithHistory(): Promise<number> {
  const created = await answer<{ id: number }>(
    warehouse.api.POST('/api/consultant-orders', {
      body: {
        consultant_id: f.consultants.naledi,
        period_id: f.activePeriodId,
        items: [{ product_id: f.products.cream, quantity: 2 }],
      },
    }),
  );
  const id = created.body.id;
  await answer(
    warehouse.api.POST('/api/consultant-orders/{id}/items', {
      params: { path: { id } },
      body: { product_id: f.products.oil, quantity: 1 },
    }),
  );
  await answer(
    warehouse.api.PUT('/api/consultant-orders/{id}', {
      params: { header: anyVersion, path: { id } },
      body: { status: 'submitted' },
    }),
  );
  return id;
}

describe('GET /api/history/{resource}/{id}', () => {
  it("lists a record's own and its lines' entries, newest first, with actor and request id", async () => {
    const id = await orderWithHistory();
    const res = await history(readonly, 'consultant_orders', id);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(3);
    expect(res.body.audit_logs.map((e) => [e.action, e.resource])).toEqual([
      ['submit', 'consultant_orders'],
      ['create', 'consultant_order_items'],
      ['create', 'consultant_orders'],
    ]);
    expect(res.body.audit_logs[1]?.summary).toContain('TST-HAIR-0015');
    for (const entry of res.body.audit_logs) {
      expect(entry.actor?.email).toBe('warehouse@example.com');
      expect(entry.request_id).toMatch(/\S/);
    }
    // Each entry names its record as people know it, read when the history is read.
    const [number] = await t.deps.db.query<{ order_number: string }>(
      'SELECT order_number FROM consultant_orders WHERE id = $1',
      [id],
    );
    expect(res.body.audit_logs.map((e) => e.record_label)).toEqual([
      number?.order_number,
      'TST-HAIR-0015',
      number?.order_number,
    ]);
    const page = await history(readonly, 'consultant_orders', id, { skip: 1, limit: 1 });
    expect(page.body.total).toBe(3);
    expect(page.body.audit_logs.map((e) => e.resource)).toEqual(['consultant_order_items']);
  });

  it('answers 403 to a user who may not read records of the kind, whatever the id', async () => {
    const id = await orderWithHistory();
    expect((await history(distributor, 'consultant_orders', id)).status).toBe(403);
    expect((await history(readonly, 'users', 1)).status).toBe(403);
    expect(
      (await t.anonymous().call('getRecordHistory', { params: { resource: 'users', id: 1 } }))
        .status,
    ).toBe(401);
  });

  it('answers 404 for a missing record, an archived period and another distributor’s order', async () => {
    expect((await history(readonly, 'consultant_orders', 999999)).status).toBe(404);
    const [archived] = await t.deps.db.query<{ id: number }>(
      `UPDATE periods SET status = 'archived' WHERE id = $1 RETURNING id`,
      [f.draftPeriodId],
    );
    if (!archived) throw new Error('no period to archive');
    expect((await history(readonly, 'periods', archived.id)).status).toBe(404);
    expect((await history(await t.login('admin@example.com'), 'periods', archived.id)).status).toBe(
      200,
    );

    const orders = await t.deps.db.query<{ id: number; mine: boolean }>(
      `SELECT id, distributor_name = 'Polokwane Distributors (Pty) Ltd' AS mine FROM distributor_orders`,
    );
    const mine = orders.find((o) => o.mine);
    const theirs = orders.find((o) => !o.mine);
    if (!mine || !theirs) throw new Error('the demo needs orders of two distributors');
    expect((await history(distributor, 'distributor_orders', mine.id)).status).toBe(200);
    expect((await history(distributor, 'distributor_orders', theirs.id)).status).toBe(404);
  });

  it('refuses a resource without a history as 422', async () => {
    const res = await readonly.call('getRecordHistory', {
      params: { resource: 'sessions', id: 1 },
    });
    expect(res.status).toBe(422);
  });

  it("reads each kind's rule from the x-required of the record's own GET", () => {
    const contract = testContract();
    const paths = {
      orders: '/api/orders/1',
      consultants: '/api/consultants/1',
      consultant_orders: '/api/consultant-orders/1',
      combined_orders: '/api/combined-orders/1',
      invoices: '/api/invoices/1',
      periods: '/api/periods/1',
      users: '/api/users/1',
      distributor_orders: '/api/distributor-orders/1',
    } as const;
    for (const [resource, path] of Object.entries(paths)) {
      const found = contract.match('GET', path);
      if (found.kind !== 'operation') throw new Error(`no GET ${path}`);
      expect([resource, HISTORY_SOURCES[resource as keyof typeof paths].read]).toEqual([
        resource,
        found.operation.required,
      ]);
    }
  });
});
