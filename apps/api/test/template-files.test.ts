import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSpreadsheet } from '../src/lib/spreadsheet/read.ts';
import { answer } from './helpers/answer.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import type { TestClient } from './helpers/test-client.ts';

/**
 * Files people can prepare (issue 35 item 5): every template offers a blank spreadsheet with its
 * exact headers (on its header row, on its sheet) and a sample whose rows its own upload imports
 * without row errors; the preview names the headers.
 */
let t: TestApp;
let staff: TestClient;
let dist: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  staff = await t.login('warehouse@example.com');
  dist = await t.login('distributor.admin@example.com');
});
afterAll(() => t.close());

type Kind = 'templates' | 'distributor-templates';
type FileKind = 'blank' | 'sample';

interface TemplateInfo {
  id: number;
  template_name: string;
  sheet_name: string;
  header_row: number;
  column_mapping: Record<string, string>;
}

const templateByName = async (name: string) => {
  const [row] = await t.deps.db.query<TemplateInfo>(
    `SELECT id, template_name, sheet_name, header_row, column_mapping FROM templates
     WHERE template_name = $1`,
    [name],
  );
  if (!row) throw new Error(`no template ${name}`);
  return row;
};

/**
 * Downloads a template file (`raw`: the harness checks JSON bodies only; the 404, 409 and 422
 * answers below go through the checked `call`).
 */
