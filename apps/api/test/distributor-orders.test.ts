import type { Schemas } from '@back-office/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answer } from './helpers/answer.ts';
import { anyVersion } from './helpers/if-match.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import type { TestClient } from './helpers/test-client.ts';
import {
  insertDistributorTemplate,
  insertProduct,
  orderXlsx,
  uniqueCode,
} from './invoices-fixtures.ts';

type DOrder = Schemas['DistributorOrder'];
type ImportError = Schemas['DistributorOrderImportError'];

const MAPPING = {
  distributor_reference: 'PO Number',
  product_code: 'Stock Code',
  description: 'Product',
  quantity: 'Qty Ordered',
  unit_price: 'Price',
};
const HEADER = ['PO Number', 'Stock Code', 'Product', 'Qty Ordered', 'Price', 'Branch'];
const TITLE = [['Polokwane Distributors'], ['Weekly order']];

let t: TestApp;
let dist: TestClient;
let templateId: number;
let tea: string;
let oil: string;

beforeAll(async () => {
  t = await createTestApp();
  dist = await t.login('distributor.admin@example.com');
  templateId = await insertDistributorTemplate(t.deps.db, MAPPING, 3);
  tea = uniqueCode('RB-TEA');
  oil = uniqueCode('MRL-OIL');
  await insertProduct(t.deps.db, tea, 'Rooibos tea, 250 g', 9000);
  await insertProduct(t.deps.db, oil, 'Marula body oil, 100 ml', 28250);
});
afterAll(() => t.close());

/** The multipart body of an import as the SDK types it (it sends each field as a part). */
const form = <F extends object>(file: File, fields?: F) => ({
  file,
  template_id: templateId,
  distributor_name: 'Polokwane Distributors (Pty) Ltd',
  ...fields,
});
const importOrder = async (
  rows: unknown[][],
  fields: Record<string, string | number> = {},
  name = 'polokwane_week47.xlsx',
) =>
  answer<DOrder & ImportError>(
    dist.api.POST('/api/distributor-orders', {
      body: form(await orderXlsx(HEADER, rows, { before: TITLE, name }), fields),
    }),
  );
const count = async () =>
  (await t.deps.db.query<{ n: number }>('SELECT count(*)::int AS n FROM distributor_orders'))[0]
    ?.n ?? 0;

