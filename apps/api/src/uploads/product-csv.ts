import type { ProductDraft } from './check-rows.ts';

/** The columns {@link productCsv} writes, in order (the `COPY` column list). */
export const PRODUCT_COPY_COLUMNS = [
  'product_code',
  'description',
  'category',
  'unit_price_cents',
  'unit',
  'barcode',
  'stock_quantity',
  'upload_session_id',
  'created_at',
  'updated_at',
] as const;

/** A CSV field: NULL is an empty unquoted field, text is always quoted (so '' stays ''). */
const field = (value: string | null): string =>
  value === null ? '' : `"${value.includes('"') ? value.replaceAll('"', '""') : value}"`;

const LINES_PER_CHUNK = 2000;

/**
 * The products of one set as CSV for `COPY … (FORMAT csv)` ({@link PRODUCT_COPY_COLUMNS}), in
 * chunks of whole lines (a stream writes them one by one, without one huge string).
 */
export function productCsv(products: readonly ProductDraft[], setId: number, now: Date): string[] {
  const tail = `,${setId},${now.toISOString()},${now.toISOString()}\n`;
  const chunks: string[] = [];
  for (let start = 0; start < products.length; start += LINES_PER_CHUNK) {
    // Joined once, not appended line by line: a flat string, which the stream turns into bytes
    // three times faster than a rope of 14,000 pieces (50,000 rows: 0.15 → 0.05 s).
    const lines: string[] = [];
    for (const p of products.slice(start, start + LINES_PER_CHUNK)) {
      lines.push(
        `${field(p.product_code)},${field(p.description)},${field(p.category)},` +
          `${p.unit_price_cents},${field(p.unit)},${field(p.barcode)},` +
          `${p.stock_quantity ?? ''}${tail}`,
      );
    }
    chunks.push(lines.join(''));
  }
  return chunks;
}
