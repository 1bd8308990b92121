import type { Schemas } from '@back-office/api-client';
import { PRODUCT_FIELDS, type ProductField, REQUIRED_PRODUCT_FIELDS } from '@back-office/domain';
import type { CellText, SpreadsheetData } from '../lib/spreadsheet/read.ts';
import { cellText, parseCount, parseRandToCents } from './cell-parsers.ts';
import type { TemplateLayout } from './template-layout.ts';

/** One problem in one spreadsheet row (the contract's `UploadRowError`). */
export type UploadRowError = Schemas['UploadRowError'];

/** A checked row, ready to insert. */
export interface ProductDraft {
  product_code: string;
  description: string;
  category: string | null;
  unit_price_cents: number;
  unit: string | null;
  barcode: string | null;
  stock_quantity: number | null;
}

/** The outcome of checking a file against a template. */
export interface CheckResult {
  totalRows: number;
  /** The valid rows (an import takes them only when `errors` is empty). */
  products: ProductDraft[];
  /** Every error found (callers keep the first `MAX_ROW_ERRORS`). */
  errors: UploadRowError[];
  failedRows: number;
  /** A problem with the whole file (sheet or header missing); no row was checked. */
  fileError: boolean;
}

const REQUIRED: readonly ProductField[] = REQUIRED_PRODUCT_FIELDS;
const norm = (header: string) =>
  header
    .replace(/\u00a0/g, ' ')
    .trim()
    .toLowerCase();

/** Picks the template's sheet (case-insensitive); a one-sheet file (a CSV) is always used. */
function pickSheet(book: SpreadsheetData, layout: TemplateLayout) {
  const wanted = norm(layout.sheet_name);
  return (
    book.sheets.find((s) => norm(s.name) === wanted) ??
    (book.sheets.length === 1 ? book.sheets[0] : undefined)
  );
}

const fileFailure = (row: number, column: string | null, message: string): CheckResult => ({
  totalRows: 0,
  products: [],
  errors: [{ row, column, message }],
  failedRows: 0,
  fileError: true,
});

/** Finds each mapped field's column index in the header row; missing required headers fail. */
function locateColumns(header: CellText[], layout: TemplateLayout) {
  const index = new Map<string, number>();
  header.forEach((cell, i) => {
    const text = cellText(cell);
    if (text !== null && !index.has(norm(text))) index.set(norm(text), i);
  });
  const columns = new Map<ProductField, { index: number; header: string }>();
  const missing: UploadRowError[] = [];
  for (const field of PRODUCT_FIELDS) {
    const mapped = layout.column_mapping[field];
    if (!mapped) continue;
    const i = index.get(norm(mapped));
    if (i !== undefined) columns.set(field, { index: i, header: cellText(header[i]) ?? mapped });
    else if (REQUIRED.includes(field)) {
      missing.push({
        row: layout.header_row,
        column: mapped,
        message: `Column '${mapped}' (${field}) is missing from the header row`,
      });
    }
  }
  return { columns, missing };
}

/**
 * Checks every data row of the template's sheet (rows after `header_row`; blank rows skipped):
 * code, description and price required, price in rand → cents, stock a whole number, product
 * codes unique in the file (case-insensitive). `onProgress` is told the rows checked so far.
 */
export async function checkRows(
  book: SpreadsheetData,
  layout: TemplateLayout,
  onProgress: (checked: number, total: number) => Promise<void> = async () => {},
): Promise<CheckResult> {
  const sheet = pickSheet(book, layout);
  if (!sheet) {
    return fileFailure(
      1,
      null,
      `Sheet '${layout.sheet_name}' not found (the file has: ${book.sheetNames.join(', ')})`,
    );
  }
  const header = sheet.rows[layout.header_row - 1] ?? [];
  const { columns, missing } = locateColumns(header, layout);
  if (missing.length > 0) return { ...fileFailure(1, null, ''), errors: missing };
  const dataRows: { number: number; cells: CellText[] }[] = [];
  sheet.rows.forEach((cells, i) => {
    if (i >= layout.header_row && cells.some((c) => cellText(c) !== null))
      dataRows.push({ number: i + 1, cells });
  });
  if (dataRows.length === 0)
    return fileFailure(1, null, 'The file has no data rows below the header row');
  const result: CheckResult = {
    totalRows: dataRows.length,
    products: [],
    errors: [],
    failedRows: 0,
    fileError: false,
  };
  const seen = new Map<string, number>();
  for (const [n, row] of dataRows.entries()) {
    const errors = checkRow(row.number, row.cells, columns, seen, result.products);
    if (errors.length > 0) {
      result.failedRows++;
      result.errors.push(...errors);
    }
    if ((n + 1) % 1000 === 0) await onProgress(n + 1, dataRows.length);
  }
  await onProgress(dataRows.length, dataRows.length);
  return result;
}

type Columns = Map<ProductField, { index: number; header: string }>;

/** The cell of `field` in a row (`undefined` when the template does not map it). */
function cellOf(cells: CellText[], columns: Columns, field: ProductField): CellText | undefined {
  const col = columns.get(field);
  return col ? cells[col.index] : undefined;
}

/**
 * Checks one row (no closure per row: an import checks 100,000 of them); a valid row's product
 * is appended to `products`. Returns the row's errors.
 */
function checkRow(
  rowNumber: number,
  cells: CellText[],
  columns: Columns,
  seen: Map<string, number>,
  products: ProductDraft[],
): UploadRowError[] {
  const errors: UploadRowError[] = [];
  const fail = (field: ProductField, message: string) =>
    errors.push({ row: rowNumber, column: columns.get(field)?.header ?? field, message });

  const code = cellText(cellOf(cells, columns, 'product_code'));
  if (code === null) fail('product_code', 'A product code is required');
  else if (code.length > 64) fail('product_code', 'The product code is longer than 64 characters');
  const description = cellText(cellOf(cells, columns, 'description'));
  if (description === null) fail('description', 'A description is required');
  const price = parseRandToCents(cellOf(cells, columns, 'unit_price'));
  if (!price.ok) fail('unit_price', price.message);
  const stock = parseCount(cellOf(cells, columns, 'stock_quantity'));
  if (!stock.ok) fail('stock_quantity', stock.message);
  if (code !== null) {
    const key = code.toLowerCase();
    const first = seen.get(key);
    if (first !== undefined) {
      errors.push({
        row: rowNumber,
        column: null,
        message: `Duplicate product code ${code} (first seen on row ${first})`,
      });
    } else seen.set(key, rowNumber);
  }
  if (errors.length === 0 && code !== null && description !== null && price.ok && stock.ok) {
    products.push({
      product_code: code,
      description,
      category: cellText(cellOf(cells, columns, 'category')),
      unit_price_cents: price.value,
      unit: cellText(cellOf(cells, columns, 'unit')),
      barcode: cellText(cellOf(cells, columns, 'barcode')),
      stock_quantity: stock.value,
    });
  }
  return errors;
}
