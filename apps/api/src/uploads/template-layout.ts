import type { ProductField } from '@back-office/domain';
import type { Queryable } from '../db/db.ts';
import { notFound } from '../http/errors.ts';

/** What an import needs from a product template: where the data is and which column is what. */
export interface TemplateLayout {
  id: number;
  template_name: string;
  sheet_name: string;
  header_row: number;
  column_mapping: Partial<Record<ProductField, string>>;
}

/**
 * The product template with this id, or 404 `Template not found`. With `forShare` (inside a
 * transaction) the row stays locked against a concurrent delete (which takes `FOR UPDATE`)
 * until the transaction ends.
 */
export async function loadTemplateLayout(
  db: Queryable,
  id: number,
  options: { forShare?: boolean } = {},
): Promise<TemplateLayout> {
  const rows = await db.query<TemplateLayout>(
    `SELECT id, template_name, sheet_name, header_row, column_mapping
       FROM templates WHERE id = $1 AND kind = 'product'${options.forShare ? ' FOR SHARE' : ''}`,
    [id],
  );
  const row = rows[0];
  if (!row) throw notFound('Template not found');
  return row;
}
