import type { Queryable } from '../db/db.ts';
import type { CellText, SheetData } from '../lib/spreadsheet/read.ts';
import {
  cellText as cellOrNull,
  parsePriceCents,
  parseWholeNumber,
} from '../uploads/cell-parsers.ts';
import { type DistributorOrderRowError, ImportError } from './import-error.ts';

/** A distributor template's column mapping (header texts by field). */
export interface DistributorMapping {
  product_code: string;
  quantity: string;
  description?: string;
  unit_price?: string;
  distributor_reference?: string;
}

/** One line read from one spreadsheet row. */
export interface ImportedLine {
  row_number: number;
  product_id: number;
  product_code: string;
  description: string;
  quantity: number;
  unit_price_cents: number;
}

interface CatalogueProduct {
  id: number;
  code_key: string;
  product_code: string;
  description: string;
  unit_price_cents: number;
}

/** A cell as trimmed text ('' when empty). */
const cellText = (cell: CellText | undefined): string => cellOrNull(cell) ?? '';

/** A whole quantity of at least 1, or null when the cell is not one. */
function parseQuantity(cell: CellText | undefined): number | null {
  const parsed = parseWholeNumber(cell, 1);
  return parsed.ok ? parsed.value : null;
}

/** A unit price in cents: the catalogue price when the cell is empty, null when unreadable. */
function parsePrice(cell: CellText | undefined, catalogueCents: number | undefined) {
  const parsed = parsePriceCents(cell);
  if (!parsed.ok) return null;
  return parsed.value ?? catalogueCents;
}

type Columns = Partial<Record<keyof DistributorMapping, number>>;

function locateColumns(sheet: SheetData, headerRow: number, mapping: DistributorMapping): Columns {
  const header = (sheet.rows[headerRow - 1] ?? []).map((c) => cellText(c).toLowerCase());
  const columns: Columns = {};
  for (const [field, text] of Object.entries(mapping) as [keyof DistributorMapping, string][]) {
    const index = header.indexOf(text.trim().toLowerCase());
    if (index >= 0) columns[field] = index;
  }
  const missing = (['product_code', 'quantity'] as const).filter((f) => columns[f] === undefined);
  if (missing.length > 0) {
    const names = missing.map((f) => `"${mapping[f]}"`).join(' and ');
    throw new ImportError(
      `Row ${headerRow} has no ${names} column as the template expects; nothing was imported`,
    );
  }
  return columns;
}

async function catalogue(db: Queryable, codes: string[]): Promise<Map<string, CatalogueProduct>> {
  const rows = await db.query<CatalogueProduct>(
    `SELECT DISTINCT ON (lower(product_code)) id, lower(product_code) AS code_key, product_code,
       description, unit_price_cents
     FROM products WHERE lower(product_code) = ANY($1::text[])
     ORDER BY lower(product_code), created_at DESC, id DESC`,
    [codes],
  );
  return new Map(rows.map((r) => [r.code_key, r]));
}

/**
 * Reads the data rows under the template's header row into order lines (blank rows skipped).
 * All or nothing: any unknown product code, bad quantity or unreadable price throws an
 * `ImportError` listing every bad row. Also returns the first distributor reference found.
 */
export async function parseOrderRows(
  db: Queryable,
  sheet: SheetData,
  headerRow: number,
  mapping: DistributorMapping,
  fileName: string,
) {
  const cols = locateColumns(sheet, headerRow, mapping);
  const at = (row: CellText[], field: keyof DistributorMapping) =>
    cols[field] === undefined ? undefined : row[cols[field]];
  const data = sheet.rows
    .map((cells, i) => ({ cells, number: i + 1 }))
    .slice(headerRow)
    .filter((r) => r.cells.some((c) => cellText(c) !== ''));
  const products = await catalogue(
    db,
    data.map((r) => cellText(at(r.cells, 'product_code')).toLowerCase()),
  );
  const errors: DistributorOrderRowError[] = [];
  const lines: ImportedLine[] = [];
  let reference: string | null = null;
  for (const { cells, number } of data) {
    const code = cellText(at(cells, 'product_code'));
    const product = products.get(code.toLowerCase());
    const quantity = parseQuantity(at(cells, 'quantity'));
    const priceCell = at(cells, 'unit_price');
    const price = parsePrice(priceCell, product?.unit_price_cents);
    if (!code)
      errors.push({
        row: number,
        column: mapping.product_code,
        message: 'Product code is missing',
      });
    else if (!product)
      errors.push({
        row: number,
        column: mapping.product_code,
        message: `Unknown product code ${code}`,
      });
    if (quantity === null) {
      errors.push({
        row: number,
        column: mapping.quantity,
        message: 'Quantity must be a whole number of at least 1',
      });
    }
    if (price === null) {
      errors.push({
        row: number,
        column: mapping.unit_price ?? null,
        message: `Unreadable price ${cellText(priceCell)}`,
      });
    }
    reference ??= cellText(at(cells, 'distributor_reference')) || null;
    if (!product || quantity === null || price === null || price === undefined) continue;
    lines.push({
      row_number: number,
      product_id: product.id,
      product_code: product.product_code,
      description: cellText(at(cells, 'description')) || product.description,
      quantity,
      unit_price_cents: price,
    });
  }
  if (errors.length > 0) {
    const bad = new Set(errors.map((e) => e.row)).size;
    throw new ImportError(
      `${bad} ${bad === 1 ? 'row' : 'rows'} of ${fileName} could not be read; nothing was imported`,
      errors,
    );
  }
  return { lines, reference };
}
