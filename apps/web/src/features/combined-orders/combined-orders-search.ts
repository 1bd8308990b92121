import { COMBINED_ORDER_STATUSES, SORT_FIELDS } from '@back-office/domain/enum-values';
import type { CombinedOrderListParams } from '@back-office/hooks/combined-orders';
import {
  listSearchSchema,
  type SearchOutput,
  searchFilters,
} from '../../components/data-table/list-search.ts';

/** A calendar day filter (`2026-11-01`); anything else is dropped. */
export const dayFilter = searchFilters.day;

/** The contract's values (`@back-office/domain`). */
export { COMBINED_ORDER_STATUSES };

/** `/combined-orders` search params: page, sort, text, status and creation dates. */
export const combinedOrdersSearchSchema = listSearchSchema({
  sortBy: SORT_FIELDS.combinedOrders,
  defaultSortBy: 'created_at',
  filters: {
    search: searchFilters.text(100),
    status: searchFilters.oneOf(COMBINED_ORDER_STATUSES),
    date_from: dayFilter(),
    date_to: dayFilter(),
  },
});

export type CombinedOrdersSearch = SearchOutput<typeof combinedOrdersSearchSchema>;

/** The list call's params without undefined filters (the hook adds the header's period). */
export function combinedOrderListParams(search: CombinedOrdersSearch): CombinedOrderListParams {
  const params: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(search)) if (value !== undefined) params[key] = value;
  return params as CombinedOrderListParams;
}

/**
 * `/combined-orders/combine` search params: the submitted consultant orders table (page,
 * sort, text) and the combination being watched, so its live status survives a reload.
 */
export const combineSearchSchema = listSearchSchema({
  sortBy: ['created_at', 'order_date', 'order_number', 'consultant_name', 'total_cents'],
  defaultSortBy: 'order_date',
  defaultSortOrder: 'asc',
  defaultLimit: 100,
  filters: {
    search: searchFilters.text(100),
    combination: searchFilters.id(),
  },
});

export type CombineSearch = SearchOutput<typeof combineSearchSchema>;
