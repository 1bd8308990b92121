import { unwrap } from '@back-office/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../api/api-context.tsx';
import { type DataOf, type QueryExtras, withExtras } from '../api/query-extras.ts';
import type { ApiClient, QueryOf } from '../api/types.ts';

export type OutboxParams = QueryOf<'listOutboxMessages'>;

/** Keys of health and the development outbox. */
export const systemKeys = {
  all: ['system'] as const,
  health: () => [...systemKeys.all, 'health'] as const,
  outbox: (params: OutboxParams) => [...systemKeys.all, 'outbox', params] as const,
} as const;

/** Query options of health and the development outbox (emails a dev backend would send). */
export const systemQueries = {
  all: systemKeys.all,
  health: (api: ApiClient) =>
    queryOptions({
      queryKey: systemKeys.health(),
      queryFn: ({ signal }) => unwrap(api.GET('/api/health', { signal })),
      staleTime: 30_000,
    }),
  outbox: (api: ApiClient, params: OutboxParams = {}) =>
    queryOptions({
      queryKey: systemKeys.outbox(params),
      queryFn: ({ signal }) =>
        unwrap(api.GET('/api/dev/outbox', { params: { query: params }, signal })),
      staleTime: 0,
    }),
} as const;

/** Whether the API is up (the footer's "system online" note). */
export function useHealth<TData = DataOf<typeof systemQueries.health>>(
  options?: QueryExtras<typeof systemQueries.health, TData>,
) {
  return useQuery(
    withExtras<typeof systemQueries.health, TData>(systemQueries.health(useApi()), options),
  );
}
