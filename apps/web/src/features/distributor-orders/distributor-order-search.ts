import { DISTRIBUTOR_ORDER_STATUSES, SORT_FIELDS } from '@back-office/domain/enum-values';
import type { DistributorOrderListParams } from '@back-office/hooks/distributor-orders';
import {
  listSearchSchema,
  type SearchOutput,
  searchFilters,
} from '../../components/data-table/list-search.ts';

/**
 * `/distributor-orders` search params: the list (page, sort, search, status), `order` (the
 * order open in the drawer) and `create` (the import dialog open), so links and reloads
 * reopen them.
 */
export const distributorOrderSearchSchema = listSearchSchema({
  sortBy: SORT_FIELDS.distributorOrders,
  defaultSortBy: 'created_at',
  filters: {
    search: searchFilters.text(100),
    status: searchFilters.oneOf(DISTRIBUTOR_ORDER_STATUSES),
    order: searchFilters.id(),
    create: searchFilters.flag(),
  },
});

export type DistributorOrderSearch = SearchOutput<typeof distributorOrderSearchSchema>;

/** The list call's params: everything but the open drawer and dialog. */
export function distributorOrderListParams({
  order: _order,
  create: _create,
  ...list
}: DistributorOrderSearch): DistributorOrderListParams {
  const params: DistributorOrderListParams = {};
  for (const [key, value] of Object.entries(list)) {
    if (value !== undefined) Object.assign(params, { [key]: value });
  }
  return params;
}
