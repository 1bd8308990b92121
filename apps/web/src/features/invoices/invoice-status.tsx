import type { InvoiceSummary } from '@back-office/api-client';
import { StatusBadge } from '../../components/status-badge.tsx';
import { STATUS_COLORS } from '../../components/status-colors.ts';
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

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  return (
    <StatusBadge
      status={status}
      label={INVOICE_STATUS_LABELS[status]}
      color={STATUS_COLORS[status]}
    />
  );
}

/** What each status allows: the domain package's rules (the API refuses the same). */
export { invoiceRules } from '@back-office/domain';
