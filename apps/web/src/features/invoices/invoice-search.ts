import { INVOICE_STATUSES, SORT_FIELDS } from '@back-office/domain/enum-values';
import type { InvoiceListParams } from '@back-office/hooks/invoices';
import {
  listSearchSchema,
  type SearchOutput,
  searchFilters,
  searchSchema,
} from '../../components/data-table/list-search.ts';

/** The contract's values (`@back-office/domain`). */
export { INVOICE_STATUSES };

/**
 * `/invoices` search params: page, sort and filters. `period_id` is absent while the list
 * follows the period selected in the header.
 */
export const invoicesSearchSchema = listSearchSchema({
  sortBy: SORT_FIELDS.invoices,
  defaultSortBy: 'created_at',
  filters: {
    search: searchFilters.text(100),
    status: searchFilters.oneOf(INVOICE_STATUSES),
    consultant_id: searchFilters.id(),
    period_id: searchFilters.id(),
    date_from: searchFilters.day(),
    date_to: searchFilters.day(),
  },
});

export type InvoicesSearch = SearchOutput<typeof invoicesSearchSchema>;

export function invoiceListParams(search: InvoicesSearch): InvoiceListParams {
  const params: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(search)) if (value !== undefined) params[key] = value;
  return params as InvoiceListParams;
}

/** `/invoices/:id` search params: the product code the lines are filtered by. */
export const invoiceDetailSearchSchema = searchSchema({
  product_code: searchFilters.text(64),
});
