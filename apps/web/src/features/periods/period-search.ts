import { PERIOD_STATUSES } from '@back-office/domain/enum-values';
import {
  extendSearchSchema,
  intParam,
  listSearchSchema,
  type SearchOutput,
  searchFilters,
} from '../../components/data-table/list-search.ts';

/** The API pages periods by at most 100. */
export const PERIOD_PAGE_SIZES = [25, 50, 100] as const;

/**
 * `/admin/periods` search params. The API has one fixed order (active first, then newest), so
 * `sort_by` has a single value and is never sent.
 */
export const periodSearchSchema = extendSearchSchema(
  listSearchSchema({
    sortBy: ['default'],
    defaultSortBy: 'default',
    defaultLimit: 50,
    filters: { status: searchFilters.oneOf(PERIOD_STATUSES) },
  }),
  { limit: intParam(1, 100, 50) },
);

export type PeriodSearch = SearchOutput<typeof periodSearchSchema>;

/** The list call's params: archived periods are listed (and marked) on this screen. */
export function periodListParams(search: PeriodSearch) {
  return {
    skip: search.skip,
    limit: search.limit,
    include_archived: true,
    ...(search.status ? { status: search.status } : {}),
  };
}