describe('importing distributor orders', () => {
  it('imports every row under the header with catalogue defaults and the PO number', async () => {
    const res = await importOrder([
      ['PO-88231', tea, '', 120, ''],
      [],
      ['', oil.toLowerCase(), 'Marula oil (promo)', '60', 'R 250,50'],
      ['', tea, null, 1, 85.5],
    ]);
    expect(res.status).toBe(201);
    const o = res.body;
    expect(o.order_number).toMatch(/^DO-\d{4}-\d{4,}$/);
    expect(o).toMatchObject({
      status: 'draft',
      distributor_reference: 'PO-88231',
      template_id: templateId,
      file_name: 'polokwane_week47.xlsx',
      item_count: 3,
      total_quantity: 181,
      total_cents: 120 * 9000 + 60 * 25050 + 8550,
      submitted_at: null,
    });
    expect(
      o.items.map((i) => [
        i.row_number,
        i.product_code,
        i.description,
        i.quantity,
        i.unit_price_cents,
      ]),
    ).toEqual([
      [4, tea, 'Rooibos tea, 250 g', 120, 9000],
      [6, oil, 'Marula oil (promo)', 60, 25050],
      [7, tea, 'Rooibos tea, 250 g', 1, 8550],
    ]);
    expect(o.items.every((i) => i.product_id !== null)).toBe(true);
    const got = await answer<DOrder>(
      dist.api.GET('/api/distributor-orders/{id}', { params: { path: { id: o.id } } }),
    );
    expect(got.body.items).toHaveLength(3);
  });

  it('reads CSV files; the form reference wins over the sheet', async () => {
    const csv = [
      'Polokwane Distributors',
      'Weekly order',
      HEADER.join(','),
      `PO-1,${tea},,2,"1,234.50"`,
    ].join('\r\n');
    const res = await answer<DOrder>(
      dist.api.POST('/api/distributor-orders', {
        body: form(new File([csv], 'order.csv', { type: 'text/csv' }), {
          distributor_reference: 'PO-FORM',
          notes: 'Deliver Monday',
        }),
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      distributor_reference: 'PO-FORM',
      notes: 'Deliver Monday',
      total_cents: 246900,
    });
  });

  it('imports nothing when any row is bad, listing every bad row', async () => {
    const before = await count();
    const res = await importOrder([
      ['PO-1', tea, '', 5, ''],
      ['', 'ZZ-999', '', 5, ''],
      ['', oil, '', 0, ''],
      ['', oil, '', 1.5, ''],
      ['', oil, '', '', 'twelve'],
      ['', '', 'no code', 1, ''],
    ]);
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe(
      '5 rows of polokwane_week47.xlsx could not be read; nothing was imported',
    );
    expect(res.body.errors).toEqual([
      { row: 5, column: 'Stock Code', message: 'Unknown product code ZZ-999' },
      { row: 6, column: 'Qty Ordered', message: 'Quantity must be a whole number of at least 1' },
      { row: 7, column: 'Qty Ordered', message: 'Quantity must be a whole number of at least 1' },
      { row: 8, column: 'Qty Ordered', message: 'Quantity must be a whole number of at least 1' },
      { row: 8, column: 'Price', message: 'Unreadable price twelve' },
      { row: 9, column: 'Stock Code', message: 'Product code is missing' },
    ]);
    expect(await count()).toBe(before);
  });

  it('answers 400 for unreadable files, 404 for unknown templates, 413/415 for the file, 422 for the form', async () => {
    const noHeader = await answer<ImportError>(
      dist.api.POST('/api/distributor-orders', {
        body: form(await orderXlsx(['Code', 'Qty'], [[tea, 1]])),
      }),
    );
    expect(noHeader.status).toBe(400);
    expect(noHeader.body.errors).toEqual([]);
    const legacy = await answer<ImportError>(
      dist.api.POST('/api/distributor-orders', {
        body: form(
          new File([new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 1, 2, 3])], 'old.xls', {
            type: 'application/vnd.ms-excel',
          }),
        ),
      }),
    );
    expect(legacy.status).toBe(400);
    expect(legacy.body.detail).toContain('.xls');
    const garbage = await answer<ImportError>(
      dist.api.POST('/api/distributor-orders', { body: form(new File(['not a zip'], 'x.xlsx')) }),
    );
    expect(garbage.status).toBe(400);
    const pdf = await answer(
      dist.api.POST('/api/distributor-orders', {
        body: form(new File(['%PDF-1.7'], 'order.pdf', { type: 'application/pdf' })),
      }),
    );
    expect(pdf.status).toBe(415);
    const big = await answer(
      dist.api.POST('/api/distributor-orders', {
        body: form(new File([new Uint8Array(21 * 1024 * 1024)], 'big.xlsx')),
      }),
    );
    expect(big.status).toBe(413);
    const file = await orderXlsx(HEADER, [['', tea, '', 1, '']], { before: TITLE });
    expect(
      (
        await answer(
          dist.api.POST('/api/distributor-orders', { body: form(file, { template_id: 999999 }) }),
        )
      ).status,
    ).toBe(404);
    const productTemplate = await t.deps.db.query<{ id: number }>(
      `SELECT id FROM templates WHERE kind = 'product' LIMIT 1`,
    );
    if (productTemplate[0]) {
      expect(
        (
          await answer(
            dist.api.POST('/api/distributor-orders', {
              body: form(file, { template_id: productTemplate[0].id }),
            }),
          )
        ).status,
      ).toBe(404);
    }
    // Off-contract input (no distributor name): the SDK's types refuse it, so by operationId.
    const noName = { file, template_id: String(templateId) };
    expect((await dist.call('createDistributorOrder', { multipart: noName })).status).toBe(422);
  });
});

