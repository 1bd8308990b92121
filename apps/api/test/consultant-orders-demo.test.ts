import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoClock } from '../src/seed/demo-clock.ts';
import { seedDemoConsultantOrders } from '../src/seed/demo-consultant-orders.ts';
import { insertOrderFixtures } from './consultant-orders-fixtures.ts';
import { answer } from './helpers/answer.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import type { TestClient } from './helpers/test-client.ts';

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('readonly@example.com');
});
afterAll(() => t.close());

interface Row {
  id: number;
  status: string;
  period_id: number;
  item_count: number;
  subtotal_cents: number;
  combined_order_id: number | null;
}

describe('demo consultant orders', () => {
  it('seeds orders in every state and two completed combinations that read back valid', async () => {
    // The demo database may already hold them (when consultants are seeded); seed once more
    // on top of fixture consultants so the seed itself is checked either way.
    await insertOrderFixtures(t.deps.db);
    const before = await t.deps.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM consultant_orders',
    );
    await t.deps.db.transaction((tx) => seedDemoConsultantOrders(tx, demoClock(new Date())));
    const list = await answer<{ consultant_orders: Row[]; total: number }>(
      admin.api.GET('/api/consultant-orders', {
        params: { query: { limit: 1000, sort_by: 'created_at', sort_order: 'desc' } },
      }),
    );
    expect(list.status).toBe(200);
    expect(list.body.total - (before[0]?.n ?? 0)).toBe(20);
    const statuses = new Set(list.body.consultant_orders.map((o) => o.status));
    expect([...statuses].sort()).toEqual(['cancelled', 'combined', 'draft', 'submitted']);
    for (const o of list.body.consultant_orders.filter((x) => x.status === 'submitted')) {
      expect(o.item_count).toBeGreaterThan(0);
    }
    const combined = await answer<{
      combined_orders: { id: number; consultant_order_count: number }[];
    }>(admin.api.GET('/api/combined-orders', { params: { query: { limit: 1000 } } }));
    expect(combined.body.combined_orders.length).toBeGreaterThanOrEqual(2);
    for (const co of combined.body.combined_orders) {
      const detail = await answer<{
        subtotal_cents: number;
        consultant_orders: { id: number }[];
      }>(admin.api.GET('/api/combined-orders/{id}', { params: { path: { id: co.id } } }));
      expect(detail.status).toBe(200);
      const members = list.body.consultant_orders.filter((o) => o.combined_order_id === co.id);
      expect(members.every((o) => o.status === 'combined')).toBe(true);
      expect(detail.body.subtotal_cents).toBe(members.reduce((s, o) => s + o.subtotal_cents, 0));
    }
    const statusRows = await t.deps.db.query<{ id: number }>(
      `SELECT id FROM combinations WHERE status = 'completed' ORDER BY id`,
    );
    for (const row of statusRows) {
      const res = await answer<{ is_terminal: boolean }>(
        admin.api.GET('/api/consultant-orders/combination-status/{id}', {
          params: { path: { id: row.id } },
        }),
      );
      expect(res.body.is_terminal).toBe(true);
    }
  });
});
