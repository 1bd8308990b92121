import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeCsv, parseCsv } from '../src/lib/spreadsheet/csv.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import type { TestClient } from './helpers/test-client.ts';

let t: TestApp;
let staff: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  staff = await t.login('warehouse@example.com');
});
afterAll(() => t.close());

/** A CSV export's records (header first), read as a spreadsheet program would. */
async function csvRecords(res: Response) {
  return parseCsv(decodeCsv(new Uint8Array(await res.arrayBuffer()))).filter((r) => r.length > 0);
}

/** The first worksheet of an xlsx answer. */
async function firstSheet(res: Response) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(await res.arrayBuffer());
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error('no worksheet');
  return sheet;
}

describe('template and weekly combination exports', () => {
  it('templates: the rows, filter and order of the list call, formula-safe', async () => {
    const db = t.deps.db;
    for (const name of ['=cmd|calc', 'Zebrafin B', 'Zebrafin A', 'Other']) {
      await db.query(
        `INSERT INTO templates (kind, template_name, description, file_name, file_content,
           sheet_name, header_row, column_mapping, sample_columns)
         VALUES ('product', $1, NULL, 'x.xlsx', '\\x00', 'Sheet1', 1, '{}', '[]')`,
        [name],
      );
    }
    const query = 'search=zebrafin&sort_by=template_name&sort_order=desc';
    const listed = (await (await staff.raw('GET', `/api/templates?${query}`)).json()) as {
      templates: { template_name: string }[];
    };
    const names = listed.templates.map((x) => x.template_name);
    expect(names).toEqual(['Zebrafin B', 'Zebrafin A']);

    const csv = await staff.raw('GET', `/api/templates/export/csv?${query}`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toMatch(
      /filename="templates_\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const [header, ...rows] = await csvRecords(csv);
    const at = (header ?? []).indexOf('Template name');
    expect(rows.map((r) => r[at])).toEqual(names);

    const all = await csvRecords(await staff.raw('GET', '/api/templates/export/csv?search=cmd'));
    expect(all[1]?.[at]).toBe(`'=cmd|calc`);
    const sheet = await firstSheet(await staff.raw('GET', '/api/templates/export/xlsx?search=cmd'));
    const cell = sheet.getRow(2).getCell(at + 1);
    expect(cell.value).toBe('=cmd|calc');
    expect(cell.formula).toBeUndefined();
  });

  it('weekly combinations: the rows and order of the list call, money in rand', async () => {
    const listed = (await (
      await staff.raw(
        'GET',
        '/api/weekly-combinations?sort_by=week_start&sort_order=asc&limit=1000',
      )
    ).json()) as { weekly_combinations: { week_start: string; total_cents: number }[] };
    const csv = await staff.raw(
      'GET',
      '/api/weekly-combinations/export/csv?sort_by=week_start&sort_order=asc',
    );
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toContain('weekly_combinations_');
    const [header, ...rows] = await csvRecords(csv);
    const week = (header ?? []).indexOf('Week start');
    const total = (header ?? []).indexOf('Total (incl. VAT) (R)');
    expect(rows.map((r) => r[week])).toEqual(listed.weekly_combinations.map((w) => w.week_start));
    expect(rows.map((r) => Number(r[total]))).toEqual(
      listed.weekly_combinations.map((w) => w.total_cents / 100),
    );
    const sheet = await firstSheet(
      await staff.raw('GET', '/api/weekly-combinations/export/xlsx?status=completed'),
    );
    expect(sheet.getRow(1).getCell(1).value).toBe('Week start');
  });

  it('distributor templates: their own kind only, under their own name', async () => {
    const admin = await t.login('admin@example.com');
    const listed = (await (
      await admin.raw('GET', '/api/distributor-templates?limit=1000')
    ).json()) as {
      distributor_templates: { template_name: string }[];
    };
    const csv = await admin.raw('GET', '/api/distributor-templates/export/csv');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toContain('distributor_templates_');
    const [header, ...rows] = await csvRecords(csv);
    const at = (header ?? []).indexOf('Template name');
    expect(rows.map((r) => r[at])).toEqual(
      listed.distributor_templates.map((x) => x.template_name),
    );
    expect(rows.map((r) => r[at])).not.toContain('Zebrafin A');
  });

  it('uploads: the rows, filter and order of the history', async () => {
    const query = 'sort_by=file_name&sort_order=asc&status=completed';
    const listed = (await (await staff.raw('GET', `/api/uploads?${query}&limit=1000`)).json()) as {
      uploads: { file_name: string }[];
    };
    expect(listed.uploads.length).toBeGreaterThan(0);
    const csv = await staff.raw('GET', `/api/uploads/export/csv?${query}`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toMatch(
      /filename="uploads_\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const [header, ...rows] = await csvRecords(csv);
    const at = (header ?? []).indexOf('File name');
    expect(rows.map((r) => r[at])).toEqual(listed.uploads.map((u) => u.file_name));
    const sheet = await firstSheet(await staff.raw('GET', `/api/uploads/export/xlsx?${query}`));
    expect(sheet.rowCount).toBe(listed.uploads.length + 1);
  });

  it('periods: the admin list, active first, archived only when asked for', async () => {
    const admin = await t.login('admin@example.com');
    await t.deps.db.query(
      `INSERT INTO periods (name, start_date, end_date, status)
       VALUES ('=Old period', '2020-01-01', '2020-01-31', 'archived')`,
    );
    const listed = (await (await admin.raw('GET', '/api/periods')).json()) as {
      periods: { name: string; status: string }[];
    };
    const [header, ...rows] = await csvRecords(await admin.raw('GET', '/api/periods/export/csv'));
    const at = (header ?? []).indexOf('Name');
    expect(rows.map((r) => r[at])).toEqual(listed.periods.map((p) => p.name));
    expect(listed.periods[0]?.status).toBe('active');
    const archived = await csvRecords(
      await admin.raw('GET', '/api/periods/export/csv?status=archived'),
    );
    expect(archived.slice(1).map((r) => r[at])).toContain(`'=Old period`);
    expect((await staff.raw('GET', '/api/periods/export/csv')).status).toBe(403);
  });

  it('each is checked like its list: 403 without the permission, 422 for a bad query', async () => {
    const distributor = await t.login('distributor.admin@example.com');
    expect((await distributor.raw('GET', '/api/weekly-combinations/export/csv')).status).toBe(403);
    const readonly = await t.login('distributor.readonly@example.com');
    expect((await readonly.raw('GET', '/api/uploads/export/csv')).status).toBe(403);
    const nobody = t.anonymous();
    expect((await nobody.raw('GET', '/api/templates/export/csv')).status).toBe(401);
    expect((await staff.raw('GET', '/api/templates/export/pdf')).status).toBe(422);
    expect((await staff.raw('GET', '/api/templates/export/csv?sort_by=secret')).status).toBe(422);
    expect((await staff.raw('GET', '/api/weekly-combinations/export/csv?status=x')).status).toBe(
      422,
    );
  });
});
