import type { InvoiceSummary } from '@back-office/api-client';
import { Badge } from '@mantine/core';
import { INVOICE_STATUSES } from './invoice-search.ts';

// The value set lives with the route's search schema (entry chunk; no Badge there).
export { INVOICE_STATUSES };

export type InvoiceStatus = InvoiceSummary['status'];

export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  draft: 'Draft',
  issued: 'Issued',
  partially_paid: 'Partially paid',
  paid: 'Paid',
  void: 'Void',
};

// Dark shades: white badge text keeps a 4.5:1 contrast in every theme (axe); Mantine's
// green.9 and orange.9 do not, hence the darker hex values.
const COLORS: Record<InvoiceStatus, string> = {
  draft: 'gray.7',
  issued: 'blue.8',
  partially_paid: '#a63c06',
  paid: '#1e6b33',
  void: 'dark.5',
};

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  return (
    <Badge
      color={COLORS[status]}
      variant="filled"
      data-status={status}
      style={{ flexShrink: 0 }}
      miw="max-content"
    >
      {INVOICE_STATUS_LABELS[status]}
    </Badge>
  );
}

/** What each status allows (contract: InvoiceUpdate, InvoicePaymentCreate, deleteInvoice). */
export const invoiceRules = {
  canEditLines: (status: InvoiceStatus) => status === 'draft',
  canEditDraftFields: (status: InvoiceStatus) => status === 'draft',
  canEditNotes: (status: InvoiceStatus) => status !== 'void',
  canIssue: (status: InvoiceStatus) => status === 'draft',
  canVoid: (status: InvoiceStatus, paidCents: number) =>
    status === 'draft' || (status === 'issued' && paidCents === 0),
  canPay: (status: InvoiceStatus) => status === 'issued' || status === 'partially_paid',
  canDelete: (status: InvoiceStatus) => status === 'draft',
};
