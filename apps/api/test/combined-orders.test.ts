import type { Schemas } from '@back-office/api-client';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateResponse } from '../src/http/contract/validate-response.ts';
import type { JobRunner } from '../src/jobs/jobs.ts';
import { pdfText } from '../src/lib/pdf/pdf-text.ts';
import {
  clearConsultantOrders,
  HeldJobs,
  insertOrderFixtures,
  type OrderFixtures,
} from './consultant-orders-fixtures.ts';
import { answer } from './helpers/answer.ts';
import { anyVersion } from './helpers/if-match.ts';
import { createTestApp, type TestApp, testContract } from './helpers/test-app.ts';
import type { TestClient } from './helpers/test-client.ts';

type Order = Schemas['ConsultantOrderSummary'];
type Combination = Schemas['CombinationStatus'];
type Combined = Schemas['CombinedOrder'];

let t: TestApp;
let admin: TestClient;
let warehouse: TestClient;
let f: OrderFixtures;
let realJobs: JobRunner;

beforeAll(async () => {
  t = await createTestApp();
  realJobs = t.deps.jobs;
  await clearConsultantOrders(t.deps.db);
  f = await insertOrderFixtures(t.deps.db);
  admin = await t.login('admin@example.com');
  warehouse = await t.login('warehouse@example.com');
});
afterAll(() => t.close());

/** A submitted order of the active period with these (product, quantity) lines. */
async function submitted(
  lines: [number, number][],
  consultant = f.consultants.naledi,
  period = f.activePeriodId,
) {
  const res = await answer<Order>(
    admin.api.POST('/api/consultant-orders', {
      body: {
        consultant_id: consultant,
        period_id: period,
        status: 'submitted',
        items: lines.map(([product_id, quantity]) => ({ product_id, quantity })),
      },
    }),
  );
  expect(res.status).toBe(201);
  return res.body;
}

async function combineAll(ids: number[], notes?: string) {
  const res = await answer<Combination>(
    warehouse.api.POST('/api/consultant-orders/bulk-combine', {
      body: { consultant_order_ids: ids, ...(notes ? { notes } : {}) },
    }),
  );
  expect(res.status).toBe(202);
  await t.deps.jobs.idle();
  const status = await answer<Combination>(
    warehouse.api.GET('/api/consultant-orders/combination-status/{id}', {
      params: { path: { id: res.body.id } },
    }),
  );
  expect(status.body.status).toBe('completed');
  return status.body.combined_order_id ?? 0;
}

