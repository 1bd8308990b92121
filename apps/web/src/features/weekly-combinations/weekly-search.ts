import { SORT_FIELDS, WEEKLY_COMBINATION_STATUSES } from '@back-office/domain/enum-values';
import {
  listSearchSchema,
  type SearchOutput,
  searchFilters,
} from '../../components/data-table/list-search.ts';

/** The contract's values (`@back-office/domain`'s `WEEKLY_COMBINATION_STATUSES`). */
export const WEEKLY_STATUSES = WEEKLY_COMBINATION_STATUSES;

/**
 * `/weekly-combinations` search params: page, sort, status, and `open`, the combination shown
 * in the side panel (so a reload or a shared link reopens it and keeps watching its job).
 */
export const weeklySearchSchema = listSearchSchema({
  sortBy: SORT_FIELDS.weeklyCombinations,
  defaultSortBy: 'week_start',
  filters: {
    status: searchFilters.oneOf(WEEKLY_STATUSES),
    open: searchFilters.id(),
  },
});

export type WeeklySearch = SearchOutput<typeof weeklySearchSchema>;

/** The list call's params: everything but the open panel (the hook adds the period). */
export function weeklyListParams({ open: _open, ...list }: WeeklySearch) {
  const params: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(list)) if (value !== undefined) params[key] = value;
  return params as Omit<WeeklySearch, 'open'>;
}
