import type { InvoiceListParams } from '@repo/hooks';
import { z } from 'zod';
import { listSearchSchema, searchFilters } from '../../components/data-table/index.ts';
import { INVOICE_STATUSES } from './invoice-status.tsx';

const day = () =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional()
    .catch(undefined);

/**
 * `/invoices` search params: page, sort and filters. `period_id` is absent while the list
 * follows the period selected in the header.
 */
export const invoicesSearchSchema = listSearchSchema({
  sortBy: [
    'created_at',
    'invoice_number',
    'issue_date',
    'due_date',
    'bill_to_name',
    'status',
    'total_cents',
    'balance_cents',
  ],
  defaultSortBy: 'created_at',
  filters: {
    search: z.string().trim().min(1).max(100).optional().catch(undefined),
    status: searchFilters.oneOf(INVOICE_STATUSES),
    consultant_id: searchFilters.id(),
    period_id: searchFilters.id(),
    date_from: day(),
    date_to: day(),
  },
});

export type InvoicesSearch = z.output<typeof invoicesSearchSchema>;

export function invoiceListParams(search: InvoicesSearch): InvoiceListParams {
  const params: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(search)) if (value !== undefined) params[key] = value;
  return params as InvoiceListParams;
}

/** `/invoices/:id` search params: the product code the lines are filtered by. */
export const invoiceDetailSearchSchema = z.object({
  product_code: z.string().trim().min(1).max(64).optional().catch(undefined),
});
