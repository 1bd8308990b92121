import type { Queryable } from '../db/db.ts';
import type { TemplateRecord } from './read-rows.ts';

/**
 * Adds `Unknown product code X` to the records whose product code names no product (as a
 * distributor order import reports it), on the product code's column.
 */
export async function flagUnknownProducts(
  db: Queryable,
  records: TemplateRecord[],
  column: string | undefined,
): Promise<void> {
  const codes = [
    ...new Set(
      records.flatMap((r) =>
        typeof r.values.product_code === 'string' ? [r.values.product_code.toLowerCase()] : [],
      ),
    ),
  ];
  if (codes.length === 0) return;
  const rows = await db.query<{ code: string }>(
    'SELECT DISTINCT lower(product_code) AS code FROM products WHERE lower(product_code) = ANY($1::text[])',
    [codes],
  );
  const known = new Set(rows.map((r) => r.code));
  for (const r of records) {
    const code = r.values.product_code;
    if (typeof code === 'string' && !known.has(code.toLowerCase())) {
      r.errors.push({
        row: r.row,
        column: column ?? null,
        message: `Unknown product code ${code}`,
      });
    }
  }
}
