import type { Schemas } from '@back-office/api-client';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_CATALOGUE,
  midrandStockSample,
  polokwaneOrderSample,
} from '../src/seed/demo-templates.ts';
import { answer } from './helpers/answer.ts';
import { anyVersion } from './helpers/if-match.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import type { TestClient } from './helpers/test-client.ts';

type Template = Schemas['Template'];
type Analysis = Schemas['TemplateAnalysis'];
type Preview = Schemas['TemplatePreview'];
type Detail = { detail: string };

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
let t: TestApp;
let admin: TestClient;
let staff: TestClient;
let distributor: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  [admin, staff, distributor] = await Promise.all([
    t.login('admin@example.com'),
    t.login('supervisor@example.com'),
    t.login('distributor.editor@example.com'),
  ]);
});
afterAll(() => t.close());

/** A multipart body as the SDK types it (it sends each field as a part). */
function form(file: File): { file: File };
function form<F extends object>(file: File, fields: F): { file: File } & F;
function form(file: File, fields: object = {}) {
  return { file, ...fields };
}
const xlsxFile = (bytes: Uint8Array, name = 'sample.xlsx') =>
  new File([new Uint8Array(bytes)], name, { type: XLSX });
const csvFile = (text: string, name = 'sample.csv') => new File([text], name, { type: 'text/csv' });

