import type { Schemas } from '@back-office/api-client';
import { ORDER_NEEDS_A_LINE } from '@back-office/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateResponse } from '../src/http/contract/validate-response.ts';
import { answer } from './helpers/answer.ts';
import { anyVersion } from './helpers/if-match.ts';
import { createTestApp, type TestApp, testContract } from './helpers/test-app.ts';
import type { TestClient } from './helpers/test-client.ts';
import { testProduct, testProductSet } from './orders-fixtures.ts';

type Order = Schemas['OrderDetail'];
type Status = Schemas['OrderStatus'];

let t: TestApp;
let staff: TestClient;
let supervisor: TestClient;
const product: Record<string, number> = {};

let setId = 0;
async function addProduct(code: string, description: string, price: number, stock: number | null) {
  product[code] = await testProduct(t.deps.db, setId, { code, description, price, stock });
}

beforeAll(async () => {
  t = await createTestApp();
  staff = await t.login('warehouse@example.com');
  supervisor = await t.login('supervisor@example.com');
  setId = await testProductSet(t.deps.db);
  await addProduct('ZQT-0042', 'Velvet Matte Lipstick – Protea Pink', 3499, 500);
  await addProduct('ZQT-0043', 'Velvet Matte Lipstick – Fynbos Red', 3499, 5);
  await addProduct('ZQS-0107', 'Rooibos Night Cream 50 ml', 12950, null);
  await addProduct('ZQS-0200', 'Marula Oil Body Butter', 8900, 50);
});
afterAll(() => t.close());

const create = async (json: object = {}) => {
  const res = await answer<Order>(staff.api.POST('/api/orders', { body: json }));
  expect(res.status).toBe(201);
  return res.body;
};
const pid = (code: string) => product[code] ?? 0;

