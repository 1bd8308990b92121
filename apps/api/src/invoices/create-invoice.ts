import { addDays, southAfricanDay, southAfricanYear } from '@back-office/domain';
import type { Queryable } from '../db/db.ts';
import { recomputeInvoiceTotals } from './invoice-totals.ts';
import type { SourceOrder } from './source-order.ts';

/** The `INV-<year>-<sequence>` number of an invoice id (never reused: ids are not). */
export const invoiceNumber = (year: number, id: number) =>
  `INV-${year}-${String(id).padStart(4, '0')}`;

/**
 * Inserts a `draft` invoice for a source order with its lines copied and totals computed, and
 * marks a combined order `invoiced`. Runs in the caller's transaction; returns the new id.
 */
export async function insertInvoice(
  tx: Queryable,
  source: SourceOrder,
  options: { dueDate?: string; notes?: string | null; createdBy: number | null; now: Date },
): Promise<number> {
  const seq = await tx.query<{ id: number }>(
    `SELECT nextval(pg_get_serial_sequence('invoices', 'id'))::int AS id`,
  );
  const id = seq[0]?.id ?? 0;
  const today = southAfricanDay(options.now);
  await tx.query(
    `INSERT INTO invoices (id, invoice_number, period_id, source_type, source_id, consultant_id,
       bill_to_name, status, issue_date, due_date, notes, created_by, created_at, updated_at,
       bill_to_address, bill_to_reason, source_number)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 'draft', $8, $9, $10, $11, $12, $12, $13, $14, $15)`,
    [
      id,
      invoiceNumber(Number(southAfricanYear(options.now)), id),
      source.period_id,
      source.type,
      source.id,
      source.consultant_id,
      source.bill_to_name,
      today,
      options.dueDate ?? addDays(today, 30),
      options.notes ?? null,
      options.createdBy,
      options.now,
      source.bill_to_address,
      source.bill_to_reason,
      source.number,
    ],
  );
  for (const line of source.lines) {
    await tx.query(
      `INSERT INTO invoice_items (invoice_id, product_id, product_code, description, quantity,
         unit_price_cents, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $7)`,
      [
        id,
        line.product_id,
        line.product_code,
        line.description,
        line.quantity,
        line.unit_price_cents,
        options.now,
      ],
    );
  }
  await recomputeInvoiceTotals(tx, id, options.now);
  if (source.type === 'combined_order') {
    await tx.query(
      `UPDATE combined_orders SET status = 'invoiced', updated_at = $2 WHERE id = $1`,
      [source.id, options.now],
    );
  }
  return id;
}

/** Returns a combined order to `open` once its invoice is voided or deleted. */
export async function reopenCombinedOrder(
  tx: Queryable,
  invoice: { source_type: string; source_id: number },
  now: Date,
): Promise<void> {
  if (invoice.source_type !== 'combined_order') return;
  await tx.query(
    `UPDATE combined_orders SET status = 'open', updated_at = $2 WHERE id = $1 AND status = 'invoiced'`,
    [invoice.source_id, now],
  );
}
