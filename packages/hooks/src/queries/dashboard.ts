import { unwrap } from '@back-office/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../api/api-context.tsx';
import { type DataOf, type QueryExtras, withExtras } from '../api/query-extras.ts';
import type { ApiClient, QueryOf } from '../api/types.ts';
import { usePeriodScope } from '../periods/use-period-scope.ts';

export type DashboardParams = QueryOf<'getDashboardSummary'>;

/** Keys of the dashboard; the summary carries its period. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  summary: (params: DashboardParams) => [...dashboardKeys.all, 'summary', params] as const,
} as const;

/** Query options of the dashboard. */
export const dashboardQueries = {
  all: dashboardKeys.all,
  summary: (api: ApiClient, params: DashboardParams = {}) =>
    queryOptions({
      queryKey: dashboardKeys.summary(params),
      queryFn: ({ signal }) =>
        unwrap(api.GET('/api/dashboard/summary', { params: { query: params }, signal })),
    }),
} as const;

/** The selected period's figures. */
export function useDashboardSummary<TData = DataOf<typeof dashboardQueries.summary>>(
  params: DashboardParams = {},
  options?: QueryExtras<typeof dashboardQueries.summary, TData>,
) {
  const scope = usePeriodScope(params);
  return useQuery(
    withExtras<typeof dashboardQueries.summary, TData>(
      dashboardQueries.summary(useApi(), scope.params),
      { ...options, enabled: scope.enabled && options?.enabled !== false },
    ),
  );
}
