import type { Schemas } from '@back-office/api-client';
import { MAX_ROW_ERRORS } from '@back-office/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../src/db/db.ts';
import { importUpload } from '../src/uploads/import-upload.ts';
import { ReceivedFiles } from '../src/uploads/received-files.ts';
import { answer } from './helpers/answer.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import type { TestClient } from './helpers/test-client.ts';
import {
  HEADERS,
  insertTemplate,
  productRow,
  type Upload,
  type UploadStatus,
  upload,
  uploadForm,
  xlsxFile,
} from './uploads-fixtures.ts';

type ProductList = Schemas['ProductList'];

let t: TestApp;
let staff: TestClient;
let templateId: number;
beforeAll(async () => {
  t = await createTestApp();
  staff = await t.login('warehouse@example.com');
  templateId = await insertTemplate(t.deps.db, 'Uploads test stock list');
});
afterAll(() => t.close());

const status = async (id: number) =>
  (
    await answer<UploadStatus>(
      staff.api.GET('/api/upload/{id}/status', { params: { path: { id } } }),
    )
  ).body;

/** Uploads, waits for the job, and returns the terminal status. */
async function importFile(file: File, template = templateId): Promise<UploadStatus> {
  const res = await upload(staff, file, template);
  expect(res.status).toBe(202);
  await t.deps.jobs.idle();
  return status(res.body.id);
}

