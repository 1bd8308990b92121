import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeCsv, parseCsv } from '../src/lib/spreadsheet/csv.ts';
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
let staff: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@example.com');
  staff = await t.login('warehouse@example.com');
  // The demo data writes no audit entries: a few of two actions, for the audit log's filter.
  await t.deps.db.query(
    `INSERT INTO audit_log (action, resource, record_id, summary)
     SELECT CASE WHEN g % 3 = 0 THEN 'delete' ELSE 'create' END, 'periods', g, 'Entry ' || g
     FROM generate_series(1, 9) g`,
  );
  // Lists of at least two matching rows whose order differs from their ids' order.
  const period = await activePeriodId(t.deps.db);
  await insertCombinedOrder(t.deps.db, period);
  await insertCombinedOrder(t.deps.db, period);
  for (const last of ['Aardvark', 'Zulu']) {
    const consultantId = await insertConsultant(t.deps.db, { first: 'Export', last });
    const order = await insertConsultantOrder(t.deps.db, {
      consultantId,
      periodId: period,
      lines: [{ code: 'EXP-1', quantity: 1, priceCents: 1000 }],
    });
    await admin.api.POST('/api/invoices/from-order', {
      body: { source_type: 'consultant_order', source_id: order },
    });
  }
});
afterAll(() => t.close());

/** A CSV export's records (header first), read as a spreadsheet program would. */
async function csvRecords(res: Response) {
  return parseCsv(decodeCsv(new Uint8Array(await res.arrayBuffer()))).filter((r) => r.length > 0);
}

type Query = Record<string, string | number | boolean>;
const qs = (q: Query) => new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)]));

/** Each list, a query with a filter and a non-default sort, and the list field column 1 shows. */
const LISTS: Array<{
  list: string;
  items: string;
  query: Query;
  column: string;
  key: string;
  file: string;
}> = [
  {
    list: '/api/orders',
    items: 'orders',
    query: { sort_by: 'reference', sort_order: 'desc', status: 'completed' },
    column: 'Reference',
    key: 'reference',
    file: 'orders',
  },
  {
    list: '/api/products',
    items: 'products',
    query: { sort_by: 'unit_price_cents', sort_order: 'desc', min_price_cents: 10000 },
    column: 'Product code',
    key: 'product_code',
    file: 'products',
  },
  {
    list: '/api/consultant-orders',
    items: 'consultant_orders',
    query: { sort_by: 'consultant_name', sort_order: 'asc', status: 'submitted' },
    column: 'Order number',
    key: 'order_number',
    file: 'consultant_orders',
  },
  {
    list: '/api/combined-orders',
    items: 'combined_orders',
    query: { sort_by: 'combined_number', sort_order: 'desc', status: 'open' },
    column: 'Combined number',
    key: 'combined_number',
    file: 'combined_orders',
  },
  {
    list: '/api/invoices',
    items: 'invoices',
    query: { sort_by: 'bill_to_name', sort_order: 'desc', status: 'draft' },
    column: 'Invoice number',
    key: 'invoice_number',
    file: 'invoices',
  },
  {
    list: '/api/audit-logs',
    items: 'audit_logs',
    query: { sort_by: 'created_at', sort_order: 'desc', action: 'create' },
    column: 'Summary',
    key: 'summary',
    file: 'audit_log',
  },
  {
    list: '/api/users',
    items: 'users',
    query: { sort_by: 'email', sort_order: 'desc', search: 'distributor' },
    column: 'Email',
    key: 'email',
    file: 'users',
  },
];

