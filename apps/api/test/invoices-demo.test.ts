import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoClock } from '../src/seed/demo-clock.ts';
import { seedDemoInvoices } from '../src/seed/demo-invoices.ts';
import { seedDemoWeeklyCombinations } from '../src/seed/demo-weekly-combinations.ts';
import { answer } from './helpers/answer.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import type { TestClient } from './helpers/test-client.ts';
import {
  activePeriodId,
  insertCombinedOrder,
  insertConsultant,
  insertConsultantOrder,
} from './invoices-fixtures.ts';

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@example.com');
});
afterAll(() => t.close());

describe('B5 demo data', () => {
  it('seeds distributor orders in several states against the distributor template', async () => {
    const res = await answer<{ distributor_orders: { status: string; item_count: number }[] }>(
      admin.api.GET('/api/distributor-orders', { params: { query: { limit: 100 } } }),
    );
    const statuses = new Set(res.body.distributor_orders.map((o) => o.status));
    expect([...statuses].sort()).toEqual(['cancelled', 'draft', 'fulfilled', 'submitted']);
    expect(res.body.distributor_orders.every((o) => o.item_count > 0)).toBe(true);
  });

  it('seeds invoices in every live status and a completed weekly combination from the order seeds', async () => {
    const inv = await answer<{ invoices: { status: string }[] }>(
      admin.api.GET('/api/invoices', { params: { query: { limit: 100 } } }),
    );
    expect(new Set(inv.body.invoices.map((i) => i.status))).toEqual(
      new Set(['paid', 'partially_paid', 'issued', 'draft']),
    );
    const weeks = await answer<{
      weekly_combinations: { status: string; file_name: string | null }[];
    }>(admin.api.GET('/api/weekly-combinations'));
    expect(
      weeks.body.weekly_combinations.some((w) => w.status === 'completed' && w.file_name),
    ).toBe(true);
  });

  it('the invoice and weekly seeds work on any orders (fixture orders here)', async () => {
    const db = t.deps.db;
    const periodId = await activePeriodId(db);
    // Start from a clean slate for this period so the seeds find these fixture orders.
    await db.query('DELETE FROM invoices');
    await db.query('DELETE FROM weekly_combinations');
    await db.query(`UPDATE combined_orders SET status = 'open'`);
    const thandeka = await insertConsultant(db, {
      first: 'Thandeka',
      last: 'Zulu',
      branch: 'Umhlanga',
    });
    const lastWeek = new Date();
    lastWeek.setUTCDate(lastWeek.getUTCDate() - 7);
    const line = {
      code: 'RB-TEA-250',
      description: 'Rooibos tea, 250 g',
      quantity: 4,
      priceCents: 9000,
    };
    const cmb = await insertCombinedOrder(db, periodId);
    await insertConsultantOrder(db, {
      consultantId: thandeka,
      periodId,
      status: 'combined',
      combinedOrderId: cmb,
      lines: [line],
    });
    for (let i = 0; i < 3; i++) {
      await insertConsultantOrder(db, {
        consultantId: thandeka,
        periodId,
        submittedAt: lastWeek.toISOString(),
        lines: [line],
      });
    }
    const clock = demoClock(new Date());
    await db.transaction(async (tx) => {
      await seedDemoWeeklyCombinations(tx, clock);
      await seedDemoInvoices(tx, clock);
    });
    const invoices = await answer<{
      invoices: { status: string; source_type: string; source_id: number; balance_cents: number }[];
    }>(admin.api.GET('/api/invoices', { params: { query: { period_id: periodId } } }));
    expect(invoices.body.invoices.map((i) => i.status).sort()).toEqual([
      'draft',
      'issued',
      'paid',
      'partially_paid',
    ]);
    expect(invoices.body.invoices.find((i) => i.status === 'paid')).toMatchObject({
      source_type: 'combined_order',
      balance_cents: 0,
    });
    const paid = invoices.body.invoices.find((i) => i.status === 'paid');
    const cmbStatus = await db.query<{ status: string }>(
      'SELECT status FROM combined_orders WHERE id = $1',
      [paid?.source_id],
    );
    expect(cmbStatus[0]?.status).toBe('invoiced');
    const weeks = await answer<{
      weekly_combinations: { id: number; status: string; consultant_order_count: number }[];
    }>(admin.api.GET('/api/weekly-combinations', { params: { query: { period_id: periodId } } }));
    expect(weeks.body.weekly_combinations.map((w) => w.status)).toEqual([
      'pending',
      'completed',
      'cancelled',
    ]);
    const done = weeks.body.weekly_combinations[1];
    expect(done?.consultant_order_count).toBeGreaterThanOrEqual(3);
    const meta = await answer<{ size_bytes: number }>(
      admin.api.GET('/api/weekly-combinations/{id}/download', {
        params: { path: { id: done?.id ?? 0 } },
      }),
    );
    expect(meta.body.size_bytes).toBeGreaterThan(1000);
  });
});