describe('createUpload: the import job', () => {
  it('answers 202 pending, then imports every row into a new product set', async () => {
    const file = await xlsxFile([1, 2, 3].map(productRow), { name: 'stock_2026-11-16.xlsx' });
    const res = await upload(staff, file, templateId);
    expect(res.status).toBe(202);
    expect(res.headers.get('location')).toBe(`/api/upload/${res.body.id}/status`);
    expect(res.body).toMatchObject({
      status: 'pending',
      template_id: templateId,
      template_name: 'Uploads test stock list',
      file_name: 'stock_2026-11-16.xlsx',
      file_size: file.size,
      total_rows: 0,
      upload_session_id: null,
      completed_at: null,
      created_by: { name: 'Thandi Nkosi', email: 'warehouse@example.com' },
    });
    await t.deps.jobs.idle();
    const done = await status(res.body.id);
    expect(done).toMatchObject({
      status: 'completed',
      progress: 100,
      is_terminal: true,
      message: '3 products imported',
      total_rows: 3,
      processed_rows: 3,
      imported_rows: 3,
      failed_rows: 0,
      errors: [],
    });
    expect(done.upload_session_id).toBeGreaterThan(0);
    const one = await answer<Upload>(
      staff.api.GET('/api/upload/{id}', { params: { path: { id: res.body.id } } }),
    );
    expect(one.body).toMatchObject({ status: 'completed', imported_rows: 3 });
    expect(one.body.completed_at).not.toBeNull();
    const products = await answer<ProductList>(
      staff.api.GET('/api/products', {
        params: {
          query: {
            upload_session_id: done.upload_session_id ?? 0,
            sort_by: 'product_code',
            sort_order: 'asc',
          },
        },
      }),
    );
    expect(products.body.products).toEqual([
      expect.objectContaining({
        product_code: 'SKU-00001',
        unit_price_cents: 13050,
        barcode: '6001000000001',
      }),
      expect.objectContaining({ product_code: 'SKU-00002', unit_price_cents: 13150 }),
      expect.objectContaining({ product_code: 'SKU-00003', unit_price_cents: 13250 }),
    ]);
    const audits = await t.deps.db.query<{ action: string; resource: string; summary: string }>(
      `SELECT action, resource, summary FROM audit_log WHERE resource = 'uploads' AND record_id = $1 ORDER BY id`,
      [res.body.id],
    );
    expect(audits.map((a) => a.action)).toEqual(['upload', 'process']);
    expect(audits[1]?.summary).toContain('Imported 3 products from stock_2026-11-16.xlsx');
  });

  it('reads CSV with quoting and rand formats, headers below title rows, matched loosely', async () => {
    const lowTemplate = await insertTemplate(t.deps.db, 'Uploads test Cape Town CSV', 3);
    const csv = [
      'Cape Town branch,,,,,,',
      'Exported 2026-11-17,,,,,,',
      ' item code ,ITEM DESCRIPTION,category,Retail Price (incl VAT),uom,ean,qty on hand',
      'CT-1,"Marula Oil Hand Cream, 75 ml",Hand care,"R 64,95",each,,',
      '',
      'CT-2,"Shea ""Rich"" Body Butter",Body care,"1,299.00",box of 12,0600123456789,"1 200"',
      'CT-3,Lemon Verbena Hand Wash,Home care,R49,each,,12',
    ].join('\r\n');
    const done = await importFile(
      new File([csv], 'cape_town.csv', { type: 'text/csv' }),
      lowTemplate,
    );
    expect(done).toMatchObject({ status: 'completed', total_rows: 3, imported_rows: 3 });
    const list = await answer<{ products: Record<string, unknown>[] }>(
      staff.api.GET('/api/products', {
        params: {
          query: {
            upload_session_id: done.upload_session_id ?? 0,
            sort_by: 'product_code',
            sort_order: 'asc',
          },
        },
      }),
    );
    expect(
      list.body.products.map((p) => [
        p.description,
        p.unit_price_cents,
        p.unit,
        p.barcode,
        p.stock_quantity,
      ]),
    ).toEqual([
      ['Marula Oil Hand Cream, 75 ml', 6495, 'each', null, null],
      ['Shea "Rich" Body Butter', 129900, 'box of 12', '0600123456789', 1200],
      ['Lemon Verbena Hand Wash', 4900, 'each', null, 12],
    ]);
  });

  it('fails with every row error and imports nothing when any row is invalid', async () => {
    const rows = [
      productRow(1),
      ['', 'No code', 'Body care', 10, 'each', null, 1],
      ['SKU-B', 'Bad price', 'Body care', 'R12,5O', 'each', null, 1],
      ['sku-00001', 'Duplicate', 'Body care', 10, 'each', null, 1],
      ['SKU-C', null, 'Body care', -5, 'each', null, 2.5],
    ];
    const done = await importFile(await xlsxFile(rows, { name: 'bad.xlsx' }));
    expect(done).toMatchObject({
      status: 'failed',
      progress: 100,
      is_terminal: true,
      total_rows: 5,
      imported_rows: 0,
      failed_rows: 4,
      upload_session_id: null,
      message: '4 of 5 rows have errors; nothing was imported',
    });
    expect(done.errors).toEqual([
      { row: 3, column: 'Item Code', message: 'A product code is required' },
      { row: 4, column: 'Retail Price (incl VAT)', message: "'R12,5O' is not a valid amount" },
      { row: 5, column: null, message: 'Duplicate product code sku-00001 (first seen on row 2)' },
      { row: 6, column: 'Item Description', message: 'A description is required' },
      { row: 6, column: 'Retail Price (incl VAT)', message: "'-5' must not be negative" },
      { row: 6, column: 'Qty On Hand', message: "'2.5' is not a whole number" },
    ]);
    const sets = await t.deps.db.query(
      'SELECT 1 FROM product_sets ps JOIN uploads u ON u.id = ps.upload_id WHERE u.file_name = $1',
      ['bad.xlsx'],
    );
    expect(sets).toHaveLength(0);
  });

  it('keeps at most MAX_ROW_ERRORS (100, as bulk uploads) row errors but counts every failed row', async () => {
    const rows = Array.from({ length: 250 }, (_, i) => [
      `X-${i}`,
      `Item ${i}`,
      null,
      'free',
      null,
      null,
      null,
    ]);
    const done = await importFile(await xlsxFile(rows));
    expect(done.failed_rows).toBe(250);
    expect(MAX_ROW_ERRORS).toBe(100);
    expect(done.errors).toHaveLength(MAX_ROW_ERRORS);
    expect(done.errors[MAX_ROW_ERRORS - 1]?.row).toBe(MAX_ROW_ERRORS + 1);
    // An upload that failed before the one cap (decision 064) kept 200: it answers 100 too.
    const kept = Array.from({ length: 200 }, (_, i) => ({
      row: i + 2,
      column: null,
      message: 'x',
    }));
    await t.deps.db.query('UPDATE uploads SET errors = $2::jsonb WHERE id = $1', [
      done.id,
      JSON.stringify(kept),
    ]);
    expect((await status(done.id)).errors).toHaveLength(MAX_ROW_ERRORS);
  });

  it('fails with a file-level error for a missing sheet, header, data or a damaged file', async () => {
    const twoSheets = new ExcelJS.Workbook();
    twoSheets.addWorksheet('Summary').addRow(['x']);
    twoSheets.addWorksheet('Other').addRow(HEADERS);
    const noSheet = await importFile(
      new File([new Uint8Array(await twoSheets.xlsx.writeBuffer())], 'wrong.xlsx'),
    );
    expect(noSheet).toMatchObject({ status: 'failed', failed_rows: 0, total_rows: 0 });
    expect(noSheet.errors).toEqual([
      { row: 1, column: null, message: "Sheet 'Stock' not found (the file has: Summary, Other)" },
    ]);
    const noHeader = await importFile(
      await xlsxFile([productRow(1)], {
        headers: ['Code', 'Item Description', 'Retail Price (incl VAT)'],
      }),
    );
    expect(noHeader.errors).toEqual([
      {
        row: 1,
        column: 'Item Code',
        message: "Column 'Item Code' (product_code) is missing from the header row",
      },
    ]);
    const empty = await importFile(await xlsxFile([]));
    expect(empty.errors[0]?.message).toBe('The file has no data rows below the header row');
    const whole = new Uint8Array(await (await xlsxFile([productRow(1)])).arrayBuffer());
    // A damaged zip is refused at once (its directory is read while checking the zip's limits).
    const damaged = await upload(
      staff,
      new File([whole.slice(0, whole.length - 200)], 'damaged.xlsx'),
      templateId,
    );
    expect(damaged.status).toBe(400);
    expect(damaged.body).toEqual({ detail: 'The file could not be read as a spreadsheet' });
  });

  it('fails when the template is gone, and only one of two workers claims an upload', async () => {
    const { db } = t.deps;
    const insert = async (template: number | null) =>
      (
        await db.query<{ id: number }>(
          `INSERT INTO uploads (template_id, template_name, file_name, file_size, file_content, created_by)
           VALUES ($1, 'Uploads test stock list', 'stock.xlsx', $2, $3,
                   (SELECT id FROM users WHERE email = 'warehouse@example.com')) RETURNING id`,
          [template, 10, new Uint8Array(await (await xlsxFile([productRow(7)])).arrayBuffer())],
        )
      )[0]?.id ?? 0;
    const audited: string[] = [];
    const ctx = {
      db,
      now: () => new Date(),
      audit: async (_: unknown, o: { summary: string }) => void audited.push(o.summary),
    };
    const orphan = await insert(null);
    await importUpload(ctx, orphan);
    expect((await status(orphan)).errors[0]?.message).toBe(
      'The template was deleted before the file was imported',
    );
    const raced = await insert(templateId);
    await Promise.all([importUpload(ctx, raced), importUpload(ctx, raced)]);
    const sets = await db.query('SELECT id FROM product_sets WHERE upload_id = $1', [raced]);
    expect(sets).toHaveLength(1);
    expect(await status(raced)).toMatchObject({ status: 'completed', imported_rows: 1 });
    expect(audited).toHaveLength(2);
  });
});

