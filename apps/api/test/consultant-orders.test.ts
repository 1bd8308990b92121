import type { Schemas } from '@back-office/api-client';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateResponse } from '../src/http/contract/validate-response.ts';
import { pdfText } from '../src/lib/pdf/pdf-text.ts';
import {
  clearConsultantOrders,
  insertOrderFixtures,
  type OrderFixtures,
} from './consultant-orders-fixtures.ts';
import { answer } from './helpers/answer.ts';
import { anyVersion } from './helpers/if-match.ts';
import { createTestApp, type TestApp, testContract } from './helpers/test-app.ts';
import type { TestClient } from './helpers/test-client.ts';

type Order = Schemas['ConsultantOrder'];
type OrderList = Schemas['ConsultantOrderList'];

let t: TestApp;
let admin: TestClient;
let warehouse: TestClient;
let f: OrderFixtures;

beforeAll(async () => {
  t = await createTestApp();
  await clearConsultantOrders(t.deps.db);
  f = await insertOrderFixtures(t.deps.db);
  admin = await t.login('admin@example.com');
  warehouse = await t.login('warehouse@example.com');
});
afterAll(() => t.close());

async function create(json: Record<string, unknown>, client = admin) {
  return answer<Order>(
    client.api.POST('/api/consultant-orders', {
      body: { consultant_id: f.consultants.naledi, period_id: f.activePeriodId, ...json },
    }),
  );
}

