import { MAX_ROW_ERRORS, PRODUCT_FIELDS } from '@back-office/domain';
import ExcelJS from 'exceljs';
import type { Queryable } from '../db/db.ts';
import { readSpreadsheet } from '../lib/spreadsheet/read.ts';
import { checkRows } from '../uploads/check-rows.ts';
import { DEMO_EXTRA_PRODUCTS, DEMO_PROMO_PRODUCTS } from '../uploads/demo-catalogue.ts';
import { insertProductSet } from '../uploads/insert-products.ts';
import type { TemplateLayout } from '../uploads/template-layout.ts';
import type { DemoClock } from './demo-clock.ts';
import {
  DEMO_CATALOGUE,
  type DemoCatalogueProduct,
  durbanPriceListSample,
} from './demo-templates.ts';

interface DemoUpload {
  fileName: string;
  bytes: Uint8Array;
  layout: TemplateLayout;
  email: string;
  createdAt: Date;
}

/** An xlsx in a template's layout (its sheet, header row and mapped headers) holding `products`. */
async function fileFor(
  layout: TemplateLayout,
  products: readonly DemoCatalogueProduct[],
  patch: (cells: Record<string, unknown>, index: number) => void = () => {},
) {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(layout.sheet_name);
  for (let r = 1; r < layout.header_row; r++) ws.addRow([]);
  const fields = PRODUCT_FIELDS.filter((f) => layout.column_mapping[f]);
  ws.addRow(fields.map((f) => layout.column_mapping[f]));
  products.forEach((p, i) => {
    const cells: Record<string, unknown> = { ...p, unit_price: p.unit_price_cents / 100 };
    patch(cells, i);
    ws.addRow(fields.map((f) => cells[f]));
  });
  return new Uint8Array(await wb.xlsx.writeBuffer());
}

/** Runs a demo file through the real reader and row checks and stores the terminal outcome. */
async function seedUpload(tx: Queryable, u: DemoUpload): Promise<void> {
  const users = await tx.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [u.email]);
  const userId = users[0]?.id;
  if (userId === undefined) return;
  const book = await readSpreadsheet(u.bytes, u.fileName);
  const result = await checkRows(book, u.layout);
  const ok = result.errors.length === 0 && result.products.length > 0;
  const done = new Date(u.createdAt.getTime() + 6_000 + result.totalRows * 40);
  const message = ok
    ? `${result.products.length} products imported`
    : `${result.failedRows} of ${result.totalRows} rows have errors; nothing was imported`;
  const rows = await tx.query<{ id: number }>(
    `INSERT INTO uploads (template_id, template_name, file_name, file_size, file_content, status,
                          message, total_rows, processed_rows, imported_rows, failed_rows, errors,
                          created_by, created_at, updated_at, completed_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8, $9, $10, $11::jsonb, $12, $13, $14, $14)
     RETURNING id`,
    [
      u.layout.id,
      u.layout.template_name,
      u.fileName,
      u.bytes.byteLength,
      u.bytes,
      ok ? 'completed' : 'failed',
      message,
      result.totalRows,
      ok ? result.products.length : 0,
      result.failedRows,
      JSON.stringify(result.errors.slice(0, MAX_ROW_ERRORS)),
      userId,
      u.createdAt,
      done,
    ],
  );
  const uploadId = rows[0]?.id;
  if (!ok || uploadId === undefined) return;
  const setId = await insertProductSet(
    tx,
    {
      uploadId,
      templateId: u.layout.id,
      templateName: u.layout.template_name,
      fileName: u.fileName,
      createdBy: userId,
      now: done,
    },
    result.products,
  );
  await tx.query('UPDATE uploads SET upload_session_id = $2 WHERE id = $1', [uploadId, setId]);
}

/** The Midrand catalogue's upload: before every seeded order, which orders its products. */
const CATALOGUE_DAYS_AGO = 16;

/**
 * Seeds the upload history against the demo product templates (run after them): an older
 * completed Winter wellness promo (8 products), the completed Midrand catalogue (60 products:
 * DEMO_CATALOGUE plus 48 more), a failed branch list (4 row errors) and a failed KwaZulu
 * Naturals price list (a `POA` price).
 * Does nothing when there is no product template.
 */
export async function seedDemoUploads(tx: Queryable, clock: DemoClock): Promise<void> {
  const layouts = await tx.query<TemplateLayout>(
    `SELECT id, template_name, sheet_name, header_row, column_mapping
       FROM templates WHERE kind = 'product' ORDER BY id`,
  );
  const [midrand, kzn] = layouts;
  if (!midrand) return;
  const stamp = clock.day(CATALOGUE_DAYS_AGO);
  await seedUpload(tx, {
    fileName: 'winter_wellness_promo.xlsx',
    bytes: await fileFor(midrand, DEMO_PROMO_PRODUCTS),
    layout: midrand,
    email: 'supervisor@example.com',
    createdAt: clock.at(CATALOGUE_DAYS_AGO + 14, 11, 12),
  });
  await seedUpload(tx, {
    fileName: `stock_${stamp}.xlsx`,
    bytes: await fileFor(midrand, [...DEMO_CATALOGUE, ...DEMO_EXTRA_PRODUCTS]),
    layout: midrand,
    email: 'warehouse@example.com',
    createdAt: clock.at(CATALOGUE_DAYS_AGO, 8, 12),
  });
  // A branch re-keyed last week's list by hand: a typo in a price, a code entered twice, a
  // description left out. The whole file is refused and nothing is imported.
  await seedUpload(tx, {
    fileName: `stock_${stamp}_rustenburg_branch.xlsx`,
    bytes: await fileFor(midrand, DEMO_EXTRA_PRODUCTS.slice(0, 24), (cells, i) => {
      if (i === 4) cells.unit_price = 'R39,9O';
      if (i === 11) cells.product_code = 'SKU-1152';
      if (i === 17) cells.description = null;
      if (i === 20) cells.stock_quantity = 'twelve';
    }),
    layout: midrand,
    email: 'warehouse@example.com',
    createdAt: clock.at(4, 10, 12),
  });
  if (kzn) {
    await seedUpload(tx, {
      fileName: 'kzn_naturals_price_list_nov.xlsx',
      bytes: await durbanPriceListSample(),
      layout: kzn,
      email: 'supervisor@example.com',
      createdAt: clock.at(2, 13, 12),
    });
  }
}