describe('list exports', () => {
  it.each(LISTS)(
    '$list: the rows, filters and order of the list call, named by today',
    async (l) => {
      const listed = await admin.raw('GET', `${l.list}?${qs({ ...l.query, limit: 1000 })}`);
      expect(listed.status).toBe(200);
      const page = (await listed.json()) as Record<string, unknown>;
      const items = page[l.items] as Record<string, unknown>[];
      const keys = items.map((item) => String(item[l.key]));
      expect(page.total).toBe(items.length);
      const all = (await (await admin.raw('GET', `${l.list}?limit=1000`)).json()) as {
        total: number;
      };
      // The filter matters (it leaves some rows out) and leaves rows enough to show an order.
      expect(keys.length).toBeGreaterThan(1);
      expect(keys.length).toBeLessThan(all.total);

      const csv = await admin.raw('GET', `${l.list}/export/csv?${qs(l.query)}`);
      expect(csv.status).toBe(200);
      expect(csv.headers.get('content-type')).toContain('text/csv');
      const today = new Date(Date.now() + 2 * 3600_000).toISOString().slice(0, 10);
      expect(csv.headers.get('content-disposition')).toContain(`filename="${l.file}_${today}.csv"`);
      const [header, ...rows] = await csvRecords(csv);
      const at = (header ?? []).indexOf(l.column);
      expect(at).toBeGreaterThanOrEqual(0);
      expect(rows.map((r) => String(r[at]))).toEqual(keys);

      const xlsx = await admin.raw('GET', `${l.list}/export/xlsx?${qs(l.query)}`);
      expect(xlsx.status).toBe(200);
      expect(xlsx.headers.get('content-disposition')).toContain(`${l.file}_${today}.xlsx`);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(await xlsx.arrayBuffer());
      const sheet = book.worksheets[0];
      expect(sheet?.rowCount).toBe(keys.length + 1);
      const column = sheet
        ?.getColumn(at + 1)
        .values.slice(2)
        .map(String);
      expect(column).toEqual(keys);
    },
  );

  it('writes statuses in words, as the screens show them (decision 052)', async () => {
    for (const [list, status, words] of [
      ['/api/invoices', 'draft', 'Draft'],
      ['/api/consultant-orders', 'submitted', 'Submitted'],
      ['/api/combined-orders', 'open', 'Open'],
      ['/api/orders', 'completed', 'Completed'],
    ] as const) {
      const [header, ...rows] = await csvRecords(
        await admin.raw('GET', `${list}/export/csv?status=${status}`),
      );
      const at = (header ?? []).indexOf('Status');
      expect(rows.length, list).toBeGreaterThan(0);
      expect(new Set(rows.map((r) => r[at])), list).toEqual(new Set([words]));
    }
  });

  it('each export is checked like its list: 403 without the list permission', async () => {
    const distributor = await t.login('distributor.admin@example.com');
    for (const l of LISTS) {
      expect((await distributor.raw('GET', `${l.list}/export/csv`)).status).toBe(403);
    }
    // The audit log and users are the administrator's.
    expect((await staff.raw('GET', '/api/audit-logs/export/csv')).status).toBe(403);
    expect((await staff.raw('GET', '/api/users/export/xlsx')).status).toBe(403);
    expect((await staff.raw('GET', '/api/orders/export/csv')).status).toBe(200);
    expect((await staff.raw('GET', '/api/orders/export/pdf')).status).toBe(422);
    expect((await staff.raw('GET', '/api/orders/export/csv?sort_by=secret')).status).toBe(422);
    expect(
      (await staff.raw('GET', '/api/products/export/csv?min_price_cents=9&max_price_cents=1'))
        .status,
    ).toBe(400);
  });

  it('writes text formula-safe (CSV apostrophe, xlsx text cells), money in rand, days ISO', async () => {
    const period = await activePeriodId(t.deps.db);
    const consultant = await insertConsultant(t.deps.db, {
      first: '=HYPERLINK("x")',
      last: '+Sum',
    });
    await insertConsultantOrder(t.deps.db, {
      consultantId: consultant,
      periodId: period,
      lines: [{ code: 'FORMULA-1', quantity: 3, priceCents: 12345 }],
    });
    const query = qs({ consultant_id: consultant });
    const [header, row] = await csvRecords(
      await staff.raw('GET', `/api/consultant-orders/export/csv?${query}`),
    );
    const cell = (name: string) => row?.[(header ?? []).indexOf(name)];
    expect(cell('Consultant')).toBe(`'=HYPERLINK("x") +Sum`);
    expect(cell('Subtotal (excl. VAT) (R)')).toBe('370.35');
    expect(cell('VAT (15%) (R)')).toBe('55.55');
    expect(cell('Total (incl. VAT) (R)')).toBe('425.90');
    expect(cell('Order date')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(cell('Created (SAST)')).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);

    const xlsx = await staff.raw('GET', `/api/consultant-orders/export/xlsx?${query}`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await xlsx.arrayBuffer());
    const sheet = book.worksheets[0];
    if (!sheet) throw new Error('no worksheet');
    const headers = (sheet.getRow(1).values as unknown[]).map(String);
    const xcell = (name: string) => sheet.getRow(2).getCell(headers.indexOf(name));
    // Shown as typed (no apostrophe), and a string, never a formula.
    expect(xcell('Consultant')?.value).toBe('=HYPERLINK("x") +Sum');
    expect(xcell('Consultant')?.formula).toBeUndefined();
    expect(xcell('Subtotal (excl. VAT) (R)')?.value).toBe(370.35);
    expect(xcell('Subtotal (excl. VAT) (R)')?.numFmt).toBe('#,##0.00');
  });

  it("names each audit entry's record by what the screens call it, its id apart", async () => {
    const period = await t.deps.db.query<{ id: number; name: string }>(
      'SELECT id, name FROM periods ORDER BY id LIMIT 1',
    );
    const { id, name } = period[0] ?? { id: 0, name: '' };
    const records = await csvRecords(
      await admin.raw('GET', `/api/audit-logs/export/csv?${qs({ action: 'create' })}`),
    );
    const [header, ...rows] = records;
    const col = (label: string) => (header ?? []).indexOf(label);
    const entry = rows.find((row) => row[col('Record id')] === String(id));
    expect(entry?.[col('Record')]).toBe(name);
  });

  it('exports 20,000 rows with no cap', async () => {
    await t.deps.db.query(
      `INSERT INTO audit_log (action, resource, record_id, summary)
       SELECT 'update', 'products', g, 'Bulk export row ' || g FROM generate_series(1, 20000) g`,
    );
    const query = qs({ resource: 'products', action: 'update', sort_order: 'asc' });
    const csv = await admin.raw('GET', `/api/audit-logs/export/csv?${query}`);
    const records = await csvRecords(csv);
    expect(records.length).toBeGreaterThanOrEqual(20_001);
    const summary = (records[0] ?? []).indexOf('Summary');
    expect(records.at(-1)?.[summary]).toBe('Bulk export row 20000');
    const xlsx = await admin.raw('GET', `/api/audit-logs/export/xlsx?${query}`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await xlsx.arrayBuffer());
    expect(book.worksheets[0]?.rowCount).toBe(records.length);
  }, 120_000);
});
