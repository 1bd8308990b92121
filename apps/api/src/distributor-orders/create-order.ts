import { southAfricanYear } from '@back-office/domain';
import type { Queryable } from '../db/db.ts';
import { notFound } from '../http/errors.ts';
import { ImportError } from './import-error.ts';
import { type DistributorMapping, parseOrderRows } from './parse-order-rows.ts';
import { readOrderFile, sheetOrFirst } from './read-order-file.ts';

/** The multipart body of `createDistributorOrder`. */
export interface DistributorOrderCreate {
  file: File;
  template_id: number;
  distributor_name: string;
  distributor_reference?: string;
  notes?: string;
}

interface TemplateRow {
  id: number;
  template_name: string;
  sheet_name: string;
  header_row: number;
  column_mapping: DistributorMapping;
}

/** The `DO-<year>-<sequence>` number of a distributor order id. */
export const distributorOrderNumber = (year: number, id: number) =>
  `DO-${year}-${String(id).padStart(4, '0')}`;

/**
 * Imports an order spreadsheet against a distributor template (404 unknown template; 413/415
 * for the file; `ImportError` for unreadable files and bad rows) and inserts the `draft` order
 * with its lines, all or nothing. Returns the new order's id and number.
 */
export async function importDistributorOrder(
  tx: Queryable,
  body: DistributorOrderCreate,
  createdBy: number,
  now: Date,
) {
  const templates = await tx.query<TemplateRow>(
    `SELECT id, template_name, sheet_name, header_row, column_mapping FROM templates
     WHERE id = $1 AND kind = 'distributor'`,
    [body.template_id],
  );
  const template = templates[0];
  if (!template) throw notFound('Distributor template not found');
  const book = await readOrderFile(body.file);
  const sheet = sheetOrFirst(book, template.sheet_name);
  if (!sheet) throw new ImportError(`${body.file.name} has no worksheet; nothing was imported`);
  const { lines, reference } = await parseOrderRows(
    tx,
    sheet,
    template.header_row,
    template.column_mapping,
    body.file.name,
  );
  const seq = await tx.query<{ id: number }>(
    `SELECT nextval(pg_get_serial_sequence('distributor_orders', 'id'))::int AS id`,
  );
  const id = seq[0]?.id ?? 0;
  const number = distributorOrderNumber(Number(southAfricanYear(now)), id);
  await tx.query(
    `INSERT INTO distributor_orders (id, order_number, distributor_name, distributor_reference,
       template_id, template_name, status, file_name, notes, created_by, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, 'draft', $7, $8, $9, $10, $10)`,
    [
      id,
      number,
      body.distributor_name.trim(),
      body.distributor_reference?.trim() || reference,
      template.id,
      template.template_name,
      body.file.name,
      body.notes?.trim() || null,
      createdBy,
      now,
    ],
  );
  for (const line of lines) {
    await tx.query(
      `INSERT INTO distributor_order_items (distributor_order_id, row_number, product_id, product_code,
         description, quantity, unit_price_cents) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        id,
        line.row_number,
        line.product_id,
        line.product_code,
        line.description,
        line.quantity,
        line.unit_price_cents,
      ],
    );
  }
  return { id, number, lineCount: lines.length };
}
