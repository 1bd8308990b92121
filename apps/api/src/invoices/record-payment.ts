import { invoiceRules } from '@back-office/domain';
import type { Queryable } from '../db/db.ts';
import { badRequest, conflict } from '../http/errors.ts';
import type { RequestBody } from '../http/handlers.ts';
import type { LockedInvoice } from './lock-invoice.ts';

/** The body of `recordInvoicePayment`. */
export type InvoicePaymentCreate = RequestBody<'recordInvoicePayment'>;

/**
 * Records a payment on a locked `issued` or `partially_paid` invoice (409 otherwise; 400 when it
 * exceeds the balance) and moves it to `partially_paid` or, when the balance reaches zero, `paid`.
 * Returns the new status.
 */
export async function recordPayment(
  tx: Queryable,
  inv: LockedInvoice,
  body: InvoicePaymentCreate,
  recordedBy: number,
  now: Date,
): Promise<'partially_paid' | 'paid'> {
  if (!invoiceRules.canPay(inv.status)) {
    throw conflict(
      `Invoice ${inv.invoice_number} is ${inv.status}; payments are recorded on issued invoices`,
    );
  }
  const balance = inv.total_cents - inv.amount_paid_cents;
  if (body.amount_cents > balance) {
    throw badRequest(
      `The payment of ${body.amount_cents} cents exceeds the balance of ${balance} cents`,
    );
  }
  await tx.query(
    `INSERT INTO invoice_payments (invoice_id, amount_cents, paid_on, method, reference, recorded_by, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      inv.id,
      body.amount_cents,
      body.paid_on,
      body.method,
      body.reference?.trim() || null,
      recordedBy,
      now,
    ],
  );
  const status = body.amount_cents === balance ? 'paid' : 'partially_paid';
  await tx.query(
    `UPDATE invoices SET amount_paid_cents = amount_paid_cents + $2, status = $3, updated_at = $4
     WHERE id = $1`,
    [inv.id, body.amount_cents, status, now],
  );
  return status;
}
