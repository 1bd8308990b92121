import { CONSULTANT_ORDER_STATUSES, SORT_FIELDS } from '@back-office/domain/enum-values';
import type { ConsultantOrderListParams } from '@back-office/hooks/consultant-orders';
import {
  listSearchSchema,
  type SearchOutput,
  searchFilters,
} from '../../components/data-table/list-search.ts';

/**
 * `/consultant-orders` search params: paging, sorting, filters, and the combination being
 * watched (so its live status survives a reload).
 */
export const consultantOrdersSearchSchema = listSearchSchema({
  sortBy: SORT_FIELDS.consultantOrders,
  defaultSortBy: 'created_at',
  filters: {
    search: searchFilters.text(),
    status: searchFilters.oneOf(CONSULTANT_ORDER_STATUSES),
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
