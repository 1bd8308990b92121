import { addDays, southAfricanDay } from '@back-office/domain';
import { loadSupplier, supplierSnapshot, textOrNull } from '../business/business-details.ts';
import type { Queryable } from '../db/db.ts';
import { conflict } from '../http/errors.ts';
import type { RequestBody } from '../http/handlers.ts';
import { reopenCombinedOrder } from './create-invoice.ts';
import type { LockedInvoice } from './lock-invoice.ts';

/** The body of `updateInvoice`. */
export type InvoiceUpdate = RequestBody<'updateInvoice'>;

/** What `applyInvoiceUpdate` did, for the audit entry. */
export type InvoiceUpdateKind = 'update' | 'issue' | 'void';

function checkAllowed(inv: LockedInvoice, body: InvoiceUpdate): void {
  const no = inv.invoice_number;
  if (inv.status === 'void') throw conflict(`Invoice ${no} is void and cannot change`);
  const draftOnly = [
    body.bill_to_name,
    body.bill_to_address,
    body.bill_to_vat_number,
    body.due_date,
  ];
  if (draftOnly.some((value) => value !== undefined) && inv.status !== 'draft') {
    throw conflict(
      `The recipient and due date of invoice ${no} can change only while it is a draft`,
    );
  }
  if (body.status === 'issued') {
    if (inv.status !== 'draft')
      throw conflict(`Invoice ${no} is ${inv.status}; only a draft can be issued`);
    if (inv.item_count === 0)
      throw conflict(`Invoice ${no} has no lines; add one before issuing it`);
  }
  if (body.status === 'void') {
    const unpaidIssued = inv.status === 'issued' && inv.amount_paid_cents === 0;
    if (inv.status !== 'draft' && !unpaidIssued) {
      throw conflict(
        `Invoice ${no} is ${inv.status}; only drafts and unpaid issued invoices can be voided`,
      );
    }
  }
}

/**
 * Applies an invoice update to a locked invoice: field changes (draft-only bill-to and due
 * date, notes unless void) and the moves draft → issued and draft | unpaid issued → void.
 * Anything else is 409. Voiding reopens the combined order it was created from.
 */
export async function applyInvoiceUpdate(
  tx: Queryable,
  inv: LockedInvoice,
  body: InvoiceUpdate,
  now: Date,
): Promise<InvoiceUpdateKind> {
  checkAllowed(inv, body);
  const sets: string[] = ['updated_at = $2'];
  const params: unknown[] = [inv.id, now];
  const set = (column: string, value: unknown) => {
    params.push(value);
    sets.push(`${column} = $${params.length}`);
  };
  if (body.bill_to_name !== undefined) set('bill_to_name', body.bill_to_name.trim());
  if (body.bill_to_address !== undefined) set('bill_to_address', textOrNull(body.bill_to_address));
  if (body.bill_to_vat_number !== undefined) set('bill_to_vat_number', body.bill_to_vat_number);
  if (body.notes !== undefined) set('notes', body.notes);
  let due = body.due_date ?? inv.due_date;
  if (body.status === 'issued') {
    const today = southAfricanDay(now);
    if (due < today) due = addDays(today, 30);
    set('issue_date', today);
    set('status', 'issued');
    // The supplier of the day of issue: a reprint after the details change still shows it.
    set('supplier', JSON.stringify(supplierSnapshot(await loadSupplier(tx))));
  }
  if (body.due_date !== undefined || due !== inv.due_date) set('due_date', due);
  if (body.status === 'void') set('status', 'void');
  await tx.query(`UPDATE invoices SET ${sets.join(', ')} WHERE id = $1`, params);
  if (body.status === 'void') {
    await reopenCombinedOrder(tx, inv, now);
    return 'void';
  }
  return body.status === 'issued' ? 'issue' : 'update';
}