describe('combining', () => {
  it('combines one order as a job and links it', async () => {
    const o = await submitted([[f.products.cream, 2]]);
    const res = await answer<Combination>(
      warehouse.api.POST('/api/consultant-orders/{id}/combine', {
        params: { path: { id: o.id } },
        body: { notes: 'Urgent, collect at the Sandton warehouse on Friday.' },
      }),
    );
    expect(res.status).toBe(202);
    expect(res.headers.get('location')).toBe(
      `/api/consultant-orders/combination-status/${res.body.id}`,
    );
    expect(res.body).toMatchObject({
      status: 'pending',
      is_terminal: false,
      consultant_order_ids: [o.id],
      combined_order_id: null,
      error: null,
      period_id: f.activePeriodId,
    });
    await t.deps.jobs.idle();
    const status = await answer<Combination>(
      warehouse.api.GET('/api/consultant-orders/combination-status/{id}', {
        params: { path: { id: res.body.id } },
      }),
    );
    expect(status.body).toMatchObject({ status: 'completed', progress: 100, is_terminal: true });
    const combinedId = status.body.combined_order_id ?? 0;
    const order = await answer<Order>(
      admin.api.GET('/api/consultant-orders/{id}', { params: { path: { id: o.id } } }),
    );
    expect(order.body).toMatchObject({ status: 'combined', combined_order_id: combinedId });
    expect(order.body.combined_number).toMatch(/^CMB-\d{4}-\d{6}$/);
    expect(status.body.message).toBe(`Combined order ${order.body.combined_number} created`);
    const combined = await answer<Combined>(
      admin.api.GET('/api/combined-orders/{id}', { params: { path: { id: combinedId } } }),
    );
    expect(combined.body).toMatchObject({
      status: 'open',
      notes: 'Urgent, collect at the Sandton warehouse on Friday.',
      consultant_order_ids: [o.id],
      consultant_order_count: 1,
      subtotal_cents: 37800,
      vat_cents: 5670,
      total_cents: 43470,
      invoice_id: null,
      created_by: { email: 'warehouse@example.com' },
    });
    const audits = await t.deps.db.query<{ actor_email: string; summary: string }>(
      `SELECT actor_email, summary FROM audit_log
       WHERE resource = 'combined_orders' AND action = 'create' AND record_id = $1`,
      [combinedId],
    );
    expect(audits).toHaveLength(1);
    expect(audits[0]?.actor_email).toBe('warehouse@example.com');
    expect(audits[0]?.summary).toBe(
      `Created combined order ${order.body.combined_number} from 1 consultant order`,
    );
    const orderAudits = await t.deps.db.query<{ actor_email: string; summary: string }>(
      `SELECT actor_email, summary FROM audit_log
       WHERE resource = 'consultant_orders' AND action = 'combine' AND record_id = $1 ORDER BY id`,
      [o.id],
    );
    expect(orderAudits.map((a) => a.summary)).toEqual([
      'Started combining 1 consultant order',
      `Combined into combined order ${order.body.combined_number}`,
    ]);
    expect(orderAudits[1]?.actor_email).toBe('warehouse@example.com');
    // The notification words the combined order by its number, never by ids (decision 052),
    // and names it as the result, for the web to link (decision 065).
    const told = await t.deps.db.query<{ reference: string; result_id: number | null }>(
      `SELECT reference, result_id FROM notifications WHERE kind = 'combination' AND record_id = $1`,
      [res.body.id],
    );
    expect(told).toEqual([
      {
        reference: `Combination of 1 consultant order completed: combined order ${order.body.combined_number}`,
        result_id: combinedId,
      },
    ]);
    // A combined order cannot change or be deleted, nor combined again.
    expect(
      (
        await answer(
          admin.api.PUT('/api/consultant-orders/{id}', {
            params: { header: anyVersion, path: { id: o.id } },
            body: { notes: 'x' },
          }),
        )
      ).status,
    ).toBe(409);
    expect(
      (
        await answer(
          admin.api.DELETE('/api/consultant-orders/{id}', {
            params: { header: anyVersion, path: { id: o.id } },
          }),
        )
      ).status,
    ).toBe(409);
    const bulkDel = await answer<{ detail: string }>(
      admin.api.POST('/api/consultant-orders/bulk-delete', {
        body: { consultant_order_ids: [o.id] },
      }),
    );
    expect(bulkDel.status).toBe(409);
    expect(bulkDel.body.detail).toContain(o.order_number);
    expect(
      (
        await answer(
          admin.api.POST('/api/consultant-orders/{id}/combine', { params: { path: { id: o.id } } }),
        )
      ).status,
    ).toBe(409);
  });

  it('bulk combines orders, merging lines with the same code and price', async () => {
    const a = await submitted([
      [f.products.cream, 2],
      [f.products.oil, 1],
    ]);
    const b = await submitted(
      [
        [f.products.cream, 3],
        [f.products.butter, 1],
      ],
      f.consultants.pieter,
    );
    const id = await combineAll([a.id, b.id], 'Week 45 collection for the Gauteng branches.');
    const combined = await answer<Combined>(
      admin.api.GET('/api/combined-orders/{id}', { params: { path: { id } } }),
    );
    expect(
      combined.body.lines.map((l) => [l.product_code, l.quantity, l.line_total_cents]),
    ).toEqual([
      ['TST-BDY-0107', 1, 24500],
      ['TST-HAIR-0015', 1, 9950],
      ['TST-SKN-0042', 5, 94500],
    ]);
    expect(combined.body).toMatchObject({
      consultant_order_count: 2,
      line_count: 3,
      total_quantity: 7,
      subtotal_cents: a.subtotal_cents + b.subtotal_cents,
      vat_cents: 19343, // 15% of 128 950 = 19 342.5 → 19 343
      total_cents: 128950 + 19343,
    });
    expect(combined.body.consultant_orders.map((o) => o.consultant_name)).toEqual([
      'Naledi Dlamini',
      'Pieter van der Merwe',
    ]);
    expect(combined.body.consultant_orders.map((o) => o.total_cents)).toEqual([
      a.total_cents,
      b.total_cents,
    ]);
  });

  it('refuses missing (404), unsubmitted, mixed-period and already combining orders (409)', async () => {
    const a = await submitted([[f.products.oil, 1]]);
    const draft = await answer<Order>(
      admin.api.POST('/api/consultant-orders', {
        body: { consultant_id: f.consultants.naledi, period_id: f.activePeriodId },
      }),
    );
    const other = await submitted([[f.products.oil, 1]], f.consultants.naledi, f.draftPeriodId);
    const bulk = (ids: number[]) =>
      answer<{ detail: string }>(
        admin.api.POST('/api/consultant-orders/bulk-combine', {
          body: { consultant_order_ids: ids },
        }),
      );
    const missing = await bulk([a.id, 999999]);
    expect(missing.status).toBe(404);
    expect(missing.body.detail).toContain('999999');
    expect(
      (
        await answer(
          admin.api.POST('/api/consultant-orders/{id}/combine', {
            params: { path: { id: 999999 } },
          }),
        )
      ).status,
    ).toBe(404);
    const notSubmitted = await bulk([a.id, draft.body.id]);
    expect(notSubmitted.status).toBe(409);
    expect(notSubmitted.body.detail).toContain(`${draft.body.order_number} is draft`);
    expect(
      (
        await answer(
          admin.api.POST('/api/consultant-orders/{id}/combine', {
            params: { path: { id: draft.body.id } },
          }),
        )
      ).status,
    ).toBe(409);
    expect((await bulk([a.id, other.id])).status).toBe(409);
    expect((await bulk([])).status).toBe(422);
    expect((await bulk([a.id, a.id])).status).toBe(422);
    expect(
      (
        await answer(
          admin.api.GET('/api/consultant-orders/combination-status/{id}', {
            params: { path: { id: 999999 } },
          }),
        )
      ).status,
    ).toBe(404);
  });

  it('locks the orders while the combination is pending', async () => {
    const held = new HeldJobs();
    t.deps.jobs = held;
    try {
      const a = await submitted([
        [f.products.oil, 1],
        [f.products.cream, 1],
      ]);
      const res = await answer<Combination>(
        admin.api.POST('/api/consultant-orders/{id}/combine', { params: { path: { id: a.id } } }),
      );
      expect(res.status).toBe(202);
      const [item] = (
        await answer<{ items: { id: number }[] }>(
          admin.api.GET('/api/consultant-orders/{id}', { params: { path: { id: a.id } } }),
        )
      ).body.items;
      const refusals = [
        await answer(
          admin.api.POST('/api/consultant-orders/{id}/combine', { params: { path: { id: a.id } } }),
        ),
        await answer(
          admin.api.PUT('/api/consultant-orders/{id}', {
            params: { header: anyVersion, path: { id: a.id } },
            body: { status: 'draft' },
          }),
        ),
        await answer(
          admin.api.POST('/api/consultant-orders/{id}/items', {
            params: { path: { id: a.id } },
            body: { product_id: f.products.oil, quantity: 1 },
          }),
        ),
        await answer(
          admin.api.PUT('/api/consultant-orders/items/{itemId}', {
            params: { header: anyVersion, path: { itemId: item?.id ?? 0 } },
            body: { quantity: 9 },
          }),
        ),
        await answer(
          admin.api.DELETE('/api/consultant-orders/items/{itemId}', {
            params: { header: anyVersion, path: { itemId: item?.id ?? 0 } },
          }),
        ),
        await answer(
          admin.api.DELETE('/api/consultant-orders/{id}', {
            params: { header: anyVersion, path: { id: a.id } },
          }),
        ),
        await answer(
          admin.api.POST('/api/consultant-orders/bulk-delete', {
            body: { consultant_order_ids: [a.id] },
          }),
        ),
        await answer(
          admin.api.DELETE('/api/consultant-orders/combination-status/{id}', {
            params: { path: { id: res.body.id } },
          }),
        ),
      ];
      expect(refusals.map((r) => r.status)).toEqual([409, 409, 409, 409, 409, 409, 409, 409]);
      await held.runAll();
      const done = await answer<Combination>(
        admin.api.GET('/api/consultant-orders/combination-status/{id}', {
          params: { path: { id: res.body.id } },
        }),
      );
      expect(done.body.status).toBe('completed');
    } finally {
      t.deps.jobs = realJobs;
    }
  });

  it('fails without changes when an order changed before the job ran, and clears statuses', async () => {
    const held = new HeldJobs();
    t.deps.jobs = held;
    try {
      const a = await submitted([[f.products.oil, 1]]);
      const b = await submitted([[f.products.oil, 2]]);
      const res = await answer<Combination>(
        admin.api.POST('/api/consultant-orders/bulk-combine', {
          body: { consultant_order_ids: [a.id, b.id] },
        }),
      );
      await t.deps.db.query(`UPDATE consultant_orders SET status = 'cancelled' WHERE id = $1`, [
        b.id,
      ]);
      await held.runAll();
      const failed = await answer<Combination>(
        admin.api.GET('/api/consultant-orders/combination-status/{id}', {
          params: { path: { id: res.body.id } },
        }),
      );
      expect(failed.body).toMatchObject({
        status: 'failed',
        is_terminal: true,
        progress: 100,
        combined_order_id: null,
      });
      expect(failed.body.error).toContain(`${b.order_number} is cancelled`);
      const order = await answer<Order>(
        admin.api.GET('/api/consultant-orders/{id}', { params: { path: { id: a.id } } }),
      );
      expect(order.body).toMatchObject({ status: 'submitted', combined_order_id: null });
      // Cleared: later reads are 404; a cleared failure frees nothing else.
      expect(
        (
          await answer(
            admin.api.DELETE('/api/consultant-orders/combination-status/{id}', {
              params: { path: { id: res.body.id } },
            }),
          )
        ).status,
      ).toBe(204);
      expect(
        (
          await answer(
            admin.api.GET('/api/consultant-orders/combination-status/{id}', {
              params: { path: { id: res.body.id } },
            }),
          )
        ).status,
      ).toBe(404);
      expect(
        (
          await answer(
            admin.api.DELETE('/api/consultant-orders/combination-status/{id}', {
              params: { path: { id: res.body.id } },
            }),
          )
        ).status,
      ).toBe(404);
    } finally {
      t.deps.jobs = realJobs;
    }
  });

  it('of two simultaneous combines of one order one wins and the other gets 409', async () => {
    const a = await submitted([[f.products.butter, 1]]);
    const results = await Promise.all([
      answer(
        admin.api.POST('/api/consultant-orders/{id}/combine', { params: { path: { id: a.id } } }),
      ),
      answer(
        warehouse.api.POST('/api/consultant-orders/bulk-combine', {
          body: { consultant_order_ids: [a.id] },
        }),
      ),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([202, 409]);
    await t.deps.jobs.idle();
    const order = await answer<Order>(
      admin.api.GET('/api/consultant-orders/{id}', { params: { path: { id: a.id } } }),
    );
    expect(order.body.status).toBe('combined');
  });
});

describe('combined orders', () => {
  it('lists with filters, search, sorting and paging', async () => {
    const a = await submitted([[f.products.oil, 4]], f.consultants.pieter);
    const id = await combineAll([a.id]);
    const list = (query: Record<string, string | number>) =>
      answer<{ combined_orders: Combined[]; total: number }>(
        admin.api.GET('/api/combined-orders', { params: { query: query } }),
      );
    const all = await list({ limit: 1000 });
    expect(all.body.total).toBeGreaterThanOrEqual(5);
    expect(all.body.combined_orders[0]?.id).toBe(id); // newest first
    const { body: detail } = await answer<Combined>(
      admin.api.GET('/api/combined-orders/{id}', { params: { path: { id } } }),
    );
    expect(
      (await list({ search: detail.combined_number.toLowerCase() })).body.combined_orders.map(
        (c) => c.id,
      ),
    ).toEqual([id]);
    expect((await list({ search: a.order_number })).body.combined_orders.map((c) => c.id)).toEqual([
      id,
    ]);
    expect((await list({ status: 'invoiced' })).body.total).toBe(0);
    expect((await list({ status: 'open', period_id: f.activePeriodId })).body.total).toBe(
      all.body.total,
    );
    expect((await list({ period_id: f.draftPeriodId })).body.total).toBe(0);
    const today = new Date(Date.now() + 2 * 3600_000).toISOString().slice(0, 10);
    expect((await list({ date_from: today, date_to: today })).body.total).toBe(all.body.total);
    expect((await list({ date_to: '2020-01-01' })).body.total).toBe(0);
    const byTotal = await list({ sort_by: 'total_cents', sort_order: 'asc' });
    const totals = byTotal.body.combined_orders.map((c) => c.total_cents);
    expect(totals).toEqual([...totals].sort((x, y) => x - y));
    const page = await list({ sort_by: 'combined_number', sort_order: 'asc', skip: 1, limit: 2 });
    const numbers = all.body.combined_orders.map((c) => c.combined_number).sort();
    expect(page.body.combined_orders.map((c) => c.combined_number)).toEqual(numbers.slice(1, 3));
    for (const sort_by of ['created_at', 'status', 'consultant_order_count']) {
      expect((await list({ sort_by })).status).toBe(200);
    }
    expect((await list({ status: 'closed' })).status).toBe(422);
    expect(
      (
        await answer(
          admin.api.GET('/api/combined-orders/{id}', { params: { path: { id: 999999 } } }),
        )
      ).status,
    ).toBe(404);
  });

  it('downloads the PDF and reports its facts', async () => {
    const a = await submitted([
      [f.products.cream, 2],
      [f.products.oil, 1],
    ]);
    const b = await submitted([[f.products.cream, 1]], f.consultants.pieter);
    const id = await combineAll([a.id, b.id]);
    // A fixed creation moment, late in the UTC evening: the PDF says the South African time.
    await t.deps.db.query(
      `UPDATE combined_orders SET created_at = '2030-01-15T22:30:00Z' WHERE id = $1`,
      [id],
    );
    const { body: co } = await answer<Combined>(
      admin.api.GET('/api/combined-orders/{id}', { params: { path: { id } } }),
    );
    const info = await answer<{
      file_name: string;
      size_bytes: number;
      page_count: number;
      generated_at: string;
    }>(
      admin.api.GET('/api/consultant-orders/combined/{id}/pdf/info', { params: { path: { id } } }),
    );
    expect(info.status).toBe(200);
    expect(info.body).toMatchObject({
      combined_order_id: id,
      file_name: `combined_order_${id}.pdf`,
      page_count: 1,
    });
    const raw = await admin.raw('GET', `/api/combined-orders/${id}/pdf/download`);
    expect(raw.status).toBe(200);
    expect(raw.headers.get('content-type')).toBe('application/pdf');
    expect(raw.headers.get('content-disposition')).toContain(`filename="combined_order_${id}.pdf"`);
    expect(
      validateResponse('downloadCombinedOrderPdf', 200, 'binary', {
        contract: testContract(),
        mediaType: 'application/pdf',
      }).errors,
    ).toEqual([]);
    const bytes = new Uint8Array(await raw.arrayBuffer());
    expect(bytes.byteLength).toBe(info.body.size_bytes);
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1);
    const [page = []] = await pdfText(bytes);
    expect(page).toEqual(
      expect.arrayContaining([
        `Combined order ${co.combined_number}`,
        'TST-SKN-0042',
        'Rooibos Night Cream 50 ml',
        '3',
        'R 567,00',
        'R 666,50',
        'R 99,98',
        'R 766,48',
      ]),
    );
    expect(page.some((l) => l.startsWith(a.order_number) && l.includes('Naledi Dlamini'))).toBe(
      true,
    );
    expect(page.some((l) => l.startsWith('2030-01-16 00:30 SAST by '))).toBe(true);
    expect(page.join('\n')).not.toContain('UTC');
    expect(page).toEqual(
      expect.arrayContaining([
        'Unit price (excl. VAT)',
        'Subtotal (excl. VAT)',
        'Total (incl. VAT)',
      ]),
    );
    // The orders are listed excl. VAT, so they add up to the subtotal the PDF shows.
    const rand = (text: string) => Number(text.replace(/[R\s]/g, '').replace(',', '.'));
    const orderAmounts = page
      .filter((l) => l.startsWith(a.order_number) || l.startsWith(b.order_number))
      .map((l) => rand(l.split('   ').at(-1) ?? ''));
    expect(orderAmounts.reduce((sum, x) => sum + x, 0)).toBeCloseTo(666.5, 2);
    // The stored PDF is served again until the combined order changes.
    const again = await answer<{ generated_at: string }>(
      admin.api.GET('/api/consultant-orders/combined/{id}/pdf/info', { params: { path: { id } } }),
    );
    expect(again.body.generated_at).toBe(info.body.generated_at);
    expect(
      (
        await answer(
          admin.api.GET('/api/consultant-orders/combined/{id}/pdf/info', {
            params: { path: { id: 999999 } },
          }),
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await answer(
          admin.api.GET('/api/combined-orders/{id}/pdf/download', {
            params: { path: { id: 999999 } },
            parseAs: 'text',
          }),
        )
      ).status,
    ).toBe(404);
  });

  it('previews the invoice, billed to the consultant or to the shared distributor', async () => {
    const one = await combineAll([(await submitted([[f.products.butter, 2]])).id]);
    const preview = await answer<Record<string, unknown>>(
      admin.api.GET('/api/combined-orders/{id}/invoice-preview', { params: { path: { id: one } } }),
    );
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({
      combined_order_id: one,
      bill_to: {
        name: 'Naledi Dlamini',
        consultant_id: f.consultants.naledi,
        consultant_number: 'TCN-0001',
        address: '8 Vilakazi Street, Orlando West, Soweto, 1804',
      },
      lines: [{ product_code: 'TST-BDY-0107', quantity: 2, line_total_cents: 49000 }],
      subtotal_cents: 49000,
      vat_rate_percent: 15,
      vat_cents: 7350,
      total_cents: 56350,
      currency: 'ZAR',
      invoice_id: null,
    });
    const two = await combineAll([
      (await submitted([[f.products.oil, 1]])).id,
      (await submitted([[f.products.oil, 1]], f.consultants.pieter)).id,
    ]);
    const shared = await answer<{ bill_to: Record<string, unknown> }>(
      admin.api.GET('/api/combined-orders/{id}/invoice-preview', { params: { path: { id: two } } }),
    );
    expect(shared.body.bill_to).toEqual({
      name: 'Test Distributor Gauteng',
      consultant_id: null,
      consultant_number: null,
      email: null,
      phone: null,
      address: null,
    });
    expect(
      (
        await answer(
          admin.api.GET('/api/combined-orders/{id}/invoice-preview', {
            params: { path: { id: 999999 } },
          }),
        )
      ).status,
    ).toBe(404);
  });

  it('deletes with a reason, releasing its orders; refuses invoiced ones (409)', async () => {
    const a = await submitted([[f.products.oil, 1]]);
    const id = await combineAll([a.id]);
    const res = await answer(
      admin.api.DELETE('/api/combined-orders/{id}', {
        params: {
          path: { id },
          query: { reason: 'Duplicate combination, recombining with late orders' },
        },
      }),
    );
    expect(res.status).toBe(204);
    expect(
      (await answer(admin.api.GET('/api/combined-orders/{id}', { params: { path: { id } } })))
        .status,
    ).toBe(404);
    expect(
      (await answer(admin.api.DELETE('/api/combined-orders/{id}', { params: { path: { id } } })))
        .status,
    ).toBe(404);
    const order = await answer<Order>(
      admin.api.GET('/api/consultant-orders/{id}', { params: { path: { id: a.id } } }),
    );
    expect(order.body).toMatchObject({
      status: 'submitted',
      combined_order_id: null,
      combined_number: null,
    });
    const [entry] = await t.deps.db.query<{ summary: string }>(
      `SELECT summary FROM audit_log WHERE resource = 'combined_orders' AND action = 'delete' AND record_id = $1`,
      [id],
    );
    expect(entry?.summary).toContain('Reason: Duplicate combination, recombining with late orders');
    // It can be combined again.
    const again = await combineAll([a.id]);
    // An invoice makes it `invoiced`, which cannot be deleted.
    const [inv] = await t.deps.db.query<{ id: number }>(
      `INSERT INTO invoices (invoice_number, period_id, source_type, source_id, bill_to_name, due_date, created_by)
       VALUES ('INV-TEST-0001', $1, 'combined_order', $2, 'Naledi Dlamini', CURRENT_DATE + 30, (SELECT min(id) FROM users)) RETURNING id`,
      [f.activePeriodId, again],
    );
    const invoiced = await answer<Combined>(
      admin.api.GET('/api/combined-orders/{id}', { params: { path: { id: again } } }),
    );
    expect(invoiced.body).toMatchObject({
      status: 'invoiced',
      invoice_id: inv?.id,
      invoice_number: 'INV-TEST-0001',
    });
    const preview = await answer<{ invoice_id: number }>(
      admin.api.GET('/api/combined-orders/{id}/invoice-preview', {
        params: { path: { id: again } },
      }),
    );
    expect(preview.body.invoice_id).toBe(inv?.id);
    expect(
      (
        await answer(
          admin.api.DELETE('/api/combined-orders/{id}', { params: { path: { id: again } } }),
        )
      ).status,
    ).toBe(409);
    const bulk = await answer<{ detail: string }>(
      admin.api.POST('/api/combined-orders/bulk-delete', { body: { combined_order_ids: [again] } }),
    );
    expect(bulk.status).toBe(409);
    expect(bulk.body.detail).toContain(invoiced.body.combined_number);
    expect(
      (
        await answer(
          admin.api.GET('/api/combined-orders', { params: { query: { status: 'invoiced' } } }),
        )
      ).body,
    ).toMatchObject({ total: 1 });
    await t.deps.db.query(`UPDATE invoices SET status = 'void' WHERE id = $1`, [inv?.id]);
    expect(
      (
        await answer<Combined>(
          admin.api.GET('/api/combined-orders/{id}', { params: { path: { id: again } } }),
        )
      ).body.status,
    ).toBe('open');
  });

  it('bulk deletes all or nothing and releases the orders', async () => {
    const a = await submitted([[f.products.oil, 1]]);
    const b = await submitted([[f.products.oil, 1]]);
    const c = await submitted([[f.products.oil, 1]]);
    const x = await combineAll([a.id, b.id]);
    const y = await combineAll([c.id]);
    const missing = await answer<{ detail: string }>(
      admin.api.POST('/api/combined-orders/bulk-delete', {
        body: { combined_order_ids: [x, 999999] },
      }),
    );
    expect(missing.status).toBe(404);
    expect(
      (await answer(admin.api.GET('/api/combined-orders/{id}', { params: { path: { id: x } } })))
        .status,
    ).toBe(200);
    const res = await answer(
      admin.api.POST('/api/combined-orders/bulk-delete', {
        params: { query: { reason: 'Month-end recount' } },
        body: { combined_order_ids: [x, y] },
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      deleted: 2,
      combined_order_ids: [x, y],
      released_consultant_order_ids: [a.id, b.id, c.id],
    });
    expect(
      (
        await answer(
          admin.api.POST('/api/combined-orders/bulk-delete', { body: { combined_order_ids: [] } }),
        )
      ).status,
    ).toBe(422);
  });

  it('of two simultaneous deletes one wins and the other gets 404', async () => {
    const id = await combineAll([(await submitted([[f.products.oil, 1]])).id]);
    const supervisor = await t.login('supervisor@example.com');
    const results = await Promise.all([
      answer(admin.api.DELETE('/api/combined-orders/{id}', { params: { path: { id } } })),
      answer(
        supervisor.api.POST('/api/combined-orders/bulk-delete', {
          body: { combined_order_ids: [id] },
        }),
      ),
    ]);
    // Either may win (PGlite runs them one after the other; PostgreSQL truly at once): the
    // single delete answers 204, the bulk delete 200; the loser 404.
    const [single, bulk] = results.map((r) => r.status);
    expect([
      [204, 404],
      [404, 200],
    ]).toContainEqual([single, bulk]);
  });
});
