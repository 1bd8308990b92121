import type { Queryable } from '../db/db.ts';
import { conflict } from '../http/errors.ts';
import type { SheetColumn, SheetRow, SheetValue } from '../lib/spreadsheet/write.ts';
import { writeXlsx } from '../lib/spreadsheet/write-xlsx.ts';
import type { KindSpec } from './kinds.ts';
import type { TemplateRow } from './template-row.ts';

/** The two files a template offers: its layout with no rows, or with a few rows its upload accepts. */
export type TemplateFileKind = 'blank' | 'sample';

/** One sample row: a value per field (rand for prices). */
type SampleRow = Record<string, SheetValue>;

/**
 * Product rows a product template's upload accepts: realistic, each field valid for its parser
 * (rand prices as numbers, whole stock counts, 13-digit barcodes kept as text).
 */
const PRODUCT_SAMPLE: readonly SampleRow[] = [
  {
    product_code: 'SKU-2101',
    description: 'Rooibos Calming Face Mist 100 ml',
    category: 'Skin care',
    unit_price: 89.95,
    unit: 'each',
    barcode: '6001234021014',
    stock_quantity: 120,
  },
  {
    product_code: 'SKU-2102',
    description: 'Marula & Shea Body Butter 250 ml',
    category: 'Body care',
    unit_price: 149,
    unit: 'each',
    barcode: '6001234021021',
    stock_quantity: 64,
  },
  {
    product_code: 'SKU-2103',
    description: 'Buchu Travel Gift Set (3 minis)',
    category: 'Gift sets',
    unit_price: 219.5,
    unit: 'set',
    barcode: '6001234021038',
    stock_quantity: 25,
  },
];

/** How many catalogue products a distributor sample orders. */
const DISTRIBUTOR_SAMPLE_LINES = 3;

/**
 * Order lines a distributor template's upload accepts: distributor orders take only known
 * product codes, so the lines order the first products of the catalogue (by code). 409 when
 * there are no products yet.
 */
async function distributorSample(db: Queryable): Promise<SampleRow[]> {
  const products = await db.query<{
    product_code: string;
    description: string;
    unit_price_cents: number;
  }>(
    `SELECT DISTINCT ON (lower(product_code)) product_code, description, unit_price_cents
       FROM products ORDER BY lower(product_code), created_at DESC, id DESC LIMIT $1`,
    [DISTRIBUTOR_SAMPLE_LINES],
  );
  if (products.length === 0) {
    throw conflict('There are no products yet, so a sample order has nothing to order');
  }
  return products.map((p, i) => ({
    product_code: p.product_code,
    description: p.description,
    quantity: 12 * (i + 1),
    unit_price: p.unit_price_cents / 100,
    distributor_reference: 'PO-10451',
  }));
}

/** Excel number formats of the field types (text stays General, written as text). */
const NUM_FMT: Record<string, string | undefined> = { price: '0.00', stock: '0', quantity: '0' };

/**
 * The sheet of a template's blank or sample file: on the template's sheet name, its mapped
 * headers (exactly as the template reads them, in field order) on its header row, and for the
 * sample a few rows that its upload imports without row errors. A header row below row 1 gets
 * the template's name as a title on row 1 and empty rows between, as the template expects.
 *
 * The writer puts its column headers on row 1, so for a lower header row the headers are the
 * first data row and row 1 carries the title. Every cell is text or a number: text is written as
 * a string cell (never a formula), so a header such as `=Code` stays that text.
 */
export function templateSheet(spec: KindSpec, template: TemplateRow, rows: readonly SampleRow[]) {
  const fields = spec.fields.filter((f) => template.column_mapping[f.name]);
  const headers = fields.map((f) => template.column_mapping[f.name] ?? f.name);
  const columns: SheetColumn[] = fields.map((f, i) => ({
    key: f.name,
    header: template.header_row === 1 ? (headers[i] ?? f.name) : '',
    width: Math.max(12, Math.min(40, (headers[i] ?? '').length + 4)),
    ...(NUM_FMT[f.type] ? { numFmt: NUM_FMT[f.type] } : {}),
  }));
  const body: SheetRow[] = [];
  if (template.header_row > 1) {
    const first = columns[0];
    if (first) first.header = template.template_name;
    for (let r = 2; r < template.header_row; r++) body.push({});
    body.push(Object.fromEntries(fields.map((f, i) => [f.name, headers[i]])));
  }
  for (const row of rows) body.push(Object.fromEntries(fields.map((f) => [f.name, row[f.name]])));
  return { name: template.sheet_name, columns, rows: body };
}

/** The file name: the template's name as a slug, then `_blank` or `_sample`. */
export function templateFileName(template: TemplateRow, kind: TemplateFileKind): string {
  const slug =
    template.template_name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, 60) || `template_${template.id}`;
  return `${slug}_${kind}.xlsx`;
}

/**
 * A template's blank or sample spreadsheet (xlsx, written on a worker thread like the exports).
 */
export async function templateSpreadsheet(
  db: Queryable,
  spec: KindSpec,
  template: TemplateRow,
  kind: TemplateFileKind,
): Promise<{ bytes: Uint8Array; fileName: string }> {
  const rows =
    kind === 'blank' ? [] : spec.knownProductCodes ? await distributorSample(db) : PRODUCT_SAMPLE;
  const bytes = await writeXlsx({ sheets: [templateSheet(spec, template, rows)] });
  return { bytes, fileName: templateFileName(template, kind) };
}