describe('createUpload: the bytes handed to the job', () => {
  it('imports the bytes its POST received, and the stored file when another process received it', async () => {
    const { db } = t.deps;
    const received = new ReceivedFiles();
    const ctx = { db, now: () => new Date(), audit: async () => {}, received };
    const bytesOf = async (row: number) =>
      new Uint8Array(await (await xlsxFile([productRow(row)])).arrayBuffer());
    const insert = async (stored: Uint8Array) =>
      (
        await db.query<{ id: number }>(
          `INSERT INTO uploads (template_id, template_name, file_name, file_size, file_content, created_by)
           VALUES ($1, 'Uploads test stock list', 'stock.xlsx', $2, $3,
                   (SELECT id FROM users WHERE email = 'warehouse@example.com')) RETURNING id`,
          [templateId, stored.byteLength, stored],
        )
      )[0]?.id ?? 0;
    const codeOf = async (id: number) =>
      (
        await db.query<{ product_code: string }>(
          `SELECT p.product_code FROM products p JOIN product_sets s ON s.id = p.upload_session_id
            WHERE s.upload_id = $1`,
          [id],
        )
      ).map((row) => row.product_code);
    // The stored file says row 41; the bytes handed over say row 42: the job reads the latter.
    const handed = await insert(await bytesOf(41));
    received.keep(handed, await bytesOf(42));
    await importUpload(ctx, handed);
    expect(await codeOf(handed)).toEqual([productRow(42)[0]]);
    // Taken once: a second attempt (a resumed job) reads the stored file.
    expect(received.take(handed)).toBeUndefined();
    const stored = await insert(await bytesOf(43));
    await importUpload(ctx, stored);
    expect(await codeOf(stored)).toEqual([productRow(43)[0]]);
  });
});

