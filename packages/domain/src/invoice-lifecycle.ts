import type { InvoiceStatus } from './enum-values.ts';

/** Only a draft invoice is deleted (an issued one is voided instead). */
export const DELETABLE_INVOICE_STATUSES: readonly InvoiceStatus[] = ['draft'];
/** A payment is recorded against an issued or partly paid invoice. */
export const PAYABLE_INVOICE_STATUSES: readonly InvoiceStatus[] = ['issued', 'partially_paid'];

/** What an invoice allows in each status (contract: InvoiceUpdate, InvoicePaymentCreate, deleteInvoice). */
export const invoiceRules = {
  canEditLines: (status: InvoiceStatus) => status === 'draft',
  canEditDraftFields: (status: InvoiceStatus) => status === 'draft',
  canEditNotes: (status: InvoiceStatus) => status !== 'void',
  canIssue: (status: InvoiceStatus) => status === 'draft',
  /** A draft, or an issued invoice nothing was paid on. */
  canVoid: (status: InvoiceStatus, paidCents: number) =>
    status === 'draft' || (status === 'issued' && paidCents === 0),
  canPay: (status: InvoiceStatus) => PAYABLE_INVOICE_STATUSES.includes(status),
  canDelete: (status: InvoiceStatus) => DELETABLE_INVOICE_STATUSES.includes(status),
} as const;
