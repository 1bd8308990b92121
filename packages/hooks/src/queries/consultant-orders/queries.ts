import { unwrap } from '@back-office/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../../api/api-context.tsx';
import { byId } from '../../api/by-id.ts';
import { cursorPages } from '../../api/cursor-pages.ts';
import { type DataOf, type QueryExtras, withExtras } from '../../api/query-extras.ts';
import type { ApiClient } from '../../api/types.ts';
import { usePeriodScope } from '../../periods/use-period-scope.ts';
import { type ConsultantOrderListParams, consultantOrderKeys } from './keys.ts';

/** Query options of consultant orders; give them the client (`useApi()` or the router context). */
export const consultantOrderQueries = {
  all: consultantOrderKeys.all,
  list: (api: ApiClient, params: ConsultantOrderListParams = {}) =>
    queryOptions({
      queryKey: consultantOrderKeys.list(params),
      queryFn: ({ signal }) =>
        unwrap(api.GET('/api/consultant-orders', { params: { query: params }, signal })),
    }),
  detail: (api: ApiClient, id: number) =>
    queryOptions({
      queryKey: consultantOrderKeys.detail(id),
      queryFn: ({ signal }) =>
        unwrap(api.GET('/api/consultant-orders/{id}', { ...byId(id), signal })),
    }),
  combination: (api: ApiClient, id: number) =>
    queryOptions({
      queryKey: consultantOrderKeys.combination(id),
      queryFn: ({ signal }) =>
        unwrap(api.GET('/api/consultant-orders/combination-status/{id}', { ...byId(id), signal })),
    }),
} as const;

/** The list page after page (`useInfiniteQuery`): each after the previous `next_cursor`. */
export const consultantOrderPages = (
  api: ApiClient,
  params: Omit<ConsultantOrderListParams, 'skip' | 'cursor'> = {},
) =>
  cursorPages([...consultantOrderKeys.lists(), 'pages', params] as const, (page, signal) =>
    unwrap(
      api.GET('/api/consultant-orders', { params: { query: { ...params, ...page } }, signal }),
    ),
  );

/** The selected period's consultant orders (or `params.period_id`'s). */
export function useConsultantOrders<TData = DataOf<typeof consultantOrderQueries.list>>(
  params: ConsultantOrderListParams = {},
  options?: QueryExtras<typeof consultantOrderQueries.list, TData>,
) {
  const scope = usePeriodScope(params);
  return useQuery(
    withExtras<typeof consultantOrderQueries.list, TData>(
      consultantOrderQueries.list(useApi(), scope.params),
      { ...options, enabled: scope.enabled && options?.enabled !== false },
    ),
  );
}

/** One consultant order with its items. */
export function useConsultantOrder<TData = DataOf<typeof consultantOrderQueries.detail>>(
  id: number,
  options?: QueryExtras<typeof consultantOrderQueries.detail, TData>,
) {
  return useQuery(
    withExtras<typeof consultantOrderQueries.detail, TData>(
      consultantOrderQueries.detail(useApi(), id),
      options,
    ),
  );
}