describe('orders: create, read, list', () => {
  it('creates drafts with lines, a generated reference and prices from the product', async () => {
    const order = await create({
      notes: 'Restock for the Umhlanga branch',
      items: [
        { product_id: pid('ZQT-0042'), quantity: 24 },
        { product_id: pid('ZQS-0107'), quantity: 6, unit_price_cents: 12500 },
      ],
    });
    expect(order.status).toBe('draft');
    expect(order.reference).toMatch(/^ORD-\d{4}-\d{4}$/);
    expect(order.items.map((i) => i.line_total_cents)).toEqual([24 * 3499, 6 * 12500]);
    expect(order).toMatchObject({ item_count: 2, total_quantity: 30, total_cents: 83976 + 75000 });
    expect(order.created_by.email).toBe('warehouse@example.com');
    const got = await answer<Order>(
      staff.api.GET('/api/orders/{id}', { params: { path: { id: order.id } } }),
    );
    expect(got.body).toEqual(order);
    expect(
      (await answer(staff.api.GET('/api/orders/{id}', { params: { path: { id: 999999 } } })))
        .status,
    ).toBe(404);
  });

  it('books into a period; refuses unknown products, periods and duplicate references', async () => {
    const periods = await t.deps.db.query<{ id: number; name: string }>(
      `SELECT id, name FROM periods WHERE status = 'active'`,
    );
    const period = periods[0];
    if (!period) throw new Error('no active period');
    const order = await create({ reference: 'ORD-TEST-UNIQUE', period_id: period.id });
    expect(order).toMatchObject({ period_id: period.id, period_name: period.name, item_count: 0 });
    const dup = await answer(
      staff.api.POST('/api/orders', { body: { reference: 'ord-test-unique' } }),
    );
    expect(dup.status).toBe(409);
    expect(dup.body).toEqual({
      detail: 'An order with reference ord-test-unique already exists',
      field: 'reference',
    });
    const noProduct = await answer(
      staff.api.POST('/api/orders', { body: { items: [{ product_id: 999999, quantity: 1 }] } }),
    );
    expect(noProduct.body).toEqual({ detail: 'Product 999999 does not exist' });
    expect(noProduct.status).toBe(400);
    expect(
      (await answer(staff.api.POST('/api/orders', { body: { period_id: 999999 } }))).status,
    ).toBe(400);
    await t.deps.db.query(`UPDATE periods SET status = 'archived' WHERE id = $1`, [period.id]);
    const archived = await answer(
      staff.api.POST('/api/orders', { body: { period_id: period.id } }),
    );
    await t.deps.db.query(`UPDATE periods SET status = 'active' WHERE id = $1`, [period.id]);
    // One rule for closed and archived periods (decision 045): 409 on period_id.
    expect(archived.status).toBe(409);
    expect(archived.body).toMatchObject({ field: 'period_id' });
    // Off-contract input (an item without quantity): the SDK's types refuse it, so by operationId.
    const invalid = await staff.call('createOrder', { json: { items: [{ product_id: 1 }] } });
    expect(invalid.status).toBe(422);
  });

  it('lists with search, status, sorting, paging and date filters', async () => {
    await create({ reference: 'ORD-LIST-A', notes: 'Khayelitsha depot top-up' });
    await create({ reference: 'ORD-LIST-B', notes: null });
    const search = await answer<{ orders: Order[]; total: number }>(
      staff.api.GET('/api/orders', { params: { query: { search: 'khayelitsha' } } }),
    );
    expect(search.body.orders.map((o) => o.reference)).toEqual(['ORD-LIST-A']);
    const page = await answer<{ orders: Order[]; total: number; limit: number }>(
      staff.api.GET('/api/orders', {
        params: {
          query: { search: 'ORD-LIST', sort_by: 'reference', sort_order: 'desc', limit: 1 },
        },
      }),
    );
    expect(page.body).toMatchObject({ total: 2, limit: 1, skip: 0 });
    expect(page.body.orders[0]?.reference).toBe('ORD-LIST-B');
    const drafts = await answer<{ orders: Order[] }>(
      staff.api.GET('/api/orders', { params: { query: { status: 'draft', limit: 1000 } } }),
    );
    expect(drafts.body.orders.every((o) => o.status === 'draft')).toBe(true);
    const today = new Date(Date.now() + 2 * 3600_000).toISOString().slice(0, 10);
    const sinceToday = await answer<{ total: number }>(
      staff.api.GET('/api/orders', {
        params: { query: { date_from: today, date_to: today, search: 'ORD-LIST' } },
      }),
    );
    expect(sinceToday.body.total).toBe(2);
    const future = await answer<{ total: number }>(
      staff.api.GET('/api/orders', { params: { query: { date_from: '2999-01-01' } } }),
    );
    expect(future.body.total).toBe(0);
    const byTotal = await answer<{ orders: Order[] }>(
      staff.api.GET('/api/orders', {
        params: { query: { sort_by: 'total_cents', sort_order: 'desc', limit: 1000 } },
      }),
    );
    const totals = byTotal.body.orders.map((o) => o.total_cents);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    // Off-contract input (an unknown sort): the SDK's types refuse it, so by operationId.
    expect((await staff.call('listOrders', { query: { sort_by: 'nope' } })).status).toBe(422);
  });

  it('searches products: partial with code-prefix first, exact, limit and total', async () => {
    const partial = await answer<{ products: { product_code: string }[]; total: number }>(
      staff.api.GET('/api/orders/products/search', { params: { query: { query: 'zqt-004' } } }),
    );
    expect(partial.body.products.map((p) => p.product_code)).toEqual(['ZQT-0042', 'ZQT-0043']);
    const byDescription = await answer<{ products: { product_code: string }[] }>(
      staff.api.GET('/api/orders/products/search', {
        params: { query: { query: 'rooibos night' } },
      }),
    );
    expect(byDescription.body.products.map((p) => p.product_code)).toContain('ZQS-0107');
    const exact = await answer<{
      products: { product_code: string; stock_quantity: number }[];
      total: number;
    }>(
      staff.api.GET('/api/orders/products/search', {
        params: { query: { query: 'zqs-0107', exact_match: true } },
      }),
    );
    expect(exact.body.total).toBe(1);
    expect(exact.body.products[0]?.stock_quantity).toBe(0);
    const none = await answer<{ total: number }>(
      staff.api.GET('/api/orders/products/search', {
        params: { query: { query: 'zqs-01', exact_match: true } },
      }),
    );
    expect(none.body.total).toBe(0);
    const limited = await answer<{ products: unknown[]; total: number }>(
      staff.api.GET('/api/orders/products/search', {
        params: { query: { query: 'ZQ', limit: 1 } },
      }),
    );
    expect(limited.body.products).toHaveLength(1);
    expect(limited.body.total).toBe(4);
    // Off-contract input (no query): the SDK's types refuse it, so by operationId.
    expect((await staff.call('searchOrderProducts', { query: {} })).status).toBe(422);
  });
});

