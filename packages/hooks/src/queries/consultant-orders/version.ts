import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../api/types.ts';
import { consultantOrderKeys } from './keys.ts';
import { consultantOrderQueries } from './queries.ts';

/**
 * Where the cache holds a consultant order's version (also that of its lines): its detail, a
 * list row, or a row of its consultant's order history.
 */
export const consultantOrderVersion = (api: ApiClient, queryClient: QueryClient, id: number) => ({
  id,
  detail: consultantOrderKeys.detail(id),
  lists: [consultantOrderKeys.lists()],
  load: () => queryClient.ensureQueryData(consultantOrderQueries.detail(api, id)),
});