describe('product templates', () => {
  it('lists the demo templates newest first, with search, sorting and paging', async () => {
    const list = await answer<{ templates: Template[]; total: number }>(
      staff.api.GET('/api/templates'),
    );
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(2);
    const midrand = list.body.templates.find((x) => x.template_name.startsWith('Midrand'));
    expect(midrand).toMatchObject({
      sheet_name: 'Stock',
      header_row: 1,
      created_by: 'Thandi Nkosi',
      column_mapping: {
        product_code: 'Item Code',
        description: 'Item Description',
        category: 'Category',
        unit_price: 'Unit Price (excl VAT)',
        unit: 'UOM',
        barcode: 'EAN',
        stock_quantity: 'Qty On Hand',
      },
    });
    expect(midrand?.sample_columns).toContain('Bin');
    const search = await answer<{ templates: Template[] }>(
      staff.api.GET('/api/templates', { params: { query: { search: 'UMHLANGA' } } }),
    );
    expect(search.body.templates.map((x) => x.template_name)).toEqual([
      'KwaZulu Naturals price list',
    ]);
    const sorted = await answer<{ templates: Template[] }>(
      staff.api.GET('/api/templates', {
        params: { query: { sort_by: 'template_name', sort_order: 'asc', limit: 1, skip: 1 } },
      }),
    );
    expect(sorted.body.templates.map((x) => x.template_name)).toEqual([
      'Midrand warehouse stock list',
    ]);
    // Off-contract input (an unknown sort): the SDK's types refuse it, so by operationId.
    expect((await staff.call('listTemplates', { query: { sort_by: 'size' } })).status).toBe(422);
    expect((await answer(distributor.api.GET('/api/templates'))).status).toBe(403);
  });

  it('previews the demo templates: prices in cents, text prices parsed, bad rows reported', async () => {
    const list = await answer<{ templates: Template[] }>(
      staff.api.GET('/api/templates', {
        params: { query: { sort_by: 'template_name', sort_order: 'asc' } },
      }),
    );
    const [kzn, midrand] = list.body.templates;
    const p = await answer<Preview>(
      staff.api.GET('/api/templates/{id}/preview', {
        params: { path: { id: midrand?.id ?? 0 }, query: { limit: 3 } },
      }),
    );
    expect(p.body.total_rows).toBe(DEMO_CATALOGUE.length);
    expect(p.body.columns).toEqual([
      'product_code',
      'description',
      'category',
      'unit_price',
      'unit',
      'barcode',
      'stock_quantity',
    ]);
    expect(p.body.rows).toHaveLength(3);
    expect(p.body.rows[1]).toEqual({ row: 3, ...DEMO_CATALOGUE[1], errors: [] });
    const k = await answer<Preview>(
      staff.api.GET('/api/templates/{id}/preview', { params: { path: { id: kzn?.id ?? 0 } } }),
    );
    expect(k.body).toMatchObject({ sheet_name: 'Price list', total_rows: 5 });
    expect(k.body.columns).not.toContain('stock_quantity');
    expect(k.body.rows.map((r) => r.unit_price_cents)).toEqual([9450, 7200, 11500, null, 8995]);
    expect(k.body.rows[3]?.errors).toEqual([
      { row: 7, column: 'Price (R)', message: "'POA' is not a valid amount" },
    ]);
    expect(
      (
        await answer(
          staff.api.GET('/api/templates/{id}/preview', { params: { path: { id: 999999 } } }),
        )
      ).status,
    ).toBe(404);
    const limit = await answer(
      staff.api.GET('/api/templates/{id}/preview', {
        params: { path: { id: 1 }, query: { limit: 0 } },
      }),
    );
    expect(limit.status).toBe(422);
  });

  it('analyses xlsx and csv samples: sheets, detected header row, proposed mapping', async () => {
    const a = await answer<Analysis>(
      staff.api.POST('/api/templates/analyze', {
        body: form(xlsxFile(await midrandStockSample(), 'midrand.xlsx')),
      }),
    );
    expect(a.status).toBe(200);
    expect(a.body).toMatchObject({
      sheet_names: ['Stock', 'Notes'],
      sheet_name: 'Stock',
      header_row: 1,
      row_count: DEMO_CATALOGUE.length,
      missing_required_fields: [],
    });
    expect(a.body.sample_rows).toHaveLength(5);
    expect(a.body.sample_rows[0]?.slice(0, 4)).toEqual([
      'SKU-1042',
      'Rooibos & Honey Body Lotion 400 ml',
      'Body care',
      129.5,
    ]);
    const notes = await answer<Analysis>(
      staff.api.POST('/api/templates/analyze', {
        body: form(xlsxFile(await midrandStockSample()), { sheet_name: 'Notes' }),
      }),
    );
    expect(notes.body.missing_required_fields).toEqual([
      'product_code',
      'description',
      'unit_price',
    ]);
    const csv = await answer<Analysis>(
      staff.api.POST('/api/templates/analyze', {
        body: form(
          csvFile(
            'Price list March 2026,,\n\nCode,Name,Price\nA1,"Soap, lemon",12.50\nA2,Salt,R 8,99\n',
            'march.csv',
          ),
        ),
      }),
    );
    expect(csv.body).toMatchObject({
      sheet_names: ['march'],
      header_row: 3,
      headers: ['Code', 'Name', 'Price'],
      row_count: 2,
      proposed_mapping: { product_code: 'Code', description: 'Name', unit_price: 'Price' },
    });
    const row2 = await answer<Analysis>(
      staff.api.POST('/api/templates/analyze', {
        body: form(csvFile('Code,Name,Price\nA1,Soap,1\n'), { header_row: 2 }),
      }),
    );
    expect(row2.body.headers).toEqual(['A1', 'Soap', '1']);
  });

  it('refuses unreadable (400), missing sheets (400), empty files (400), other types (415), big files (413)', async () => {
    const bad = async (file: File, fields: Record<string, string> = {}) => {
      const res = await answer<Detail>(
        staff.api.POST('/api/templates/analyze', { body: form(file, fields) }),
      );
      return [res.status, res.body.detail];
    };
    expect(await bad(xlsxFile(new Uint8Array([1, 2, 3, 4])))).toEqual([
      400,
      'The file could not be read as a spreadsheet',
    ]);
    const [status, detail] = await bad(xlsxFile(await midrandStockSample()), {
      sheet_name: 'Prices',
    });
    expect(status).toBe(400);
    expect(detail).toMatch(/Sheet 'Prices' not found/);
    expect((await bad(csvFile('')))[0]).toBe(400);
    expect((await bad(csvFile('a,b\n1,2\n'), { header_row: '9' }))[0]).toBe(400);
    expect((await bad(new File(['%PDF-1.4'], 'scan.pdf', { type: 'application/pdf' })))[0]).toBe(
      415,
    );
    const big = new File([new Uint8Array(20 * 1024 * 1024 + 1)], 'huge.csv', { type: 'text/csv' });
    expect((await bad(big))[0]).toBe(413);
    // Off-contract input (no file part): the SDK's types refuse it, so by operationId.
    expect((await staff.call('analyzeTemplate', { body: new FormData() })).status).toBe(422);
    const ro = await t.login('readonly@example.com');
    expect(
      (await answer(ro.api.POST('/api/templates/analyze', { body: form(csvFile('a\n')) }))).status,
    ).toBe(403);
  });

  it('creates templates with a proposed or a sent mapping, and refuses bad mappings and taken names', async () => {
    const sample =
      'SKU,Product,Retail,Stock\nX-1,Shea Butter 250 ml,R 59.90,12\nX-2,Bath Bomb,18,abc\n';
    const made = await answer<Template>(
      staff.api.POST('/api/templates/upload', {
        body: form(csvFile(sample, 'shea.csv'), {
          template_name: 'Shea range',
          description: 'Test',
        }),
      }),
    );
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      template_name: 'Shea range',
      created_by: 'Sipho Dlamini',
      file_name: 'shea.csv',
      sheet_name: 'shea',
      column_mapping: {
        product_code: 'SKU',
        description: 'Product',
        unit_price: 'Retail',
        stock_quantity: 'Stock',
      },
    });
    const preview = await answer<Preview>(
      staff.api.GET('/api/templates/{id}/preview', { params: { path: { id: made.body.id } } }),
    );
    expect(preview.body.rows.map((r) => [r.unit_price_cents, r.stock_quantity])).toEqual([
      [5990, 12],
      [1800, null],
    ]);
    expect(preview.body.rows[1]?.errors[0]?.message).toBe("'abc' is not a whole number");
    const sent = await answer<Template>(
      staff.api.POST('/api/templates/upload', {
        body: form(csvFile(sample, 'shea.csv'), {
          template_name: 'Shea range (manual)',
          created_by: 'Zanele Mthembu',
          column_mapping: JSON.stringify({
            product_code: ' sku ',
            description: 'Product',
            unit_price: 'RETAIL',
          }),
        }),
      }),
    );
    expect(sent.status).toBe(201);
    expect(sent.body.created_by).toBe('Zanele Mthembu');
    expect(sent.body.column_mapping).toEqual({
      product_code: 'SKU',
      description: 'Product',
      unit_price: 'Retail',
    });
    const refuse = async (fields: Record<string, string>, csv = sample) => {
      const res = await answer<Detail>(
        staff.api.POST('/api/templates/upload', {
          body: form(csvFile(csv), { template_name: 'Another', ...fields }),
        }),
      );
      return res.status;
    };
    expect(await refuse({ column_mapping: 'not json' })).toBe(400);
    expect(await refuse({ column_mapping: '["SKU"]' })).toBe(400);
    expect(
      await refuse({
        column_mapping:
          '{"product_code":"SKU","description":"Product","unit_price":"Retail","colour":"SKU"}',
      }),
    ).toBe(400);
    expect(
      await refuse({
        column_mapping: '{"product_code":"SKU","description":"Product","unit_price":"Cost"}',
      }),
    ).toBe(400);
    expect(await refuse({ column_mapping: '{"product_code":"SKU","description":"Product"}' })).toBe(
      400,
    );
    expect(await refuse({}, 'Colour,Size\nred,XL\n')).toBe(400);
    expect(await refuse({ template_name: 'SHEA RANGE' })).toBe(409);
    expect(await refuse({ template_name: '  ' })).toBe(400);
    const pdf = await answer(
      staff.api.POST('/api/templates/upload', {
        body: form(new File(['x'], 'x.docx'), { template_name: 'Docx' }),
      }),
    );
    expect(pdf.status).toBe(415);
    const audit = await t.deps.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM audit_log WHERE resource = 'templates' AND action = 'create'`,
    );
    expect(audit[0]?.n).toBe(2);
  });

  it("deletes a template (204), keeps uploads' template names, refuses while an upload runs (409)", async () => {
    const made = await answer<Template>(
      staff.api.POST('/api/templates/upload', {
        body: form(xlsxFile(await midrandStockSample(), 'copy.xlsx'), {
          template_name: 'Copy of Midrand',
        }),
      }),
    );
    const id = made.body.id;
    await t.deps.db.query(
      `INSERT INTO uploads (template_id, template_name, file_name, file_size, status, created_by)
       SELECT $1, 'Copy of Midrand', 'week.xlsx', 10, 'processing', id FROM users
       WHERE email = 'admin@example.com'`,
      [id],
    );
    const busy = await answer<Detail>(
      admin.api.DELETE('/api/templates/{id}', { params: { header: anyVersion, path: { id } } }),
    );
    expect(busy.status).toBe(409);
    await t.deps.db.query(`UPDATE uploads SET status = 'completed' WHERE template_id = $1`, [id]);
    const wh = await t.login('warehouse@example.com');
    expect(
      (
        await answer(
          wh.api.DELETE('/api/templates/{id}', { params: { header: anyVersion, path: { id } } }),
        )
      ).status,
    ).toBe(403);
    const results = await Promise.all([
      answer(
        admin.api.DELETE('/api/templates/{id}', { params: { header: anyVersion, path: { id } } }),
      ),
      answer(
        admin.api.DELETE('/api/templates/{id}', { params: { header: anyVersion, path: { id } } }),
      ),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([204, 404]);
    const kept = await t.deps.db.query<{ template_id: number | null; template_name: string }>(
      `SELECT template_id, template_name FROM uploads WHERE file_name = 'week.xlsx'`,
    );
    expect(kept).toEqual([{ template_id: null, template_name: 'Copy of Midrand' }]);
    expect(
      (await answer(admin.api.GET('/api/templates/{id}/preview', { params: { path: { id } } })))
        .status,
    ).toBe(404);
  });

  it('lets one of two simultaneous uploads with the same name win (201, 409)', async () => {
    const send = () =>
      answer(
        staff.api.POST('/api/templates/upload', {
          body: form(csvFile('Code,Description,Price\nA,B,1\n'), { template_name: 'Race' }),
        }),
      );
    const results = await Promise.all([send(), send()]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
  });
});

describe('distributor templates', () => {
  it('lists, previews (header row 4, quantity errors) and keeps the kinds apart', async () => {
    const list = await answer<{ distributor_templates: Template[]; total: number }>(
      distributor.api.GET('/api/distributor-templates'),
    );
    expect(list.body.total).toBe(1);
    const polokwane = list.body.distributor_templates[0];
    expect(polokwane).toMatchObject({
      header_row: 4,
      sheet_name: 'Order',
      created_by: 'Lerato Molefe',
      column_mapping: {
        product_code: 'Stock Code',
        description: 'Product',
        quantity: 'Qty Ordered',
        unit_price: 'Price',
        distributor_reference: 'PO Number',
      },
    });
    const id = polokwane?.id ?? 0;
    const p = await answer<Preview>(
      distributor.api.GET('/api/distributor-templates/{id}/preview', { params: { path: { id } } }),
    );
    expect(p.body.total_rows).toBe(5);
    expect(p.body.rows[0]).toEqual({
      row: 5,
      product_code: 'SKU-1042',
      description: 'Rooibos & Honey Body Lotion 400 ml',
      quantity: 48,
      unit_price_cents: 12950,
      distributor_reference: 'PO-88213',
      errors: [],
    });
    expect(p.body.rows[4]?.errors).toEqual([
      { row: 9, column: 'Qty Ordered', message: 'Quantity must be a whole number of at least 1' },
    ]);
    // A distributor template is not a product template and vice versa.
    expect(
      (await answer(admin.api.GET('/api/templates/{id}/preview', { params: { path: { id } } })))
        .status,
    ).toBe(404);
    expect(
      (
        await answer(
          admin.api.DELETE('/api/templates/{id}', { params: { header: anyVersion, path: { id } } }),
        )
      ).status,
    ).toBe(404);
    const products = await answer<{ templates: Template[] }>(admin.api.GET('/api/templates'));
    const productId = products.body.templates[0]?.id ?? 0;
    const other = await answer(
      admin.api.GET('/api/distributor-templates/{id}/preview', {
        params: { path: { id: productId } },
      }),
    );
    expect(other.status).toBe(404);
    expect((await answer(staff.api.GET('/api/distributor-templates'))).status).toBe(200);
    const wh = await t.login('warehouse@example.com');
    expect((await answer(wh.api.GET('/api/distributor-templates'))).status).toBe(403);
    expect((await answer(wh.api.GET('/api/templates'))).status).toBe(200);
  });

  it('analyses, uploads (proposed or sent mapping) and deletes distributor templates', async () => {
    const a = await answer<Analysis>(
      distributor.api.POST('/api/distributor-templates/analyze', {
        body: form(xlsxFile(await polokwaneOrderSample(), 'po.xlsx')),
      }),
    );
    expect(a.body).toMatchObject({ header_row: 4, row_count: 5, missing_required_fields: [] });
    expect(a.body.proposed_mapping).toMatchObject({
      quantity: 'Qty Ordered',
      product_code: 'Stock Code',
    });
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('Bestelling').addRow(['Kode', 'Aantal', 'Beskrywing']);
    wb.getWorksheet('Bestelling')?.addRow(['SKU-1043', 6, 'Marula Oil Hand Cream 75 ml']);
    wb.getWorksheet('Bestelling')?.addRow(['ZZZ-404', 0, 'Onbekende produk']);
    const afrikaans = xlsxFile(new Uint8Array(await wb.xlsx.writeBuffer()), 'bloem.xlsx');
    const guess = await answer<Analysis>(
      distributor.api.POST('/api/distributor-templates/analyze', { body: form(afrikaans) }),
    );
    expect(guess.body.missing_required_fields).toEqual(['product_code', 'quantity']);
    const refused = await answer(
      distributor.api.POST('/api/distributor-templates/upload', {
        body: form(afrikaans, { template_name: 'Bloemfontein order' }),
      }),
    );
    expect(refused.status).toBe(400);
    const made = await answer<Template>(
      distributor.api.POST('/api/distributor-templates/upload', {
        body: form(afrikaans, {
          template_name: 'Bloemfontein order',
          column_mapping: JSON.stringify({
            product_code: 'Kode',
            quantity: 'Aantal',
            description: 'Beskrywing',
          }),
        }),
      }),
    );
    expect(made.status).toBe(201);
    expect(made.body.created_by).toBe('Lerato Molefe');
    const preview = await answer<Preview>(
      distributor.api.GET('/api/distributor-templates/{id}/preview', {
        params: { path: { id: made.body.id } },
      }),
    );
    expect(preview.body.columns).toEqual(['product_code', 'description', 'quantity']);
    expect(preview.body.rows[0]).toMatchObject({ quantity: 6, unit_price_cents: null, errors: [] });
    expect(preview.body.rows[1]?.errors).toEqual([
      { row: 3, column: 'Aantal', message: 'Quantity must be a whole number of at least 1' },
      { row: 3, column: 'Kode', message: 'Unknown product code ZZZ-404' },
    ]);
    const dup = await answer(
      distributor.api.POST('/api/distributor-templates/upload', {
        body: form(afrikaans, {
          template_name: 'bloemfontein ORDER',
          column_mapping: '{"product_code":"Kode","quantity":"Aantal"}',
        }),
      }),
    );
    expect(dup.status).toBe(409);
    // The same name is free among product templates (names are unique per kind).
    const product = await answer(
      staff.api.POST('/api/templates/upload', {
        body: form(csvFile('Code,Description,Price\nA,B,1\n'), {
          template_name: 'Bloemfontein order',
        }),
      }),
    );
    expect(product.status).toBe(201);
    const big = new File([new Uint8Array(20 * 1024 * 1024 + 1)], 'huge.xlsx', { type: XLSX });
    const tooBig = await answer(
      distributor.api.POST('/api/distributor-templates/upload', {
        body: form(big, { template_name: 'Huge' }),
      }),
    );
    expect(tooBig.status).toBe(413);
    const wrongType = await answer(
      distributor.api.POST('/api/distributor-templates/analyze', {
        body: form(new File(['x'], 'order.txt', { type: 'text/plain' })),
      }),
    );
    expect(wrongType.status).toBe(415);
    const unreadable = await answer(
      distributor.api.POST('/api/distributor-templates/upload', {
        body: form(xlsxFile(new Uint8Array([0x50, 0x4b, 1, 2])), { template_name: 'Broken' }),
      }),
    );
    expect(unreadable.status).toBe(400);
    const ro = await t.login('distributor.readonly@example.com');
    expect(
      (
        await answer(
          ro.api.DELETE('/api/distributor-templates/{id}', {
            params: { header: anyVersion, path: { id: made.body.id } },
          }),
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await answer(
          distributor.api.DELETE('/api/distributor-templates/{id}', {
            params: { header: anyVersion, path: { id: made.body.id } },
          }),
        )
      ).status,
    ).toBe(403);
    const da = await t.login('distributor.admin@example.com');
    expect(
      (
        await answer(
          da.api.DELETE('/api/distributor-templates/{id}', {
            params: { header: anyVersion, path: { id: made.body.id } },
          }),
        )
      ).status,
    ).toBe(204);
    expect(
      (
        await answer(
          da.api.DELETE('/api/distributor-templates/{id}', {
            params: { header: anyVersion, path: { id: made.body.id } },
          }),
        )
      ).status,
    ).toBe(404);
    const audit = await t.deps.db.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE resource = 'distributor_templates' ORDER BY id`,
    );
    expect(audit.map((r) => r.action)).toEqual(['create', 'delete']);
  });
});