async function download(client: TestClient, kind: Kind, id: number, file: FileKind) {
  const response = await client.raw('GET', `/api/${kind}/${id}/files/${file}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe(
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  );
  return {
    bytes: new Uint8Array(await response.arrayBuffer()),
    disposition: response.headers.get('content-disposition') ?? '',
  };
}

const asFile = (bytes: Uint8Array, name: string) =>
  new File([new Uint8Array(bytes)], name, {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });

/** Every cell of every sheet: none a formula, text as string cells. */
async function cellTypes(bytes: Uint8Array) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(new Uint8Array(bytes).buffer);
  const types = new Set<string>();
  wb.eachSheet((ws) =>
    ws.eachRow((row) =>
      row.eachCell((cell) => {
        types.add(ExcelJS.ValueType[cell.type] ?? String(cell.type));
      }),
    ),
  );
  return types;
}

/** The mapped headers in the kind's field order (as the preview lists them). */
async function previewHeaders(client: TestClient, kind: Kind, id: number) {
  const res =
    kind === 'templates'
      ? await answer(client.api.GET('/api/templates/{id}/preview', { params: { path: { id } } }))
      : await answer(
          client.api.GET('/api/distributor-templates/{id}/preview', { params: { path: { id } } }),
        );
  expect(res.status).toBe(200);
  const body = res.body as { columns: string[]; headers: string[] };
  return body;
}

describe('the preview names the headers a sheet must carry', () => {
  it.each([
    ['templates', 'Midrand warehouse stock list'],
    ['templates', 'KwaZulu Naturals price list'],
    ['distributor-templates', 'Polokwane Distributors weekly order'],
  ] as const)('%s: %s', async (kind, name) => {
    const template = await templateByName(name);
    const client = kind === 'templates' ? staff : dist;
    const { columns, headers } = await previewHeaders(client, kind, template.id);
    expect(headers).toHaveLength(columns.length);
    expect(headers.length).toBeGreaterThan(0);
    columns.forEach((field, i) => {
      expect(headers[i]).toBe(template.column_mapping[field]);
    });
  });
});

describe('blank spreadsheets', () => {
  it.each([
    ['templates', 'Midrand warehouse stock list'],
    ['templates', 'KwaZulu Naturals price list'],
    ['distributor-templates', 'Polokwane Distributors weekly order'],
  ] as const)(
    '%s: %s has its headers on its header row and sheet, and no rows',
    async (kind, name) => {
      const template = await templateByName(name);
      const client = kind === 'templates' ? staff : dist;
      const { bytes, disposition } = await download(client, kind, template.id, 'blank');
      expect(disposition).toContain('_blank.xlsx');
      const book = await readSpreadsheet(bytes, 'blank.xlsx');
      expect(book.sheetNames).toEqual([template.sheet_name]);
      const rows = book.sheets[0]?.rows ?? [];
      const { headers } = await previewHeaders(client, kind, template.id);
      const headerCells = (rows[template.header_row - 1] ?? []).filter((c) => c !== null);
      expect(headerCells).toEqual(headers);
      // Nothing below the header row; above it at most a title.
      expect(rows.slice(template.header_row).filter((r) => r.some((c) => c !== null))).toEqual([]);
      for (const above of rows.slice(0, template.header_row - 1)) {
        expect(above.filter((c) => c !== null).length).toBeLessThanOrEqual(1);
      }
      expect(await cellTypes(bytes)).not.toContain('Formula');
    },
  );

  it('answers 404 for an unknown template and for a template of the other kind', async () => {
    const distributorTemplate = await templateByName('Polokwane Distributors weekly order');
    const wrongKind = await staff.call('downloadTemplateFile', {
      params: { id: distributorTemplate.id, file: 'blank' },
    });
    expect(wrongKind.status).toBe(404);
    const unknown = await dist.call('downloadDistributorTemplateFile', {
      params: { id: 999_999, file: 'sample' },
    });
    expect(unknown.status).toBe(404);
    const badFile = await staff.call('downloadTemplateFile', {
      params: { id: distributorTemplate.id, file: 'filled' },
    });
    expect(badFile.status).toBe(422);
  });
});

describe('sample spreadsheets import through the real upload path', () => {
  it.each(['Midrand warehouse stock list', 'KwaZulu Naturals price list'])(
    'product template %s: the sample imports with no row errors',
    async (name) => {
      const template = await templateByName(name);
      const { bytes, disposition } = await download(staff, 'templates', template.id, 'sample');
      expect(disposition).toContain('_sample.xlsx');
      expect(await cellTypes(bytes)).not.toContain('Formula');
      // The upload's own preview and import read it without a row error.
      const file = asFile(bytes, 'sample.xlsx');
      const preview = await answer(
        staff.api.POST('/api/upload/preview', { body: { file, template_id: template.id } }),
      );
      expect(preview.status).toBe(200);
      const created = await answer<{ id: number }>(
        staff.api.POST('/api/upload', { body: { file, template_id: template.id } }),
      );
      expect(created.status).toBe(202);
      await t.deps.jobs.idle();
      const status = await answer(
        staff.api.GET('/api/upload/{id}/status', { params: { path: { id: created.body.id } } }),
      );
      expect(status.body).toMatchObject({
        status: 'completed',
        failed_rows: 0,
        errors: [],
        total_rows: 3,
        imported_rows: 3,
      });
    },
  );

  it('distributor template: the sample orders known products and imports with no row errors', async () => {
    const template = await templateByName('Polokwane Distributors weekly order');
    const { bytes } = await download(dist, 'distributor-templates', template.id, 'sample');
    expect(await cellTypes(bytes)).not.toContain('Formula');
    const res = await answer(
      dist.api.POST('/api/distributor-orders', {
        body: {
          file: asFile(bytes, 'polokwane_sample.xlsx'),
          template_id: template.id,
          distributor_name: 'Polokwane Distributors (Pty) Ltd',
        },
      }),
    );
    expect(res.status).toBe(201);
    const order = res.body as { items: { product_id: number | null }[]; item_count: number };
    expect(order.item_count).toBe(3);
    for (const item of order.items) expect(item.product_id).not.toBeNull();
  });

  it('keeps headers that look like formulas as their text, never a formula, and still imports', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Lys');
    ws.addRow(['Pryslys']);
    ws.addRow([]);
    ws.addRow(['=Kode', '+Beskrywing', '@Prys', '-Voorraad']);
    ws.addRow(['SKU-9001', 'Rooibos tea 250 g', 45, 10]);
    const sample = asFile(new Uint8Array(await wb.xlsx.writeBuffer()), 'pryslys.xlsx');
    const admin = await t.login('admin@example.com');
    const created = await answer(
      admin.api.POST('/api/templates/upload', {
        body: {
          file: sample,
          template_name: 'Formula-looking headers',
          sheet_name: 'Lys',
          header_row: 3,
          column_mapping: JSON.stringify({
            product_code: '=Kode',
            description: '+Beskrywing',
            unit_price: '@Prys',
            stock_quantity: '-Voorraad',
          }),
        },
      }),
    );
    expect(created.status).toBe(201);
    const id = (created.body as { id: number }).id;
    for (const file of ['blank', 'sample'] as const) {
      const { bytes } = await download(staff, 'templates', id, file);
      expect(await cellTypes(bytes)).not.toContain('Formula');
      const book = await readSpreadsheet(bytes, `${file}.xlsx`);
      expect(book.sheets[0]?.rows[2]).toEqual(['=Kode', '+Beskrywing', '@Prys', '-Voorraad']);
      expect(book.sheets[0]?.rows[0]?.[0]).toBe('Formula-looking headers');
    }
    const { bytes } = await download(staff, 'templates', id, 'sample');
    const upload = await answer<{ id: number }>(
      staff.api.POST('/api/upload', {
        body: { file: asFile(bytes, 'sample.xlsx'), template_id: id },
      }),
    );
    expect(upload.status).toBe(202);
    await t.deps.jobs.idle();
    const status = await answer(
      staff.api.GET('/api/upload/{id}/status', { params: { path: { id: upload.body.id } } }),
    );
    expect(status.body).toMatchObject({ status: 'completed', failed_rows: 0, imported_rows: 3 });
  });

  it('answers 409 for a distributor sample while there are no products to order', async () => {
    const template = await templateByName('Polokwane Distributors weekly order');
    const empty = await createTestApp();
    try {
      await empty.deps.db.query(
        'TRUNCATE products, consultant_order_items, order_items, invoice_items, distributor_order_items CASCADE',
      );
      const client = await empty.login('distributor.admin@example.com');
      const res = await client.call('downloadDistributorTemplateFile', {
        params: { id: template.id, file: 'sample' },
      });
      expect(res.status).toBe(409);
      await download(client, 'distributor-templates', template.id, 'blank');
    } finally {
      await empty.close();
    }
  });
});
