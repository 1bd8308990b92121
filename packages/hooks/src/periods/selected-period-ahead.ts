import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api/types.ts';
import { periodQueries } from '../queries/periods.ts';
import type { KeyValueStorage } from '../storage/keys.ts';
import { readSelectedPeriodId } from '../storage/selected-period.ts';
import { selectInitialPeriod } from './select-initial-period.ts';

/**
 * The id of the period `PeriodProvider` will select, worked out ahead by a route loader, so a
 * period-scoped page can ask for its data before it draws (its first frame then holds rows,
 * not skeletons that move what follows when the rows come). It reads the same queries the
 * provider reads (they are then in the cache when it mounts) and makes the same choice
 * (`selectInitialPeriod`). Null when that takes more than those two calls (the stored period
 * is not listed: the provider asks for it by id) or nothing is selectable: the page asks itself.
 *
 * @example
 * loader: async ({ context }) => {
 *   const periodId = await selectedPeriodIdAhead(context.queryClient, context.api, browserStorage(), Date.now);
 *   if (periodId !== null) await context.queryClient.prefetchQuery(dashboardQueries.summary(context.api, { period_id: periodId }));
 * }
 */
export async function selectedPeriodIdAhead(
  queryClient: QueryClient,
  api: ApiClient,
  storage: KeyValueStorage | null,
  now: () => number,
): Promise<number | null> {
  const [list, active] = await Promise.all([
    queryClient.ensureQueryData(periodQueries.cachedList(api, storage, now)),
    queryClient.ensureQueryData(periodQueries.active(api)).catch(() => null),
  ]);
  const storedId = readSelectedPeriodId(storage);
  if (storedId !== null && !list.periods.some((period) => period.id === storedId)) return null;
  return selectInitialPeriod({ periods: list.periods, storedId, active })?.id ?? null;
}