describe('distributor order lifecycle', () => {
  it('edits a draft, submits, refuses deletes and edits that the status forbids, fulfils', async () => {
    const id = (await importOrder([['PO-2', tea, '', 3, '']])).body.id;
    const edited = await answer<DOrder>(
      dist.api.PUT('/api/distributor-orders/{id}', {
        params: { header: anyVersion, path: { id } },
        body: {
          distributor_name: 'POLOKWANE Distributors (Pty) Ltd',
          distributor_reference: null,
          notes: 'Epping warehouse',
        },
      }),
    );
    expect(edited.body).toMatchObject({
      distributor_name: 'POLOKWANE Distributors (Pty) Ltd',
      distributor_reference: null,
      notes: 'Epping warehouse',
    });
    expect(
      (
        await answer(
          dist.api.PUT('/api/distributor-orders/{id}', {
            params: { header: anyVersion, path: { id } },
            body: { status: 'fulfilled' },
          }),
        )
      ).status,
    ).toBe(409);
    const submitted = await answer<DOrder>(
      dist.api.POST('/api/distributor-orders/{id}/submit', { params: { path: { id } } }),
    );
    expect(submitted.body.status).toBe('submitted');
    expect(submitted.body.submitted_at).not.toBeNull();
    expect(
      (
        await answer(
          dist.api.POST('/api/distributor-orders/{id}/submit', { params: { path: { id } } }),
        )
      ).status,
    ).toBe(409);
    expect(
      (
        await answer(
          dist.api.DELETE('/api/distributor-orders/{id}', {
            params: { header: anyVersion, path: { id } },
          }),
        )
      ).status,
    ).toBe(409);
    const note = await answer<DOrder>(
      dist.api.PUT('/api/distributor-orders/{id}', {
        params: { header: anyVersion, path: { id } },
        body: { notes: 'Second delivery Thursday' },
      }),
    );
    expect(note.body.notes).toBe('Second delivery Thursday');
    const done = await answer<DOrder>(
      dist.api.PUT('/api/distributor-orders/{id}', {
        params: { header: anyVersion, path: { id } },
        body: { status: 'fulfilled' },
      }),
    );
    expect(done.body.status).toBe('fulfilled');
    expect(
      (
        await answer(
          dist.api.PUT('/api/distributor-orders/{id}', {
            params: { header: anyVersion, path: { id } },
            body: { notes: 'x' },
          }),
        )
      ).status,
    ).toBe(409);
    expect(
      (
        await answer(
          dist.api.PUT('/api/distributor-orders/{id}', {
            params: { header: anyVersion, path: { id } },
            body: { status: 'cancelled' },
          }),
        )
      ).status,
    ).toBe(409);
    expect(
      (
        await answer(
          dist.api.PUT('/api/distributor-orders/{id}', {
            params: { header: anyVersion, path: { id } },
            body: {},
          }),
        )
      ).status,
    ).toBe(422);
  });

  it('cancels drafts; an empty import cannot be submitted but can be deleted; 404s', async () => {
    const draft = (await importOrder([['', oil, '', 2, '']])).body.id;
    const cancelled = await answer<DOrder>(
      dist.api.PUT('/api/distributor-orders/{id}', {
        params: { header: anyVersion, path: { id: draft } },
        body: { status: 'cancelled' },
      }),
    );
    expect(cancelled.body).toMatchObject({ status: 'cancelled', submitted_at: null });
    expect(
      (
        await answer(
          dist.api.POST('/api/distributor-orders/{id}/submit', { params: { path: { id: draft } } }),
        )
      ).status,
    ).toBe(409);
    const empty = await importOrder([]);
    expect(empty.body.item_count).toBe(0);
    expect(
      (
        await answer(
          dist.api.POST('/api/distributor-orders/{id}/submit', {
            params: { path: { id: empty.body.id } },
          }),
        )
      ).status,
    ).toBe(409);
    expect(
      (
        await answer(
          dist.api.DELETE('/api/distributor-orders/{id}', {
            params: { header: anyVersion, path: { id: empty.body.id } },
          }),
        )
      ).status,
    ).toBe(204);
    expect(
      (
        await answer(
          dist.api.GET('/api/distributor-orders/{id}', { params: { path: { id: empty.body.id } } }),
        )
      ).status,
    ).toBe(404);
    // A table of operations (their methods differ): called by operationId.
    for (const op of ['getDistributorOrder', 'submitDistributorOrder', 'deleteDistributorOrder']) {
      expect((await dist.call(op, { params: { id: 999999 } })).status, op).toBe(404);
    }
    expect(
      (
        await answer(
          dist.api.PUT('/api/distributor-orders/{id}', {
            params: { header: anyVersion, path: { id: 999999 } },
            body: { notes: 'x' },
          }),
        )
      ).status,
    ).toBe(404);
  });

  it('of two simultaneous submits, one wins', async () => {
    const id = (await importOrder([['', tea, '', 4, '']])).body.id;
    const both = await Promise.all([
      answer(dist.api.POST('/api/distributor-orders/{id}/submit', { params: { path: { id } } })),
      answer(dist.api.POST('/api/distributor-orders/{id}/submit', { params: { path: { id } } })),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('lists with search, status filter, sorting and paging', async () => {
    const o = (await importOrder([['PO-LIST-77', tea, '', 9, '']], {}, 'highveld_list.xlsx')).body;
    for (const search of [o.order_number.toLowerCase(), 'po-list-77', 'HIGHVELD_LIST']) {
      const res = await answer<{ distributor_orders: DOrder[] }>(
        dist.api.GET('/api/distributor-orders', { params: { query: { search } } }),
      );
      expect(
        res.body.distributor_orders.map((d) => d.id),
        search,
      ).toEqual([o.id]);
    }
    const drafts = await answer<{ distributor_orders: DOrder[]; total: number; limit: number }>(
      dist.api.GET('/api/distributor-orders', {
        params: { query: { status: 'draft', sort_by: 'total_cents', sort_order: 'asc', limit: 2 } },
      }),
    );
    expect(drafts.body.distributor_orders.length).toBeLessThanOrEqual(2);
    expect(drafts.body.distributor_orders.every((d) => d.status === 'draft')).toBe(true);
    const totals = drafts.body.distributor_orders.map((d) => d.total_cents);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    expect(
      (
        await answer(
          dist.api.GET('/api/distributor-orders', {
            params: { query: { sort_by: 'submitted_at' } },
          }),
        )
      ).status,
    ).toBe(200);
    // Off-contract input (an unknown status): the SDK's types refuse it, so by operationId.
    expect(
      (await dist.call('listDistributorOrders', { query: { status: 'shipped' } })).status,
    ).toBe(422);
    const audit = await t.deps.db.query<{ action: string }>(
      `SELECT DISTINCT action FROM audit_log WHERE resource = 'distributor_orders' ORDER BY action`,
    );
    expect(audit.map((a) => a.action)).toEqual(['cancel', 'delete', 'submit', 'update', 'upload']);
  });
});
