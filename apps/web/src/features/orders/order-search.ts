import { ORDER_STATUSES, SORT_FIELDS } from '@back-office/domain/enum-values';
import {
  listSearchSchema,
  type SearchOutput,
  searchFilters,
} from '../../components/data-table/list-search.ts';

/**
 * The URL state of `/orders`: the list (page, sort, text search, status, all periods) and `order`, the
 * order open in the drawer (so a reload or a shared link reopens it).
 */
export const orderSearchSchema = listSearchSchema({
  sortBy: SORT_FIELDS.orders,
  defaultSortBy: 'created_at',
  filters: {
    // The API takes at most 100 characters of reference or notes.
    search: searchFilters.text(100),
    status: searchFilters.oneOf(ORDER_STATUSES),
    // Decision 018: the list follows the header period; `periods=all` shows every order,
    // with or without a period.
    periods: searchFilters.oneOf(['all']),
    order: searchFilters.id(),
  },
});

export type OrderSearch = SearchOutput<typeof orderSearchSchema>;

/** The API params of `listOrders`. */
export type OrderListQuery = Omit<OrderSearch, 'order' | 'periods'> & { period_id?: number };

/**
 * The API params of the list: everything but the open drawer, scoped to the header period
 * (`headerPeriodId`) like every period-scoped list, unless the user asked for all periods.
 */
export function orderListParams(
  { order: _open, periods, ...list }: OrderSearch,
  headerPeriodId: number | null,
): OrderListQuery {
  const params: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(list)) if (value !== undefined) params[key] = value;
  if (periods !== 'all' && headerPeriodId !== null) params.period_id = headerPeriodId;
  return params as OrderListQuery;
}
