import type { z } from 'zod';
import { listSearchSchema, searchFilters } from '../../components/data-table/index.ts';
import { WEEKLY_STATUSES } from './weekly-status.tsx';

/**
 * `/weekly-combinations` search params: page, sort, status, and `open`, the combination shown
 * in the side panel (so a reload or a shared link reopens it and keeps watching its job).
 */
export const weeklySearchSchema = listSearchSchema({
  sortBy: ['week_start', 'created_at', 'status', 'consultant_order_count', 'total_cents'],
  defaultSortBy: 'week_start',
  filters: {
    status: searchFilters.oneOf(WEEKLY_STATUSES),
    open: searchFilters.id(),
  },
});

export type WeeklySearch = z.output<typeof weeklySearchSchema>;

/** The list call's params: everything but the open panel (the hook adds the period). */
export function weeklyListParams({ open: _open, ...list }: WeeklySearch) {
  const params: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(list)) if (value !== undefined) params[key] = value;
  return params as Omit<WeeklySearch, 'open'>;
}