describe('orders: items', () => {
  it('adds, changes and removes lines of a draft; 400/404/409 otherwise', async () => {
    const order = await create();
    const added = await answer<Order>(
      staff.api.POST('/api/orders/{id}/items', {
        params: { path: { id: order.id } },
        body: { product_id: pid('ZQS-0200'), quantity: 2 },
      }),
    );
    expect(added.status).toBe(200);
    expect(added.body.items).toHaveLength(1);
    const again = await answer<Order>(
      staff.api.POST('/api/orders/{id}/items', {
        params: { path: { id: order.id } },
        body: { product_id: pid('ZQS-0200'), quantity: 1, unit_price_cents: 100 },
      }),
    );
    expect(again.body.items).toHaveLength(2);
    expect(again.body.total_cents).toBe(2 * 8900 + 100);
    const itemId = again.body.items[0]?.id ?? 0;
    const changed = await answer<Order>(
      staff.api.PUT('/api/orders/{id}/items/{itemId}', {
        params: { header: anyVersion, path: { id: order.id, itemId } },
        body: { quantity: 5 },
      }),
    );
    expect(changed.body.items[0]).toMatchObject({ quantity: 5, unit_price_cents: 8900 });
    const repriced = await answer<Order>(
      staff.api.PUT('/api/orders/{id}/items/{itemId}', {
        params: { header: anyVersion, path: { id: order.id, itemId } },
        body: { quantity: 5, unit_price_cents: 8000 },
      }),
    );
    expect(repriced.body.total_cents).toBe(40000 + 100);
    const removed = await answer<Order>(
      staff.api.DELETE('/api/orders/{id}/items/{itemId}', {
        params: {
          header: anyVersion,
          path: { id: order.id, itemId: again.body.items[1]?.id ?? 0 },
        },
      }),
    );
    expect(removed.body.items.map((i) => i.id)).toEqual([itemId]);

    const other = await create();
    expect(
      (
        await answer(
          staff.api.PUT('/api/orders/{id}/items/{itemId}', {
            params: { header: anyVersion, path: { id: other.id, itemId } },
            body: { quantity: 1 },
          }),
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await answer(
          staff.api.DELETE('/api/orders/{id}/items/{itemId}', {
            params: { header: anyVersion, path: { id: other.id, itemId } },
          }),
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await answer(
          staff.api.POST('/api/orders/{id}/items', {
            params: { path: { id: 999999 } },
            body: { product_id: 1, quantity: 1 },
          }),
        )
      ).status,
    ).toBe(404);
    const missing = await answer(
      staff.api.POST('/api/orders/{id}/items', {
        params: { path: { id: order.id } },
        body: { product_id: 999999, quantity: 1 },
      }),
    );
    expect(missing.status).toBe(400);
    // Off-contract input (an item without product): the SDK's types refuse it, so by operationId.
    expect(
      (await staff.call('addOrderItem', { params: { id: order.id }, json: { quantity: 0 } }))
        .status,
    ).toBe(422);

    await answer(staff.api.POST('/api/orders/{id}/cancel', { params: { path: { id: order.id } } }));
    const locked = await answer(
      staff.api.POST('/api/orders/{id}/items', {
        params: { path: { id: order.id } },
        body: { product_id: pid('ZQS-0200'), quantity: 1 },
      }),
    );
    expect(locked.status).toBe(409);
    expect(locked.body).toEqual({
      detail: `Order ${order.reference} is cancelled; items can only change while it is a draft or has failed`,
    });
    expect(
      (
        await answer(
          staff.api.PUT('/api/orders/{id}/items/{itemId}', {
            params: { header: anyVersion, path: { id: order.id, itemId } },
            body: { quantity: 1 },
          }),
        )
      ).status,
    ).toBe(409);
    expect(
      (
        await answer(
          staff.api.DELETE('/api/orders/{id}/items/{itemId}', {
            params: { header: anyVersion, path: { id: order.id, itemId } },
          }),
        )
      ).status,
    ).toBe(409);
  });
});

describe('orders: processing job', () => {
  it('processes a draft to completed with a downloadable spreadsheet of its lines', async () => {
    const order = await create({
      reference: 'ORD-PROCESS-1',
      notes: '=HYPERLINK("http://evil.example")',
      items: [
        { product_id: pid('ZQT-0042'), quantity: 10 },
        { product_id: pid('ZQS-0107'), quantity: 3 },
      ],
    });
    const started = await answer<Status>(
      staff.api.POST('/api/orders/{id}/process', { params: { path: { id: order.id } } }),
    );
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({ status: 'processing', is_terminal: false });
    const early = await answer(
      staff.api.GET('/api/orders/{id}/download', {
        params: { path: { id: order.id } },
        parseAs: 'text',
      }),
    );
    expect(early.status).toBe(409);
    await t.deps.jobs.idle();
    const done = await answer<Status>(
      staff.api.GET('/api/orders/{id}/status', { params: { path: { id: order.id } } }),
    );
    expect(done.body).toMatchObject({
      status: 'completed',
      progress: 100,
      is_terminal: true,
      output_file_name: 'order_ORD-PROCESS-1.xlsx',
      error_details: null,
    });
    const got = await answer<Order>(
      staff.api.GET('/api/orders/{id}', { params: { path: { id: order.id } } }),
    );
    expect(got.body.processed_at).not.toBeNull();

    const res = await staff.raw('GET', `/api/orders/${order.id}/download`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers.get('content-disposition')).toContain(
      'attachment; filename="order_ORD-PROCESS-1.xlsx"',
    );
    const check = validateResponse('downloadOrderFile', 200, 'binary', {
      contract: testContract(),
      mediaType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    expect(check.errors).toEqual([]);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await res.arrayBuffer());
    const lines = wb.getWorksheet('Lines');
    expect(lines?.getRow(2).values).toEqual([
      undefined,
      1,
      'ZQT-0042',
      'Velvet Matte Lipstick – Protea Pink',
      10,
      34.99,
      349.9,
    ]);
    expect(lines?.getCell('C4').value).toBe('Subtotal (excl. VAT)');
    expect(lines?.getCell('F4').value).toBeCloseTo(349.9 + 3 * 129.5);
    expect(lines?.getCell('E1').value).toBe('Unit price (excl. VAT) (R)');
    const summary = wb.getWorksheet('Summary');
    expect(summary?.getCell('B2').value).toBe('ORD-PROCESS-1');
    // A text cell shown as typed, never a formula.
    expect(summary?.getCell('B4').value).toBe('=HYPERLINK("http://evil.example")');
    expect(summary?.getCell('B4').type).toBe(ExcelJS.ValueType.String);
    // Catalogue prices are VAT-exclusive here as on consultant orders and invoices: +15%.
    const field = (name: string) => {
      for (let row = 2; row <= (summary?.rowCount ?? 0); row++) {
        if (summary?.getCell(`A${row}`).value === name) return summary.getCell(`B${row}`).value;
      }
      return undefined;
    };
    expect(field('Subtotal (excl. VAT) (R)')).toBeCloseTo(738.4);
    expect(field('VAT (15%) (R)')).toBeCloseTo(110.76);
    expect(field('Total (incl. VAT) (R)')).toBeCloseTo(849.16);
    // Moments as people read them (South African time), not ISO stamps.
    expect(String(field('Processed at (SAST)'))).toMatch(
      /^\d{2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/,
    );

    expect(
      (
        await answer(
          staff.api.POST('/api/orders/{id}/process', { params: { path: { id: order.id } } }),
        )
      ).status,
    ).toBe(409);
    expect(
      (
        await answer(
          staff.api.POST('/api/orders/{id}/retry', { params: { path: { id: order.id } } }),
        )
      ).body,
    ).toEqual({
      detail: `Only a failed order can be retried; order ${order.reference} is completed`,
    });
    const cancel = await answer(
      staff.api.POST('/api/orders/{id}/cancel', { params: { path: { id: order.id } } }),
    );
    expect(cancel.status).toBe(409);
    expect(cancel.body).toEqual({
      detail: `Order ${order.reference} is completed and cannot be cancelled`,
    });
  });

  it('fails with error details naming deleted products and short stock; retry after a fix', async () => {
    const tempId = await testProduct(t.deps.db, setId, {
      code: 'ZQX-0001',
      description: 'Discontinued Aloe Gel',
      price: 2500,
      stock: 10,
    });
    const order = await create({
      items: [
        { product_id: pid('ZQT-0043'), quantity: 4 },
        { product_id: pid('ZQT-0043'), quantity: 8 },
        { product_id: tempId, quantity: 1 },
        { product_id: pid('ZQS-0200'), quantity: 1 },
      ],
    });
    await t.deps.db.query('DELETE FROM products WHERE id = $1', [tempId]);
    expect(
      (
        await answer(
          staff.api.POST('/api/orders/{id}/process', { params: { path: { id: order.id } } }),
        )
      ).status,
    ).toBe(202);
    await t.deps.jobs.idle();
    const failed = await answer<Status>(
      staff.api.GET('/api/orders/{id}/status', { params: { path: { id: order.id } } }),
    );
    expect(failed.body).toMatchObject({ status: 'failed', is_terminal: true, progress: 100 });
    const details = JSON.parse(failed.body.error_details ?? 'null');
    expect(details).toEqual({
      message: '3 of 4 items could not be processed',
      failed_items: [
        {
          item_id: order.items[0]?.id,
          product_code: 'ZQT-0043',
          reason: 'Insufficient stock: 5 available, 12 ordered',
        },
        {
          item_id: order.items[1]?.id,
          product_code: 'ZQT-0043',
          reason: 'Insufficient stock: 5 available, 12 ordered',
        },
        {
          item_id: order.items[2]?.id,
          product_code: 'ZQX-0001',
          reason: 'Product ZQX-0001 no longer exists',
        },
      ],
    });
    const got = await answer<Order>(
      staff.api.GET('/api/orders/{id}', { params: { path: { id: order.id } } }),
    );
    expect(got.body.items[2]?.product_id).toBeNull();
    expect(
      (
        await answer(
          staff.api.GET('/api/orders/{id}/download', {
            params: { path: { id: order.id } },
            parseAs: 'text',
          }),
        )
      ).status,
    ).toBe(409);

    // Fix: restock and remove the dead line is impossible (not a draft) — so restock and
    // re-point nothing: the retry still fails on the deleted product.
    await t.deps.db.query('UPDATE products SET stock_quantity = 100 WHERE id = $1', [
      pid('ZQT-0043'),
    ]);
    const retried = await answer<Status>(
      staff.api.POST('/api/orders/{id}/retry', { params: { path: { id: order.id } } }),
    );
    expect(retried.status).toBe(202);
    expect(retried.body).toMatchObject({ status: 'processing', error_details: null });
    await t.deps.jobs.idle();
    const again = await answer<Status>(
      staff.api.GET('/api/orders/{id}/status', { params: { path: { id: order.id } } }),
    );
    expect(JSON.parse(again.body.error_details ?? '{}').failed_items).toHaveLength(1);
    await t.deps.db.query('DELETE FROM order_items WHERE order_id = $1 AND product_id IS NULL', [
      order.id,
    ]);
    await answer(staff.api.POST('/api/orders/{id}/retry', { params: { path: { id: order.id } } }));
    await t.deps.jobs.idle();
    const ok = await answer<Status>(
      staff.api.GET('/api/orders/{id}/status', { params: { path: { id: order.id } } }),
    );
    expect(ok.body.status).toBe('completed');
  });

  it('refuses to process an empty order (400) and unknown orders (404)', async () => {
    const order = await create();
    const empty = await answer(
      staff.api.POST('/api/orders/{id}/process', { params: { path: { id: order.id } } }),
    );
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ detail: ORDER_NEEDS_A_LINE });
    expect(
      (
        await answer<Status>(
          staff.api.GET('/api/orders/{id}/status', { params: { path: { id: order.id } } }),
        )
      ).body,
    ).toMatchObject({
      status: 'draft',
      is_terminal: true,
      progress: 0,
    });
    // A table of operations (their methods differ): called by operationId.
    for (const op of [
      'processOrder',
      'retryOrder',
      'cancelOrder',
      'getOrderStatus',
      'downloadOrderFile',
    ]) {
      expect((await staff.call(op, { params: { id: 999999 } })).status).toBe(404);
    }
  });

  it('of two simultaneous process requests one wins and the other gets 409', async () => {
    const order = await create({ items: [{ product_id: pid('ZQS-0200'), quantity: 1 }] });
    const results = await Promise.all([
      answer(staff.api.POST('/api/orders/{id}/process', { params: { path: { id: order.id } } })),
      answer(
        supervisor.api.POST('/api/orders/{id}/process', { params: { path: { id: order.id } } }),
      ),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([202, 409]);
    await t.deps.jobs.idle();
    const audits = await t.deps.db.query<{ summary: string }>(
      `SELECT summary FROM audit_log WHERE resource = 'orders' AND record_id = $1 AND action = 'process'`,
      [order.id],
    );
    expect(audits).toHaveLength(2); // started + completed
  });

  it('cancel stops a running job: nothing is committed after the cancel', async () => {
    const order = await create({ items: [{ product_id: pid('ZQS-0200'), quantity: 1 }] });
    const held: Array<() => Promise<void>> = [];
    const jobs = t.deps.jobs;
    const original = jobs.start.bind(jobs);
    jobs.start = (_name, work) => {
      held.push(work);
    };
    try {
      expect(
        (
          await answer(
            staff.api.POST('/api/orders/{id}/process', { params: { path: { id: order.id } } }),
          )
        ).status,
      ).toBe(202);
    } finally {
      jobs.start = original;
    }
    const cancelled = await answer<Order>(
      staff.api.POST('/api/orders/{id}/cancel', { params: { path: { id: order.id } } }),
    );
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('cancelled');
    for (const work of held) jobs.start('held', work);
    await jobs.idle();
    const status = await answer<Status>(
      staff.api.GET('/api/orders/{id}/status', { params: { path: { id: order.id } } }),
    );
    expect(status.body).toMatchObject({
      status: 'cancelled',
      is_terminal: true,
      output_file_name: null,
    });
    expect(
      (
        await answer(
          staff.api.GET('/api/orders/{id}/download', {
            params: { path: { id: order.id } },
            parseAs: 'text',
          }),
        )
      ).status,
    ).toBe(409);
    expect(
      (
        await answer(
          staff.api.POST('/api/orders/{id}/cancel', { params: { path: { id: order.id } } }),
        )
      ).status,
    ).toBe(409);
  });

  it('of two simultaneous cancels one wins', async () => {
    const order = await create();
    const results = await Promise.all([
      answer(staff.api.POST('/api/orders/{id}/cancel', { params: { path: { id: order.id } } })),
      answer(
        supervisor.api.POST('/api/orders/{id}/cancel', { params: { path: { id: order.id } } }),
      ),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });
});

describe('orders: delete', () => {
  it('deletes (204) except while processing (409); 404 unknown; audited', async () => {
    const order = await create({ items: [{ product_id: pid('ZQS-0200'), quantity: 1 }] });
    await t.deps.db.query(`UPDATE orders SET status = 'processing' WHERE id = $1`, [order.id]);
    const refused = await answer(
      supervisor.api.DELETE('/api/orders/{id}', {
        params: { header: anyVersion, path: { id: order.id } },
      }),
    );
    expect(refused.status).toBe(409);
    await t.deps.db.query(`UPDATE orders SET status = 'failed' WHERE id = $1`, [order.id]);
    expect(
      (
        await answer(
          supervisor.api.DELETE('/api/orders/{id}', {
            params: { header: anyVersion, path: { id: order.id } },
          }),
        )
      ).status,
    ).toBe(204);
    expect(
      (await answer(supervisor.api.GET('/api/orders/{id}', { params: { path: { id: order.id } } })))
        .status,
    ).toBe(404);
    expect(
      (
        await answer(
          supervisor.api.DELETE('/api/orders/{id}', {
            params: { header: anyVersion, path: { id: order.id } },
          }),
        )
      ).status,
    ).toBe(404);
    const items = await t.deps.db.query('SELECT 1 FROM order_items WHERE order_id = $1', [
      order.id,
    ]);
    expect(items).toHaveLength(0);
    const audit = await t.deps.db.query<{ actor_email: string }>(
      `SELECT actor_email FROM audit_log WHERE resource = 'orders' AND action = 'delete' AND record_id = $1`,
      [order.id],
    );
    expect(audit[0]?.actor_email).toBe('supervisor@example.com');
    expect(
      (
        await answer(
          staff.api.DELETE('/api/orders/{id}', {
            params: { header: anyVersion, path: { id: order.id } },
          }),
        )
      ).status,
    ).toBe(403);
  });
});
