import type { Period } from '@back-office/api-client';
import { periodTakesOrders } from '@back-office/domain';
import { useApi } from '@back-office/hooks';
import { periodQueries, usePeriods } from '@back-office/hooks/periods';
import { useQuery } from '@tanstack/react-query';

/** Whether a period's records can change (decision 045) and, when they cannot, why. */
export interface PeriodLock {
  readonly locked: boolean;
  /** "November 2026 is closed": for a disabled action's tooltip and an empty state. */
  readonly reason: string | undefined;
}

const OPEN: PeriodLock = { locked: false, reason: undefined };

/**
 * The lock of a closed or archived period: its records are final and the API refuses every
 * write to them (409 on `period_id`). An unknown period (still loading) is not locked: the
 * server has the last word.
 */
export function periodLock(period: Pick<Period, 'name' | 'status'> | null | undefined): PeriodLock {
  if (!period || periodTakesOrders(period.status)) return OPEN;
  return { locked: true, reason: `${period.name} is ${period.status}` };
}

/**
 * `periodLock` of the period a record belongs to (`null`: a stock order without one), from the
 * header's period list; a period not in it (archived, or past the first 100) is read by id.
 */
export function useRecordPeriodLock(periodId: number | null | undefined): PeriodLock {
  const { periods, isLoading } = usePeriods();
  const listed = periods.find((period) => period.id === periodId);
  const read = useQuery({
    ...periodQueries.detail(useApi(), periodId ?? 0),
    enabled: periodId != null && !isLoading && listed === undefined,
  });
  return periodId != null ? periodLock(listed ?? read.data) : OPEN;
}