describe('createUpload: refused requests', () => {
  it('415 for other types, 413 over 20 MB, 400 for empty or unreadable files', async () => {
    const send = (file: File, template: number = templateId) =>
      answer(staff.api.POST('/api/upload', { body: uploadForm(file, template) }));
    const xls = await send(new File(['x'], 'old.xls', { type: 'application/vnd.ms-excel' }));
    expect(xls).toMatchObject({
      status: 415,
      body: { detail: 'Only .xlsx and .csv files are accepted' },
    });
    const big = await send(new File([new Uint8Array(20 * 1024 * 1024 + 1)], 'big.csv'));
    expect(big).toMatchObject({ status: 413, body: { detail: 'File is larger than 20 MB' } });
    const empty = await send(new File([], 'empty.csv'));
    expect(empty).toMatchObject({ status: 400, body: { detail: 'The file is empty' } });
    const fake = await send(new File(['not a workbook'], 'fake.xlsx'));
    expect(fake).toMatchObject({
      status: 400,
      body: { detail: 'The file could not be read as a spreadsheet' },
    });
    const binary = await send(new File([new Uint8Array([0x50, 0x4b, 0, 0, 1])], 'zip.csv'));
    expect(binary.status).toBe(400);
  });

  it('404 for an unknown or distributor template, 422 for a missing part, 403 for read-only staff', async () => {
    const file = await xlsxFile([productRow(1)]);
    const missing = await answer(staff.api.POST('/api/upload', { body: uploadForm(file, 999999) }));
    expect(missing).toMatchObject({ status: 404, body: { detail: 'Template not found' } });
    const dist = await t.deps.db.query<{ id: number }>(
      `INSERT INTO templates (kind, template_name, file_name, file_content, sheet_name, column_mapping)
       VALUES ('distributor', 'Distributor order form', 'd.xlsx', $1, 'Orders', '{}') RETURNING id`,
      [new Uint8Array([1])],
    );
    expect(
      (await answer(staff.api.POST('/api/upload', { body: uploadForm(file, dist[0]?.id ?? 0) })))
        .status,
    ).toBe(404);
    // Off-contract input (no file, a template id that is no number): by operationId.
    const noFile = { template_id: String(templateId) };
    expect((await staff.call('createUpload', { multipart: noFile })).status).toBe(422);
    const notANumber = { file, template_id: 'abc' };
    expect((await staff.call('createUpload', { multipart: notANumber })).status).toBe(422);
    const ro = await t.login('readonly@example.com');
    expect(
      (await answer(ro.api.POST('/api/upload', { body: uploadForm(file, templateId) }))).status,
    ).toBe(403);
  });
});

