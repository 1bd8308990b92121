import type { operations, Schemas } from '@back-office/api-client';
import { southAfricanDay } from '@back-office/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answer } from './helpers/answer.ts';
import { anyVersion } from './helpers/if-match.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import type { TestClient } from './helpers/test-client.ts';
import {
  activePeriodId,
  insertCombinedOrder,
  insertConsultant,
  insertConsultantOrder,
  insertProduct,
  uniqueCode,
} from './invoices-fixtures.ts';

type Invoice = Schemas['Invoice'];

let t: TestApp;
let sup: TestClient;
let periodId: number;
let teaCode: string;
let oilCode: string;
let teaId: number;
let lerato: number;

beforeAll(async () => {
  t = await createTestApp();
  sup = await t.login('supervisor@example.com');
  const db = t.deps.db;
  periodId = await activePeriodId(db);
  teaCode = uniqueCode('RB-TEA');
  oilCode = uniqueCode('MRL-OIL');
  teaId = await insertProduct(db, teaCode, 'Rooibos tea, 250 g', 9000);
  await insertProduct(db, oilCode, 'Marula body oil, 100 ml', 28250);
  lerato = await insertConsultant(db, {
    first: 'Lerato',
    last: 'Mokoena',
    distributor: 'Highveld Beauty',
  });
});
afterAll(() => t.close());

const fromConsultantOrder = async (status: 'submitted' | 'combined' | 'draft' = 'submitted') => {
  const id = await insertConsultantOrder(t.deps.db, {
    consultantId: lerato,
    periodId,
    status,
    lines: [
      {
        productId: teaId,
        code: teaCode,
        description: 'Rooibos tea, 250 g',
        quantity: 5,
        priceCents: 9000,
      },
      { code: oilCode, description: 'Marula body oil, 100 ml', quantity: 2, priceCents: 28250 },
    ],
  });
  return id;
};

type FromOrder = operations['createInvoiceFromOrder']['requestBody']['content']['application/json'];
const create = (
  source_type: FromOrder['source_type'],
  source_id: number,
  extra: Omit<Partial<FromOrder>, 'source_type' | 'source_id'> = {},
) =>
  answer<Invoice>(
    sup.api.POST('/api/invoices/from-order', { body: { source_type, source_id, ...extra } }),
  );

