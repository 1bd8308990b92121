import type { Schemas } from '@back-office/api-client';
import type { ConsultantOrderListParams } from '@back-office/hooks';
import {
  listSearchSchema,
  type SearchOutput,
  searchFilters,
} from '../../components/data-table/list-search.ts';

export const ORDER_STATUSES = [
  'draft',
  'submitted',
  'combined',
  'cancelled',
] as const satisfies readonly Schemas['ConsultantOrderStatus'][];

/**
 * `/consultant-orders` search params: paging, sorting, filters, and the combination being
 * watched (so its live status survives a reload).
 */
export const consultantOrdersSearchSchema = listSearchSchema({
  sortBy: [
    'created_at',
    'updated_at',
    'order_date',
    'order_number',
    'consultant_name',
    'status',
    'total_cents',
  ],
  defaultSortBy: 'created_at',
  filters: {
    search: searchFilters.text(),
    status: searchFilters.oneOf(ORDER_STATUSES),
    consultant_id: searchFilters.id(),
    date_from: searchFilters.day(),
    date_to: searchFilters.day(),
    combination: searchFilters.id(),
  },
});

export type ConsultantOrdersSearch = SearchOutput<typeof consultantOrdersSearchSchema>;

/** The list call's params (the period is added by the hook from the header's selection). */
export function consultantOrderListParams(
  search: ConsultantOrdersSearch,
): ConsultantOrderListParams {
  const { combination: _watched, search: text, ...rest } = search;
  const params: ConsultantOrderListParams = {};
  for (const [key, value] of Object.entries(rest)) {
    if (value !== undefined) Object.assign(params, { [key]: value });
  }
  if (text) params.search = text.slice(0, 100);
  return params;
}