describe('upload history', () => {
  it('the demo history holds completed and failed uploads against the demo templates', async () => {
    const res = await answer<{ uploads: Upload[] }>(
      staff.api.GET('/api/uploads', { params: { query: { limit: 1000, sort_order: 'asc' } } }),
    );
    const demo = res.body.uploads.filter(
      (u) => u.template_id !== null && u.template_id < templateId,
    );
    expect(demo.map((u) => [u.status, u.imported_rows, u.failed_rows])).toEqual([
      ['completed', 8, 0],
      ['completed', 60, 0],
      ['failed', 0, 4],
      ['failed', 0, 1],
    ]);
    expect(demo[2]?.errors.map((e) => e.message)).toEqual([
      "'R39,9O' is not a valid amount",
      'Duplicate product code SKU-1152 (first seen on row 4)',
      'A description is required',
      "'twelve' is not a whole number",
    ]);
    const sets = await answer<{ product_sets: { product_count: number }[] }>(
      staff.api.GET('/api/product-sets', {
        params: { query: { upload_session_id: demo[1]?.upload_session_id ?? 0 } },
      }),
    );
    expect(sets.body.product_sets[0]?.product_count).toBe(60);
  });

  it('getUpload and getUploadStatus answer 404 for an unknown id', async () => {
    for (const path of ['/api/upload/{id}', '/api/upload/{id}/status'] as const) {
      const res = await answer(staff.api.GET(path, { params: { path: { id: 999999 } } }));
      expect(res).toMatchObject({ status: 404, body: { detail: 'Upload not found' } });
    }
  });

  it('lists newest first with filters, sorting and paging', async () => {
    const ro = await t.login('readonly@example.com');
    const all = await answer<{ uploads: Upload[]; total: number }>(
      ro.api.GET('/api/uploads', { params: { query: { limit: 1000 } } }),
    );
    expect(all.status).toBe(200);
    const created = all.body.uploads.map((u) => u.created_at);
    expect([...created].sort().reverse()).toEqual(created);
    const failed = await answer<{ uploads: Upload[]; total: number }>(
      ro.api.GET('/api/uploads', { params: { query: { status: 'failed', limit: 1000 } } }),
    );
    expect(failed.body.uploads.every((u) => u.status === 'failed')).toBe(true);
    expect(failed.body.total).toBe(failed.body.uploads.length);
    const search = await answer<{ uploads: Upload[] }>(
      ro.api.GET('/api/uploads', { params: { query: { search: 'CAPE_TOWN' } } }),
    );
    expect(search.body.uploads.map((u) => u.file_name)).toEqual(['cape_town.csv']);
    const byTemplate = await answer<{ uploads: Upload[] }>(
      ro.api.GET('/api/uploads', { params: { query: { template_id: templateId, limit: 1000 } } }),
    );
    expect(byTemplate.body.uploads.every((u) => u.template_id === templateId)).toBe(true);
    const byName = await answer<{ uploads: Upload[] }>(
      ro.api.GET('/api/uploads', {
        params: { query: { sort_by: 'file_name', sort_order: 'asc', limit: 1000 } },
      }),
    );
    const names = byName.body.uploads.map((u) => u.file_name.toLowerCase());
    expect([...names].sort()).toEqual(names);
    const page = await answer<{ uploads: Upload[]; skip: number; limit: number }>(
      ro.api.GET('/api/uploads', { params: { query: { skip: 1, limit: 2 } } }),
    );
    expect(page.body).toMatchObject({ skip: 1, limit: 2 });
    expect(page.body.uploads.map((u) => u.id)).toEqual(
      all.body.uploads.slice(1, 3).map((u) => u.id),
    );
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Africa/Johannesburg' });
    const dated = await answer<{ total: number }>(
      ro.api.GET('/api/uploads', { params: { query: { date_from: today, date_to: today } } }),
    );
    expect(dated.body.total).toBeGreaterThanOrEqual(byTemplate.body.uploads.length);
    const future = await answer<{ total: number }>(
      ro.api.GET('/api/uploads', { params: { query: { date_from: '2099-01-01' } } }),
    );
    expect(future.body.total).toBe(0);
    // Off-contract input (an unknown status and sort): the SDK's types refuse it, so by operationId.
    expect((await ro.call('listUploads', { query: { status: 'done' } })).status).toBe(422);
    expect((await ro.call('listUploads', { query: { sort_by: 'size' } })).status).toBe(422);
  });
});

describe('createUpload: a template deleted while the upload starts', () => {
  it('answers 404 (not a 500 or an orphan upload) when the delete lands after the first check', async () => {
    const doomed = await insertTemplate(t.deps.db, 'Deleted mid-upload');
    const db = t.deps.db;
    const transaction = db.transaction;
    // The delete slips in between the route's early check and its transaction.
    db.transaction = async <T>(fn: (tx: Queryable) => Promise<T>): Promise<T> => {
      db.transaction = transaction;
      await db.query('DELETE FROM templates WHERE id = $1', [doomed]);
      return transaction.call(db, fn) as Promise<T>;
    };
    try {
      const res = await upload(staff, await xlsxFile([productRow(1)]), doomed);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ detail: 'Template not found' });
    } finally {
      db.transaction = transaction;
    }
    const orphans = await db.query('SELECT id FROM uploads WHERE template_id = $1', [doomed]);
    expect(orphans).toEqual([]);
  });
});