describe('invoices from orders', () => {
  it('creates a draft from a consultant order with the lines copied and VAT once on the subtotal', async () => {
    const orderId = await fromConsultantOrder();
    const res = await create('consultant_order', orderId, {
      notes: 'Deliver to the Soweto branch',
    });
    expect(res.status).toBe(201);
    const inv = res.body;
    expect(inv.invoice_number).toMatch(/^INV-\d{4}-\d{4,}$/);
    expect(inv).toMatchObject({
      status: 'draft',
      source_type: 'consultant_order',
      source_id: orderId,
      consultant_id: lerato,
      consultant_name: 'Lerato Mokoena',
      bill_to_name: 'Lerato Mokoena',
      item_count: 2,
      subtotal_cents: 101500,
      vat_cents: 15225,
      total_cents: 116725,
      amount_paid_cents: 0,
      balance_cents: 116725,
      notes: 'Deliver to the Soweto branch',
    });
    const d = (s: string) => new Date(`${s}T00:00:00Z`).getTime();
    expect((d(inv.due_date) - d(inv.issue_date)) / 86_400_000).toBe(30);
    expect(inv.items.map((i) => [i.product_code, i.quantity, i.line_total_cents])).toEqual([
      [teaCode, 5, 45000],
      [oilCode, 2, 56500],
    ]);
    expect(inv.items[0]?.product_id).toBe(teaId);
    // A second invoice for the same order is refused while the first is not void.
    expect((await create('consultant_order', orderId)).status).toBe(409);
  });

  it('refuses unknown orders (404), drafts and orders without lines (409)', async () => {
    expect((await create('consultant_order', 999999)).status).toBe(404);
    expect((await create('combined_order', 999999)).status).toBe(404);
    expect((await create('consultant_order', await fromConsultantOrder('draft'))).status).toBe(409);
    const empty = await insertConsultantOrder(t.deps.db, {
      consultantId: lerato,
      periodId,
      lines: [],
    });
    expect((await create('consultant_order', empty)).status).toBe(409);
    // Off-contract input (an unknown source type): the SDK's types refuse it, so by operationId.
    expect(
      (await sup.call('createInvoiceFromOrder', { json: { source_type: 'order', source_id: 1 } }))
        .status,
    ).toBe(422);
  });

  it('invoices a combined order (bill-to its distributor), marks it invoiced, reopens it when voided', async () => {
    const db = t.deps.db;
    const cmb = await insertCombinedOrder(db, periodId);
    const other = await insertConsultant(db, {
      first: 'Sipho',
      last: 'Ndlovu',
      distributor: 'Highveld Beauty',
    });
    const line = { code: teaCode, quantity: 3, priceCents: 9000 };
    await insertConsultantOrder(db, {
      consultantId: lerato,
      periodId,
      status: 'combined',
      combinedOrderId: cmb,
      lines: [line],
    });
    await insertConsultantOrder(db, {
      consultantId: other,
      periodId,
      status: 'combined',
      combinedOrderId: cmb,
      lines: [line, { code: oilCode, quantity: 1, priceCents: 28250 }],
    });
    const res = await create('combined_order', cmb, { due_date: '2030-12-31' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      source_type: 'combined_order',
      consultant_id: null,
      consultant_name: null,
      bill_to_name: 'Highveld Beauty',
      due_date: '2030-12-31',
      subtotal_cents: 6 * 9000 + 28250,
    });
    expect(res.body.items.map((i) => [i.product_code, i.quantity])).toEqual(
      [
        [oilCode, 1],
        [teaCode, 6],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );
    const status = async () =>
      (
        await db.query<{ status: string }>('SELECT status FROM combined_orders WHERE id = $1', [
          cmb,
        ])
      )[0]?.status;
    expect(await status()).toBe('invoiced');
    const voided = await answer<Invoice>(
      sup.api.PUT('/api/invoices/{id}', {
        params: { header: anyVersion, path: { id: res.body.id } },
        body: { status: 'void' },
      }),
    );
    expect(voided.body.status).toBe('void');
    expect(await status()).toBe('open');
    // Voided: it can be invoiced again; deleting that draft reopens it as well.
    const again = await create('combined_order', cmb);
    expect(again.status).toBe(201);
    expect(await status()).toBe('invoiced');
    expect(
      (
        await answer(
          sup.api.DELETE('/api/invoices/{id}', {
            params: { header: anyVersion, path: { id: again.body.id } },
          }),
        )
      ).status,
    ).toBe(204);
    expect(await status()).toBe('open');
    expect(
      (await answer(sup.api.GET('/api/invoices/{id}', { params: { path: { id: again.body.id } } })))
        .status,
    ).toBe(404);
  });

  it('keeps its source order number after a void invoice order is deleted (never #id)', async () => {
    const orderId = await fromConsultantOrder();
    const res = await create('consultant_order', orderId);
    expect(res.status).toBe(201);
    const number = res.body.source_number;
    expect(number).toMatch(/^CO-/);
    await answer(
      sup.api.PUT('/api/invoices/{id}', {
        params: { header: anyVersion, path: { id: res.body.id } },
        body: { status: 'void' },
      }),
    );
    const deleted = await answer(
      sup.api.DELETE('/api/consultant-orders/{id}', {
        params: { header: anyVersion, path: { id: orderId } },
      }),
    );
    expect(deleted.status).toBe(204);
    const read = await answer<Invoice>(
      sup.api.GET('/api/invoices/{id}', { params: { path: { id: res.body.id } } }),
    );
    expect(read.body.source_number).toBe(number);
  });
});

describe('invoice lines, status and payments', () => {
  it('adds, changes and removes lines on drafts with totals recomputed', async () => {
    const inv = (await create('consultant_order', await fromConsultantOrder())).body;
    const id = inv.id;
    const added = await answer<Invoice>(
      sup.api.POST('/api/invoices/{id}/items', {
        params: { path: { id } },
        body: { product_code: teaCode.toLowerCase(), quantity: 1 },
      }),
    );
    expect(added.status).toBe(200);
    expect(added.body.items.at(-1)).toMatchObject({
      product_code: teaCode,
      product_id: teaId,
      unit_price_cents: 9000,
    });
    expect(added.body.subtotal_cents).toBe(110500);
    expect(added.body.vat_cents).toBe(16575);
    const free = await answer<Invoice>(
      sup.api.POST('/api/invoices/{id}/items', {
        params: { path: { id } },
        body: {
          product_code: 'DELIVERY',
          description: 'Courier to Polokwane',
          quantity: 1,
          unit_price_cents: 3333,
        },
      }),
    );
    expect(free.body.items.at(-1)).toMatchObject({ product_id: null, line_total_cents: 3333 });
    // 113833 × 15% = 17074.95 → 17075 (half up, once on the subtotal).
    expect(free.body).toMatchObject({
      subtotal_cents: 113833,
      vat_cents: 17075,
      total_cents: 130908,
    });
    const unknown = await answer(
      sup.api.POST('/api/invoices/{id}/items', {
        params: { path: { id } },
        body: { product_code: 'NOPE-1', quantity: 1 },
      }),
    );
    expect(unknown.status).toBe(400);
    const lineId = free.body.items.at(-1)?.id ?? 0;
    const changed = await answer<Invoice>(
      sup.api.PUT('/api/invoices/{id}/items/{itemId}', {
        params: { header: anyVersion, path: { id, itemId: lineId } },
        body: { quantity: 2 },
      }),
    );
    expect(changed.body.subtotal_cents).toBe(113833 + 3333);
    const filtered = await answer<Invoice>(
      sup.api.GET('/api/invoices/{id}', {
        params: { path: { id }, query: { product_code: teaCode } },
      }),
    );
    expect(filtered.body.items).toHaveLength(2);
    expect(filtered.body.subtotal_cents).toBe(113833 + 3333);
    const removed = await answer<Invoice>(
      sup.api.DELETE('/api/invoices/{id}/items/{itemId}', {
        params: { header: anyVersion, path: { id, itemId: lineId } },
      }),
    );
    expect(removed.body.subtotal_cents).toBe(110500);
    expect(
      (
        await answer(
          sup.api.DELETE('/api/invoices/{id}/items/{itemId}', {
            params: { header: anyVersion, path: { id, itemId: lineId } },
          }),
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await answer(
          sup.api.PUT('/api/invoices/{id}/items/{itemId}', {
            params: { header: anyVersion, path: { id, itemId: 999999 } },
            body: { quantity: 1 },
          }),
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await answer(
          sup.api.POST('/api/invoices/{id}/items', {
            params: { path: { id: 999999 } },
            body: { product_code: teaCode, quantity: 1 },
          }),
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await answer(
          sup.api.PUT('/api/invoices/{id}/items/{itemId}', {
            params: { header: anyVersion, path: { id, itemId: lineId } },
            body: {},
          }),
        )
      ).status,
    ).toBe(422);
  });

  it('issues, refuses draft-only changes after, takes payments to paid, and refuses what the rules forbid', async () => {
    const inv = (await create('consultant_order', await fromConsultantOrder())).body;
    const id = inv.id;
    expect(
      (
        await answer(
          sup.api.PUT('/api/invoices/{id}/payment', {
            params: { header: anyVersion, path: { id } },
            body: { amount_cents: 100, paid_on: '2026-11-27', method: 'eft' },
          }),
        )
      ).status,
    ).toBe(409);
    const edited = await answer<Invoice>(
      sup.api.PUT('/api/invoices/{id}', {
        params: { header: anyVersion, path: { id } },
        body: {
          bill_to_name: 'Lerato Mokoena (Soweto)',
          due_date: '2001-01-01',
          notes: 'Collects on Fridays',
        },
      }),
    );
    expect(edited.body).toMatchObject({
      bill_to_name: 'Lerato Mokoena (Soweto)',
      due_date: '2001-01-01',
    });
    const issued = await answer<Invoice>(
      sup.api.PUT('/api/invoices/{id}', {
        params: { header: anyVersion, path: { id } },
        body: { status: 'issued' },
      }),
    );
    expect(issued.body.status).toBe('issued');
    const today = southAfricanDay(t.deps.now());
    expect(issued.body.issue_date).toBe(today);
    expect(issued.body.due_date > today).toBe(true); // a past due date moves to today + 30
    expect(
      (
        await answer(
          sup.api.PUT('/api/invoices/{id}', {
            params: { header: anyVersion, path: { id } },
            body: { bill_to_name: 'X' },
          }),
        )
      ).status,
    ).toBe(409);
    expect(
      (
        await answer(
          sup.api.PUT('/api/invoices/{id}', {
            params: { header: anyVersion, path: { id } },
            body: { status: 'issued' },
          }),
        )
      ).status,
    ).toBe(409);
    expect(
      (
        await answer(
          sup.api.POST('/api/invoices/{id}/items', {
            params: { path: { id } },
            body: { product_code: teaCode, quantity: 1 },
          }),
        )
      ).status,
    ).toBe(409);
    expect(
      (
        await answer(
          sup.api.DELETE('/api/invoices/{id}', { params: { header: anyVersion, path: { id } } }),
        )
      ).status,
    ).toBe(409);
    const notes = await answer<Invoice>(
      sup.api.PUT('/api/invoices/{id}', {
        params: { header: anyVersion, path: { id } },
        body: { notes: 'Paying in two parts' },
      }),
    );
    expect(notes.body.notes).toBe('Paying in two parts');

    const tooMuch = await answer(
      sup.api.PUT('/api/invoices/{id}/payment', {
        params: { header: anyVersion, path: { id } },
        body: { amount_cents: 116726, paid_on: '2026-11-27', method: 'eft' },
      }),
    );
    expect(tooMuch.status).toBe(400);
    const part = await answer<Invoice>(
      sup.api.PUT('/api/invoices/{id}/payment', {
        params: { header: anyVersion, path: { id } },
        body: {
          amount_cents: 50000,
          paid_on: '2026-11-27',
          method: 'eft',
          reference: 'FNB 20261127 MOKOENA',
        },
      }),
    );
    expect(part.body).toMatchObject({
      status: 'partially_paid',
      amount_paid_cents: 50000,
      balance_cents: 66725,
    });
    expect(part.body.payments).toEqual([
      expect.objectContaining({ amount_cents: 50000, reference: 'FNB 20261127 MOKOENA' }),
    ]);
    // The audit log says it in words (issue #21): method, rand, status.
    const [entry] = await t.deps.db.query<{ summary: string }>(
      `SELECT summary FROM audit_log WHERE action = 'payment' AND record_id = $1 ORDER BY id DESC LIMIT 1`,
      [id],
    );
    expect(entry?.summary).toBe(
      `Recorded an EFT payment of R 500,00 on ${part.body.invoice_number} (now partially paid)`,
    );
    expect(
      (
        await answer(
          sup.api.PUT('/api/invoices/{id}', {
            params: { header: anyVersion, path: { id } },
            body: { status: 'void' },
          }),
        )
      ).status,
    ).toBe(409);
    const paid = await answer<Invoice>(
      sup.api.PUT('/api/invoices/{id}/payment', {
        params: { header: anyVersion, path: { id } },
        body: { amount_cents: 66725, paid_on: '2026-11-30', method: 'cash' },
      }),
    );
    expect(paid.body).toMatchObject({ status: 'paid', balance_cents: 0 });
    expect(paid.body.payments).toHaveLength(2);
    expect(
      (
        await answer(
          sup.api.PUT('/api/invoices/{id}/payment', {
            params: { header: anyVersion, path: { id } },
            body: { amount_cents: 1, paid_on: '2026-11-30', method: 'cash' },
          }),
        )
      ).status,
    ).toBe(409);
    expect(
      (
        await answer(
          sup.api.PUT('/api/invoices/{id}/payment', {
            params: { header: anyVersion, path: { id: 999999 } },
            body: { amount_cents: 1, paid_on: '2026-11-30', method: 'cash' },
          }),
        )
      ).status,
    ).toBe(404);
  });

  it('cannot issue an empty draft; voids an unpaid issued invoice; a void one cannot change', async () => {
    const inv = (await create('consultant_order', await fromConsultantOrder())).body;
    const id = inv.id;
    for (const item of inv.items)
      await answer(
        sup.api.DELETE('/api/invoices/{id}/items/{itemId}', {
          params: { header: anyVersion, path: { id, itemId: item.id } },
        }),
      );
    expect(
      (
        await answer(
          sup.api.PUT('/api/invoices/{id}', {
            params: { header: anyVersion, path: { id } },
            body: { status: 'issued' },
          }),
        )
      ).status,
    ).toBe(409);
    await answer(
      sup.api.POST('/api/invoices/{id}/items', {
        params: { path: { id } },
        body: { product_code: oilCode, quantity: 1 },
      }),
    );
    expect(
      (
        await answer(
          sup.api.PUT('/api/invoices/{id}', {
            params: { header: anyVersion, path: { id } },
            body: { status: 'issued' },
          }),
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await answer<Invoice>(
          sup.api.PUT('/api/invoices/{id}', {
            params: { header: anyVersion, path: { id } },
            body: { status: 'void' },
          }),
        )
      ).body.status,
    ).toBe('void');
    expect(
      (
        await answer(
          sup.api.PUT('/api/invoices/{id}', {
            params: { header: anyVersion, path: { id } },
            body: { notes: 'late' },
          }),
        )
      ).status,
    ).toBe(409);
    expect(
      (
        await answer(
          sup.api.PUT('/api/invoices/{id}', {
            params: { header: anyVersion, path: { id: 999999 } },
            body: { notes: 'x' },
          }),
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await answer(
          sup.api.DELETE('/api/invoices/{id}', {
            params: { header: anyVersion, path: { id: 999999 } },
          }),
        )
      ).status,
    ).toBe(404);
  });

  it('of two simultaneous payments that together exceed the balance, one wins', async () => {
    const inv = (await create('consultant_order', await fromConsultantOrder())).body;
    await answer(
      sup.api.PUT('/api/invoices/{id}', {
        params: { header: anyVersion, path: { id: inv.id } },
        body: { status: 'issued' },
      }),
    );
    const pay = () =>
      answer(
        sup.api.PUT('/api/invoices/{id}/payment', {
          params: { header: anyVersion, path: { id: inv.id } },
          body: { amount_cents: 100000, paid_on: '2026-11-27', method: 'card' },
        }),
      );
    const statuses = (await Promise.all([pay(), pay()])).map((r) => r.status).sort();
    expect(statuses).toEqual([200, 400]);
    const issueTwice = await create('consultant_order', await fromConsultantOrder());
    const both = await Promise.all([
      answer(
        sup.api.PUT('/api/invoices/{id}', {
          params: { header: anyVersion, path: { id: issueTwice.body.id } },
          body: { status: 'issued' },
        }),
      ),
      answer(
        sup.api.PUT('/api/invoices/{id}', {
          params: { header: anyVersion, path: { id: issueTwice.body.id } },
          body: { status: 'issued' },
        }),
      ),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const orderId = await fromConsultantOrder();
    const creates = await Promise.all([
      create('consultant_order', orderId),
      create('consultant_order', orderId),
    ]);
    expect(creates.map((r) => r.status).sort()).toEqual([201, 409]);
  });
});

describe('invoice lists and product search', () => {
  it('lists with search, filters, sorting and paging', async () => {
    const inv = (await create('consultant_order', await fromConsultantOrder())).body;
    const bySearch = await answer<{ invoices: Invoice[]; total: number }>(
      sup.api.GET('/api/invoices', {
        params: { query: { search: inv.invoice_number.toLowerCase() } },
      }),
    );
    expect(bySearch.body.invoices.map((i) => i.id)).toEqual([inv.id]);
    const bySource = await answer<{ invoices: Invoice[] }>(
      sup.api.GET('/api/invoices', { params: { query: { search: inv.source_number } } }),
    );
    expect(bySource.body.invoices.map((i) => i.id)).toContain(inv.id);
    const mine = await answer<{ invoices: Invoice[]; total: number }>(
      sup.api.GET('/api/invoices', {
        params: {
          query: {
            consultant_id: lerato,
            period_id: periodId,
            status: 'draft',
            sort_by: 'total_cents',
            sort_order: 'asc',
            limit: 2,
            skip: 0,
          },
        },
      }),
    );
    expect(mine.body.invoices.length).toBeLessThanOrEqual(2);
    expect(
      mine.body.invoices.every((i) => i.status === 'draft' && i.consultant_id === lerato),
    ).toBe(true);
    const today = southAfricanDay(t.deps.now());
    const dated = await answer<{ invoices: Invoice[] }>(
      sup.api.GET('/api/invoices', {
        params: { query: { date_from: today, date_to: today, sort_by: 'balance_cents' } },
      }),
    );
    expect(dated.body.invoices.map((i) => i.id)).toContain(inv.id);
    const none = await answer<{ total: number }>(
      sup.api.GET('/api/invoices', { params: { query: { date_to: '2001-01-01' } } }),
    );
    expect(none.body.total).toBe(0);
    // Off-contract input (an unknown status): the SDK's types refuse it, so by operationId.
    expect((await sup.call('listInvoices', { query: { status: 'lost' } })).status).toBe(422);
  });

  it('searches products of the active or a given period with quantities ordered', async () => {
    const res = await answer<{
      products: { product_code: string; quantity_ordered_in_period: number }[];
      total: number;
    }>(sup.api.GET('/api/invoices/products/search', { params: { query: { query: teaCode } } }));
    expect(res.body.products[0]?.product_code).toBe(teaCode);
    expect(res.body.products[0]?.quantity_ordered_in_period).toBeGreaterThan(0);
    const byText = await answer<{ products: unknown[]; total: number }>(
      sup.api.GET('/api/invoices/products/search', {
        params: { query: { query: 'marula body oil', period_id: periodId, limit: 1 } },
      }),
    );
    expect(byText.body.products).toHaveLength(1);
    expect(byText.body.total).toBeGreaterThanOrEqual(1);
    expect(
      (
        await answer(
          sup.api.GET('/api/invoices/products/search', {
            params: { query: { query: 'tea', period_id: 999999 } },
          }),
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await answer(
          sup.api.GET('/api/invoices/products/search', { params: { query: { query: '' } } }),
        )
      ).status,
    ).toBe(422);
    await t.deps.db.query(`UPDATE periods SET status = 'closed' WHERE status = 'active'`);
    expect(
      (
        await answer(
          sup.api.GET('/api/invoices/products/search', { params: { query: { query: 'tea' } } }),
        )
      ).status,
    ).toBe(400);
    await t.deps.db.query(`UPDATE periods SET status = 'active' WHERE id = $1`, [periodId]);
  });

  it('writes an audit entry for every change', async () => {
    const rows = await t.deps.db.query<{ action: string; resource: string }>(
      `SELECT DISTINCT action, resource FROM audit_log WHERE resource IN ('invoices', 'invoice_items')`,
    );
    const seen = rows.map((r) => `${r.resource}:${r.action}`).sort();
    expect(seen).toEqual(
      expect.arrayContaining([
        'invoice_items:create',
        'invoice_items:delete',
        'invoice_items:update',
        'invoices:cancel',
        'invoices:create',
        'invoices:delete',
        'invoices:payment',
        'invoices:update',
      ]),
    );
  });
});
