import type { Queryable } from '../db/db.ts';
import { vatSql } from '../db/vat-sql.ts';

/**
 * Recomputes an invoice's subtotal, VAT (15% once on the subtotal, half up) and total from its
 * lines, and touches `updated_at`. Call it in the transaction of every line change.
 */
export async function recomputeInvoiceTotals(tx: Queryable, invoiceId: number, now: Date) {
  await tx.query(
    `WITH s AS (
       SELECT coalesce(sum(quantity::bigint * unit_price_cents), 0)::bigint AS subtotal
       FROM invoice_items WHERE invoice_id = $1
     )
     UPDATE invoices SET subtotal_cents = s.subtotal, vat_cents = ${vatSql('s.subtotal')},
       total_cents = s.subtotal + ${vatSql('s.subtotal')}, updated_at = $2
     FROM s WHERE invoices.id = $1`,
    [invoiceId, now],
  );
}
