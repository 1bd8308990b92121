import { unwrap } from '@back-office/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../api/api-context.tsx';
import { type DataOf, type QueryExtras, withExtras } from '../api/query-extras.ts';
import type { ApiClient } from '../api/types.ts';
import { sessionKeys } from './session-keys.ts';

export { sessionKeys };

/** Query options of the signed-in user's sessions (revoke and logout-all are in `useAuth`). */
export const sessionQueries = {
  all: sessionKeys.all,
  list: (api: ApiClient) =>
    queryOptions({
      queryKey: sessionKeys.list(),
      queryFn: async ({ signal }) => (await unwrap(api.GET('/auth/sessions', { signal }))).sessions,
    }),
} as const;

/** The user's own sessions, most recently active first. */
export function useSessions<TData = DataOf<typeof sessionQueries.list>>(
  options?: QueryExtras<typeof sessionQueries.list, TData>,
) {
  return useQuery(
    withExtras<typeof sessionQueries.list, TData>(sessionQueries.list(useApi()), options),
  );
}