describe('creating consultant orders', () => {
  it('creates a draft with catalogue, code and free lines and computes the totals', async () => {
    const res = await create(
      {
        order_date: '2026-11-03',
        notes: 'Deliver to the Soweto branch, Vilakazi Street.',
        items: [
          { product_id: f.products.cream, quantity: 2 },
          { product_code: 'tst-bdy-0107', quantity: 1, unit_price_cents: 24000 },
          { product_code: 'FREE-001', description: 'Gift bag', quantity: 3, unit_price_cents: 333 },
        ],
      },
      warehouse,
    );
    expect(res.status).toBe(201);
    const o = res.body;
    expect(o.order_number).toMatch(/^CO-\d{4}-\d{6}$/);
    expect(o.order_number.endsWith(String(o.id).padStart(6, '0'))).toBe(true);
    expect(o).toMatchObject({
      status: 'draft',
      order_date: '2026-11-03',
      consultant_name: 'Naledi Dlamini',
      item_count: 3,
      total_quantity: 6,
      subtotal_cents: 37800 + 24000 + 999,
      submitted_at: null,
      created_by: { email: 'warehouse@example.com' },
    });
    // 15% of 62 799 = 9 419.85 → 9 420 (half up, once on the subtotal).
    expect(o.vat_cents).toBe(9420);
    expect(o.total_cents).toBe(62799 + 9420);
    expect(o.items.map((i) => [i.product_id, i.product_code, i.line_total_cents])).toEqual([
      [f.products.cream, 'TST-SKN-0042', 37800],
      [f.products.butter, 'TST-BDY-0107', 24000],
      [null, 'FREE-001', 999],
    ]);
  });

  it('creates a submitted order with today as the default date', async () => {
    const res = await create({
      status: 'submitted',
      items: [{ product_id: f.products.oil, quantity: 1 }],
    });
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('submitted');
    expect(res.body.submitted_at).not.toBeNull();
    expect(res.body.order_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(res.body.notes).toBeNull();
  });

  it('refuses bad input: 400, 404, 409 and 422', async () => {
    expect((await create({ status: 'submitted' })).status).toBe(400);
    expect((await create({ items: [{ product_code: 'NOPE-1', quantity: 1 }] })).status).toBe(400);
    expect((await create({ items: [{ product_id: 999999, quantity: 1 }] })).status).toBe(404);
    expect((await create({ consultant_id: 999999 })).status).toBe(404);
    expect((await create({ period_id: 999999 })).status).toBe(404);
    expect((await create({ consultant_id: f.consultants.suspended })).status).toBe(409);
    expect((await create({ period_id: f.closedPeriodId })).status).toBe(409);
    expect((await create({ items: [{ quantity: 1 }] })).status).toBe(422);
    // Off-contract input (no fields): the SDK's types refuse it, so by operationId.
    expect((await admin.call('createConsultantOrder', { json: {} })).status).toBe(422);
    const draftPeriod = await create({ period_id: f.draftPeriodId });
    expect(draftPeriod.status).toBe(201);
  });
});

describe('reading and listing', () => {
  it('gets an order and 404s an unknown one', async () => {
    const made = await create({ items: [{ product_id: f.products.oil, quantity: 4 }] });
    const got = await answer<Order>(
      admin.api.GET('/api/consultant-orders/{id}', { params: { path: { id: made.body.id } } }),
    );
    expect(got.status).toBe(200);
    expect(got.body).toEqual(made.body);
    expect(
      (
        await answer(
          admin.api.GET('/api/consultant-orders/{id}', { params: { path: { id: 999999 } } }),
        )
      ).status,
    ).toBe(404);
    // Off-contract input (an id that is no number): the SDK's types refuse it, so by operationId.
    expect((await admin.call('getConsultantOrder', { params: { id: 'x' } })).status).toBe(422);
  });

  it('filters, searches, sorts and pages', async () => {
    await create({
      consultant_id: f.consultants.pieter,
      order_date: '2026-10-20',
      items: [{ product_id: f.products.butter, quantity: 10 }],
    });
    const byConsultant = await answer<OrderList>(
      admin.api.GET('/api/consultant-orders', {
        params: { query: { consultant_id: f.consultants.pieter } },
      }),
    );
    expect(
      byConsultant.body.consultant_orders.every((o) => o.consultant_id === f.consultants.pieter),
    ).toBe(true);
    expect(byConsultant.body.total).toBeGreaterThanOrEqual(1);
    const search = await answer<OrderList>(
      admin.api.GET('/api/consultant-orders', { params: { query: { search: 'VAN DER' } } }),
    );
    expect(search.body.consultant_orders.map((o) => o.consultant_name)).toContain(
      'Pieter van der Merwe',
    );
    expect(
      search.body.consultant_orders.every((o) => o.consultant_name === 'Pieter van der Merwe'),
    ).toBe(true);
    const byNumber = await answer<OrderList>(
      admin.api.GET('/api/consultant-orders', { params: { query: { search: 'TCN-0002' } } }),
    );
    expect(byNumber.body.total).toBe(search.body.total);
    const dates = await answer<OrderList>(
      admin.api.GET('/api/consultant-orders', {
        params: {
          query: { date_from: '2026-10-01', date_to: '2026-10-31', period_id: f.activePeriodId },
        },
      }),
    );
    expect(dates.body.consultant_orders.map((o) => o.order_date)).toEqual(['2026-10-20']);
    const submitted = await answer<OrderList>(
      admin.api.GET('/api/consultant-orders', { params: { query: { status: 'submitted' } } }),
    );
    expect(submitted.body.consultant_orders.every((o) => o.status === 'submitted')).toBe(true);
    const byTotal = await answer<OrderList>(
      admin.api.GET('/api/consultant-orders', {
        params: { query: { sort_by: 'total_cents', sort_order: 'desc', limit: 2 } },
      }),
    );
    const totals = byTotal.body.consultant_orders.map((o) => o.total_cents);
    expect(totals).toHaveLength(2);
    expect(totals[0]).toBeGreaterThanOrEqual(totals[1] ?? 0);
    expect(byTotal.body.consultant_orders[0]?.total_cents).toBe(245000 + 36750);
    const all = await answer<OrderList>(
      admin.api.GET('/api/consultant-orders', { params: { query: { limit: 1000 } } }),
    );
    const page = await answer<OrderList>(
      admin.api.GET('/api/consultant-orders', {
        params: { query: { sort_by: 'order_number', sort_order: 'asc', skip: 1, limit: 2 } },
      }),
    );
    const numbers = all.body.consultant_orders.map((o) => o.order_number).sort();
    expect(page.body.consultant_orders.map((o) => o.order_number)).toEqual(numbers.slice(1, 3));
    for (const sort_by of [
      'created_at',
      'updated_at',
      'order_date',
      'consultant_name',
      'status',
    ] as const) {
      const res = await answer<OrderList>(
        admin.api.GET('/api/consultant-orders', {
          params: { query: { sort_by, sort_order: 'asc' } },
        }),
      );
      expect(res.status).toBe(200);
    }
    // Off-contract input (an unknown status): the SDK's types refuse it, so by operationId.
    expect((await admin.call('listConsultantOrders', { query: { status: 'open' } })).status).toBe(
      422,
    );
  });
});

describe('updating and the lifecycle', () => {
  it('edits fields and walks draft → submitted → draft → cancelled → draft', async () => {
    const { body: o } = await create({});
    const id = o.id;
    const put = (json: Record<string, unknown>) =>
      answer<Order>(
        admin.api.PUT('/api/consultant-orders/{id}', {
          params: { header: anyVersion, path: { id } },
          body: json,
        }),
      );
    expect((await put({ status: 'submitted' })).status).toBe(409); // no items
    const edited = await put({
      notes: 'Collect at the Durban North branch.',
      order_date: '2026-11-04',
    });
    expect(edited.body).toMatchObject({
      notes: 'Collect at the Durban North branch.',
      order_date: '2026-11-04',
    });
    await answer(
      admin.api.POST('/api/consultant-orders/{id}/items', {
        params: { path: { id } },
        body: { product_id: f.products.cream, quantity: 1 },
      }),
    );
    const submitted = await put({ status: 'submitted' });
    expect(submitted.status).toBe(200);
    expect(submitted.body.submitted_at).not.toBeNull();
    expect((await put({ status: 'draft' })).body.status).toBe('draft');
    expect((await put({ status: 'cancelled' })).body.status).toBe('cancelled');
    expect((await put({ notes: 'x' })).status).toBe(409);
    expect((await put({ status: 'submitted' })).status).toBe(409);
    expect((await put({ status: 'cancelled' })).status).toBe(409);
    const reopened = await put({ status: 'draft', notes: null });
    expect(reopened.body).toMatchObject({ status: 'draft', notes: null });
    expect((await put({ status: 'combined' })).status).toBe(422);
    expect((await put({})).status).toBe(422);
    expect(
      (
        await answer(
          admin.api.PUT('/api/consultant-orders/{id}', {
            params: { header: anyVersion, path: { id: 999999 } },
            body: { notes: 'x' },
          }),
        )
      ).status,
    ).toBe(404);
  });
});

describe('items', () => {
  it('adds, changes and removes lines, answering the whole order', async () => {
    const { body: o } = await create({
      status: 'submitted',
      items: [{ product_id: f.products.oil, quantity: 1 }],
    });
    const added = await answer<Order>(
      admin.api.POST('/api/consultant-orders/{id}/items', {
        params: { path: { id: o.id } },
        body: { product_code: 'TST-SKN-0042', quantity: 2 },
      }),
    );
    expect(added.status).toBe(200);
    expect(added.body.items).toHaveLength(2);
    expect(added.body.subtotal_cents).toBe(9950 + 37800);
    const [first, second] = added.body.items;
    const changed = await answer<Order>(
      admin.api.PUT('/api/consultant-orders/items/{itemId}', {
        params: { header: anyVersion, path: { itemId: second?.id ?? 0 } },
        body: { quantity: 3, unit_price_cents: 17500, description: 'Night cream (promo)' },
      }),
    );
    expect(changed.status).toBe(200);
    expect(changed.body.items[1]).toMatchObject({
      quantity: 3,
      unit_price_cents: 17500,
      line_total_cents: 52500,
    });
    expect(changed.body.subtotal_cents).toBe(9950 + 52500);
    const removed = await answer<Order>(
      admin.api.DELETE('/api/consultant-orders/items/{itemId}', {
        params: { header: anyVersion, path: { itemId: first?.id ?? 0 } },
      }),
    );
    expect(removed.status).toBe(200);
    expect(removed.body.items.map((i) => i.id)).toEqual([second?.id]);
    // The last line of a submitted order stays.
    expect(
      (
        await answer(
          admin.api.DELETE('/api/consultant-orders/items/{itemId}', {
            params: { header: anyVersion, path: { itemId: second?.id ?? 0 } },
          }),
        )
      ).status,
    ).toBe(409);
    expect(
      (
        await answer(
          admin.api.DELETE('/api/consultant-orders/items/{itemId}', {
            params: { header: anyVersion, path: { itemId: 999999 } },
          }),
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await answer(
          admin.api.PUT('/api/consultant-orders/items/{itemId}', {
            params: { header: anyVersion, path: { itemId: 999999 } },
            body: { quantity: 1 },
          }),
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await answer(
          admin.api.PUT('/api/consultant-orders/items/{itemId}', {
            params: { header: anyVersion, path: { itemId: 1 } },
            body: {},
          }),
        )
      ).status,
    ).toBe(422);
    expect(
      (
        await answer(
          admin.api.POST('/api/consultant-orders/{id}/items', {
            params: { path: { id: 999999 } },
            body: { product_id: f.products.oil, quantity: 1 },
          }),
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await answer(
          admin.api.POST('/api/consultant-orders/{id}/items', {
            params: { path: { id: o.id } },
            body: { product_code: 'NOPE', quantity: 1 },
          }),
        )
      ).status,
    ).toBe(400);
    // A draft may lose its last line.
    await answer(
      admin.api.PUT('/api/consultant-orders/{id}', {
        params: { header: anyVersion, path: { id: o.id } },
        body: { status: 'draft' },
      }),
    );
    const empty = await answer<Order>(
      admin.api.DELETE('/api/consultant-orders/items/{itemId}', {
        params: { header: anyVersion, path: { itemId: second?.id ?? 0 } },
      }),
    );
    expect(empty.body).toMatchObject({
      item_count: 0,
      subtotal_cents: 0,
      vat_cents: 0,
      total_cents: 0,
    });
    // A cancelled order's items cannot change.
    await answer(
      admin.api.PUT('/api/consultant-orders/{id}', {
        params: { header: anyVersion, path: { id: o.id } },
        body: { status: 'cancelled' },
      }),
    );
    expect(
      (
        await answer(
          admin.api.POST('/api/consultant-orders/{id}/items', {
            params: { path: { id: o.id } },
            body: { product_id: f.products.oil, quantity: 1 },
          }),
        )
      ).status,
    ).toBe(409);
  });
});

describe('deleting', () => {
  it('deletes one order (204, then 404) and bulk deletes all or nothing', async () => {
    const a = (await create({ items: [{ product_id: f.products.oil, quantity: 1 }] })).body;
    const b = (await create({})).body;
    const c = (await create({})).body;
    expect(
      (
        await answer(
          admin.api.DELETE('/api/consultant-orders/{id}', {
            params: { header: anyVersion, path: { id: a.id } },
          }),
        )
      ).status,
    ).toBe(204);
    expect(
      (
        await answer(
          admin.api.GET('/api/consultant-orders/{id}', { params: { path: { id: a.id } } }),
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await answer(
          admin.api.DELETE('/api/consultant-orders/{id}', {
            params: { header: anyVersion, path: { id: a.id } },
          }),
        )
      ).status,
    ).toBe(404);
    const missing = await answer<{ detail: string }>(
      admin.api.POST('/api/consultant-orders/bulk-delete', {
        body: { consultant_order_ids: [b.id, 999999] },
      }),
    );
    expect(missing.status).toBe(404);
    expect(missing.body.detail).toContain('999999');
    expect(
      (
        await answer(
          admin.api.GET('/api/consultant-orders/{id}', { params: { path: { id: b.id } } }),
        )
      ).status,
    ).toBe(200);
    const bulk = await answer(
      admin.api.POST('/api/consultant-orders/bulk-delete', {
        body: { consultant_order_ids: [b.id, c.id] },
      }),
    );
    expect(bulk.status).toBe(200);
    expect(bulk.body).toEqual({ deleted: 2, consultant_order_ids: [b.id, c.id] });
    expect(
      (
        await answer(
          admin.api.POST('/api/consultant-orders/bulk-delete', {
            body: { consultant_order_ids: [] },
          }),
        )
      ).status,
    ).toBe(422);
  });

  it('writes an audit entry for every change', async () => {
    const rows = await t.deps.db.query<{ action: string; resource: string }>(
      `SELECT DISTINCT action, resource FROM audit_log WHERE resource LIKE 'consultant_order%'`,
    );
    const seen = rows.map((r) => `${r.resource}:${r.action}`).sort();
    expect(seen).toEqual(
      expect.arrayContaining([
        'consultant_order_items:create',
        'consultant_order_items:delete',
        'consultant_order_items:update',
        'consultant_orders:cancel',
        'consultant_orders:create',
        'consultant_orders:delete',
        'consultant_orders:submit',
        'consultant_orders:update',
      ]),
    );
  });

  it('of two simultaneous changes one wins: delete/delete → 404, cancel/submit → 409 or both apply', async () => {
    const supervisor = await t.login('supervisor@example.com');
    const { body: o } = await create({});
    const results = await Promise.all([
      answer(
        admin.api.DELETE('/api/consultant-orders/{id}', {
          params: { header: anyVersion, path: { id: o.id } },
        }),
      ),
      answer(
        supervisor.api.DELETE('/api/consultant-orders/{id}', {
          params: { header: anyVersion, path: { id: o.id } },
        }),
      ),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([204, 404]);
    const { body: p } = await create({ items: [{ product_id: f.products.oil, quantity: 1 }] });
    const [cancel, submit] = await Promise.all([
      answer<Order>(
        admin.api.PUT('/api/consultant-orders/{id}', {
          params: { header: anyVersion, path: { id: p.id } },
          body: { status: 'cancelled' },
        }),
      ),
      answer<Order>(
        supervisor.api.PUT('/api/consultant-orders/{id}', {
          params: { header: anyVersion, path: { id: p.id } },
          body: { status: 'submitted' },
        }),
      ),
    ]);
    // Whichever runs second sees the first one's result: cancelled → submitted is refused,
    // submitted → cancelled is allowed; both end cancelled or the submit gets 409.
    expect(cancel?.status).toBe(200);
    expect([200, 409]).toContain(submit?.status);
    const final = await answer<Order>(
      admin.api.GET('/api/consultant-orders/{id}', { params: { path: { id: p.id } } }),
    );
    expect(final.body.status).toBe('cancelled');
  });
});

describe('PDF', () => {
  it('downloads an order as a PDF that parses back', async () => {
    const items = Array.from({ length: 60 }, (_, i) => ({
      product_code: `FREE-${String(i).padStart(3, '0')}`,
      description: `Sample sachet ${i + 1}`,
      quantity: 1,
      unit_price_cents: 1000,
    }));
    const { body: o } = await create({ items, notes: 'Zoë’s order' });
    const raw = await admin.raw('GET', `/api/consultant-orders/${o.id}/pdf`);
    expect(raw.status).toBe(200);
    expect(raw.headers.get('content-type')).toBe('application/pdf');
    expect(raw.headers.get('content-disposition')).toContain(
      `attachment; filename="consultant_order_${o.id}.pdf"`,
    );
    const check = validateResponse('downloadConsultantOrderPdf', 200, 'binary', {
      contract: testContract(),
      mediaType: 'application/pdf',
    });
    expect(check.errors).toEqual([]);
    const bytes = new Uint8Array(await raw.arrayBuffer());
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(2);
    const pages = await pdfText(bytes);
    const text = pages.flat();
    expect(text).toEqual(
      expect.arrayContaining([
        `Consultant order ${o.order_number}`,
        'TCN-0001 Naledi Dlamini',
        'Sample sachet 60',
        'R 600,00',
        'R 90,00',
        'R 690,00',
        'Zoë’s order',
        'Page 2 of 2',
      ]),
    );
    expect(
      (
        await answer(
          admin.api.GET('/api/consultant-orders/{id}/pdf', {
            params: { path: { id: 999999 } },
            parseAs: 'text',
          }),
        )
      ).status,
    ).toBe(404);
  });
});
