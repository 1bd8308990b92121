import type { PeriodLike } from './period-types.ts';

/** True for periods a user may see and select (§4: archived periods never are). */
export function isSelectablePeriod(period: PeriodLike): boolean {
  return period.status !== 'archived';
}

function compareNewestFirst(a: PeriodLike, b: PeriodLike): number {
  if (a.start_date !== b.start_date) return a.start_date < b.start_date ? 1 : -1;
  return b.id - a.id;
}

/**
 * The period selector's list (§4): archived periods removed, the active period first, then the
 * newest first (`start_date` descending, then `id` descending). Does not mutate its input.
 *
 * @example
 * sortPeriods([october, novemberActive, septemberArchived]); // [novemberActive, october]
 */
export function sortPeriods<P extends PeriodLike>(periods: readonly P[]): P[] {
  return periods.filter(isSelectablePeriod).sort((a, b) => {
    const activeA = a.status === 'active' ? 0 : 1;
    const activeB = b.status === 'active' ? 0 : 1;
    return activeA !== activeB ? activeA - activeB : compareNewestFirst(a, b);
  });
}

/** The newest selectable period, or null when none is left. */
export function newestSelectablePeriod<P extends PeriodLike>(periods: readonly P[]): P | null {
  const newest = periods.filter(isSelectablePeriod).sort(compareNewestFirst)[0];
  return newest ?? null;
}
