import { type operations, type Schemas, unwrap } from '@back-office/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../api/api-context.tsx';
import { offsetPages } from '../api/offset-pages.ts';
import { type DataOf, type QueryExtras, withExtras } from '../api/query-extras.ts';
import type { ApiClient } from '../api/types.ts';

/** The kinds of record with a history (`GET /api/history/{resource}/{id}`). */
export type HistoryResource = operations['getRecordHistory']['parameters']['path']['resource'];

/** One page of a record's history. */
export interface HistoryPage {
  readonly skip: number;
  readonly limit: number;
}

export const historyKeys = {
  all: ['history'] as const,
  page: (resource: HistoryResource, id: number, page: HistoryPage) =>
    ['history', resource, id, page] as const,
};

/** Query options of a record's audit entries, newest first. */
export const historyQueries = {
  all: historyKeys.all,
  page: (api: ApiClient, resource: HistoryResource, id: number, page: HistoryPage) =>
    queryOptions({
      queryKey: historyKeys.page(resource, id, page),
      queryFn: ({ signal }): Promise<Schemas['AuditLogList']> =>
        unwrap(
          api.GET('/api/history/{resource}/{id}', {
            params: { path: { resource, id }, query: page },
            signal,
          }),
        ),
      placeholderData: keepPreviousData,
    }),
} as const;

/** A record's history page after page (`useInfiniteQuery`), `limit` entries a page. */
export const historyPages = (api: ApiClient, resource: HistoryResource, id: number, limit = 20) =>
  offsetPages(['history', resource, id, 'pages', limit] as const, (page, signal) =>
    unwrap(
      api.GET('/api/history/{resource}/{id}', {
        params: { path: { resource, id }, query: { ...page, limit } },
        signal,
      }),
    ),
  );

/** A page of the record's history; always fetched afresh when shown (it grows with each change). */
export function useRecordHistory<TData = DataOf<typeof historyQueries.page>>(
  resource: HistoryResource,
  id: number,
  page: HistoryPage,
  options?: QueryExtras<typeof historyQueries.page, TData>,
) {
  return useQuery(
    withExtras<typeof historyQueries.page, TData>(
      historyQueries.page(useApi(), resource, id, page),
      { staleTime: 0, ...options },
    ),
  );
}
