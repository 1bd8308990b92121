import type { InvoiceSummary } from '@back-office/api-client';
import { STATUS_LABELS } from '@back-office/domain/status-labels';
import { StatusBadge } from '../../components/status-badge.tsx';
import { STATUS_COLORS } from '../../components/status-colors.ts';
import { formatDate } from '../../lib/format.ts';
import { INVOICE_STATUSES } from './invoice-search.ts';

// The value set lives with the route's search schema (entry chunk; no Badge there).
export { INVOICE_STATUSES };

export type InvoiceStatus = InvoiceSummary['status'];

export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = STATUS_LABELS;

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  return (
    <StatusBadge
      status={status}
      label={INVOICE_STATUS_LABELS[status]}
      color={STATUS_COLORS[status]}
    />
  );
}

/**
 * The issue date as people read it: a draft has none yet (its stored `issue_date` is the day
 * it was created, reset when it is issued), as on the draft's PDF.
 */
export const issueDateText = (invoice: Pick<InvoiceSummary, 'status' | 'issue_date'>) =>
  invoice.status === 'draft' ? 'Not issued yet' : formatDate(invoice.issue_date);

/** What each status allows: the domain package's rules (the API refuses the same). */
export { invoiceRules } from '@back-office/domain';
