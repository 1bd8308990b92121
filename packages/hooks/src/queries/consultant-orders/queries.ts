import { unwrap } from '@back-office/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../../api/api-context.tsx';
import { byId } from '../../api/by-id.ts';
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

/** The selected period's consultant orders (or `params.period_id`'s). */
export function useConsultantOrders(params: ConsultantOrderListParams = {}) {
  const scope = usePeriodScope(params);
  return useQuery({
    ...consultantOrderQueries.list(useApi(), scope.params),
    enabled: scope.enabled,
  });
}

/** One consultant order with its items. */
export function useConsultantOrder(id: number) {
  return useQuery(consultantOrderQueries.detail(useApi(), id));
}

/** The combination status, read once (watch a running one with `useCombinationJob`). */
export function useCombinationStatus(id: number) {
  return useQuery(consultantOrderQueries.combination(useApi(), id));
}
