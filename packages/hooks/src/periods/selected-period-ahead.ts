import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api/types.ts';
import { periodQueries } from '../queries/periods.ts';
import type { KeyValueStorage } from '../storage/keys.ts';
import { readSelectedPeriodId } from '../storage/selected-period.ts';
import { selectInitialPeriod } from './select-initial-period.ts';

/** What a route loader works the period out from: its query client and API, this browser's storage. */
export interface PeriodScopeAhead {
  readonly queryClient: QueryClient;
  readonly api: ApiClient;
  readonly storage: KeyValueStorage | null;
  readonly now: () => number;
}

/**
 * The id of the period `PeriodProvider` will select, worked out ahead by a route loader, so a
 * period-scoped page can ask for its data before it draws (its first frame then holds rows,
 * not skeletons that move what follows when the rows come). It reads the same queries the
 * provider reads (they are then in the cache when it mounts) and makes the same choice
 * (`selectInitialPeriod`). Null when that takes more than those two calls (the stored period
 * is not listed: the provider asks for it by id) or nothing is selectable: the page asks itself.
 *
 * @example
 * const periodId = await selectedPeriodIdAhead({ queryClient, api, storage: browserStorage(), now: Date.now });
 */
export async function selectedPeriodIdAhead({
  queryClient,
  api,
  storage,
  now,
}: PeriodScopeAhead): Promise<number | null> {
  const [list, active] = await Promise.all([
    queryClient.ensureQueryData(periodQueries.cachedList(api, storage, now)),
    queryClient.ensureQueryData(periodQueries.active(api)).catch(() => null),
  ]);
  const storedId = readSelectedPeriodId(storage);
  if (storedId !== null && !list.periods.some((period) => period.id === storedId)) return null;
  return selectInitialPeriod({ periods: list.periods, storedId, active })?.id ?? null;
}

/**
 * A period-scoped list's params as its hook will send them (`usePeriodScope`): the params' own
 * `period_id`, else the period the header will select (`selectedPeriodIdAhead`). Null when that
 * period cannot be told ahead: the page then asks itself.
 *
 * @example
 * loader: async ({ context, deps }) => {
 *   const params = await periodScopedParamsAhead(scope, invoiceListParams(deps));
 *   if (params) await context.queryClient.prefetchQuery(invoiceQueries.list(context.api, params));
 * }
 */
export async function periodScopedParamsAhead<P extends object>(
  scope: PeriodScopeAhead,
  params: P,
): Promise<(P & { period_id: number }) | null> {
  const own =
    'period_id' in params && typeof params.period_id === 'number' ? params.period_id : null;
  const periodId = own ?? (await selectedPeriodIdAhead(scope));
  return periodId === null ? null : { ...params, period_id: periodId };
}
