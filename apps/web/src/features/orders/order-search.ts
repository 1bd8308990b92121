import {
  listSearchSchema,
  type SearchOutput,
  searchFilters,
} from '../../components/data-table/list-search.ts';
import { ORDER_STATUSES } from './order-status.ts';

/** `listOrders`' sort_by enum (contract). */
export const ORDER_SORT_FIELDS = [
  'created_at',
  'updated_at',
  'processed_at',
  'reference',
  'status',
  'total_cents',
  'item_count',
] as const;

/**
 * The URL state of `/orders`: the list (page, sort, text search, status, period) and `order`, the
 * order open in the drawer (so a reload or a shared link reopens it).
 */
export const orderSearchSchema = listSearchSchema({
  sortBy: ORDER_SORT_FIELDS,
  defaultSortBy: 'created_at',
  filters: {
    // The API takes at most 100 characters of reference or notes.
    search: searchFilters.text(100),
    status: searchFilters.oneOf(ORDER_STATUSES),
    period_id: searchFilters.id(),
    order: searchFilters.id(),
  },
});

export type OrderSearch = SearchOutput<typeof orderSearchSchema>;

/** The API params of the list: everything but the open drawer. */
export function orderListParams({ order: _open, ...list }: OrderSearch) {
  const params: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(list)) if (value !== undefined) params[key] = value;
  return params as Omit<OrderSearch, 'order'>;
}
