import { invoiceRules } from '@back-office/domain';
import type { Queryable } from '../db/db.ts';
import { conflict, notFound } from '../http/errors.ts';
import { assertPeriodOpen } from '../periods/assert-period-open.ts';
import type { InvoiceStatus } from './invoice-row.ts';

/** The fields of a locked invoice row that the state rules look at. */
export interface LockedInvoice {
  id: number;
  invoice_number: string;
  status: InvoiceStatus;
  source_type: 'combined_order' | 'consultant_order';
  source_id: number;
  period_id: number;
  due_date: string;
  total_cents: number;
  amount_paid_cents: number;
  item_count: number;
}

/**
 * Locks an invoice row for the rest of the transaction (`FOR UPDATE`: a concurrent change waits,
 * then sees the new state) and returns it for a change; 404 when it does not exist, 409 on
 * `period_id` when its period is closed or archived.
 */
export async function lockInvoice(tx: Queryable, id: number): Promise<LockedInvoice> {
  const rows = await tx.query<LockedInvoice>(
    `SELECT id, invoice_number, status, source_type, source_id, period_id, due_date, total_cents,
       amount_paid_cents, (SELECT count(*)::int FROM invoice_items WHERE invoice_id = $1) AS item_count
     FROM invoices WHERE id = $1 FOR UPDATE`,
    [id],
  );
  const row = rows[0];
  if (!row) throw notFound('Invoice not found');
  await assertPeriodOpen(tx, row.period_id, 'invoices');
  return row;
}

/** Locks an invoice and requires it to be a `draft` (409 otherwise): lines change only on drafts. */
export async function lockDraftInvoice(tx: Queryable, id: number): Promise<LockedInvoice> {
  const row = await lockInvoice(tx, id);
  if (!invoiceRules.canEditLines(row.status)) {
    throw conflict(
      `Invoice ${row.invoice_number} is ${row.status}; only draft invoices can change lines`,
    );
  }
  return row;
}

/** Deletes an invoice (the caller locked it and checked that it may be deleted). */
export async function deleteInvoice(tx: Queryable, id: number): Promise<void> {
  await tx.query('DELETE FROM invoices WHERE id = $1', [id]);
}
