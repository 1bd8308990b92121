import { useSelectedPeriodId } from './period-provider.tsx';

/**
 * Period-scoped list params: `period_id` from the caller, else the selected period. `enabled`
 * is false until a period is known, so another period's rows are never shown.
 */
export function usePeriodScope<P extends { period_id?: number }>(
  params: P,
): { params: P & { period_id?: number }; enabled: boolean } {
  const selected = useSelectedPeriodId();
  const periodId = params.period_id ?? selected ?? undefined;
  return { params: { ...params, period_id: periodId }, enabled: periodId !== undefined };
}
