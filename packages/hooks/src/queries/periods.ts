import { type Period, type Schemas, unwrap } from '@back-office/api-client';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../api/api-context.tsx';
import { offsetPages } from '../api/offset-pages.ts';
import { type DataOf, type QueryExtras, withExtras } from '../api/query-extras.ts';
import type { ApiClient, BodyOf, QueryOf } from '../api/types.ts';
import {
  type ApiMutationFactory,
  defineMutation,
  type MutationExtras,
  useApiMutationOf,
} from '../api/use-api-mutation.ts';
import { sendWithVersion } from '../concurrency/send-with-version.ts';
import type { WriteError } from '../concurrency/stale-record-error.ts';
import type { KeyValueStorage } from '../storage/keys.ts';
import { PERIOD_CACHE_TTL_MS, readPeriodCache, writePeriodCache } from '../storage/period-cache.ts';

export type PeriodListParams = QueryOf<'listPeriods'>;

/** §9: the selector fetches the period list with limit 100. */
export const PERIOD_LIST_PARAMS = { limit: 100 } as const satisfies PeriodListParams;

/** Hierarchical keys of periods. */
export const periodKeys = {
  all: ['periods'] as const,
  lists: () => [...periodKeys.all, 'list'] as const,
  list: (params: PeriodListParams) => [...periodKeys.lists(), params] as const,
  details: () => [...periodKeys.all, 'detail'] as const,
  detail: (id: number) => [...periodKeys.details(), id] as const,
  active: () => [...periodKeys.all, 'active'] as const,
} as const;

/** Query options of periods; give them the client (`useApi()` or the router context). */
export const periodQueries = {
  all: periodKeys.all,
  list: (api: ApiClient, params: PeriodListParams = PERIOD_LIST_PARAMS) =>
    queryOptions({
      queryKey: periodKeys.list(params),
      queryFn: ({ signal }) =>
        unwrap(api.GET('/api/periods', { params: { query: params }, signal })),
    }),
  /**
   * The selector's list (limit 100), kept in local storage with its timestamp for 5 minutes:
   * a reload within 5 minutes shows it without a request.
   */
  cachedList: (api: ApiClient, storage: KeyValueStorage | null, now: () => number) =>
    queryOptions({
      queryKey: periodKeys.list(PERIOD_LIST_PARAMS),
      queryFn: async ({ signal }): Promise<Schemas['PeriodList']> => {
        const list = await unwrap(
          api.GET('/api/periods', { params: { query: PERIOD_LIST_PARAMS }, signal }),
        );
        writePeriodCache(storage, list.periods, now());
        return list;
      },
      initialData: () => {
        const cached = readPeriodCache<Period>(storage, now());
        return cached === null
          ? undefined
          : { periods: cached.periods, total: cached.periods.length, skip: 0, limit: 100 };
      },
      initialDataUpdatedAt: () => readPeriodCache(storage, now())?.timestamp,
      staleTime: PERIOD_CACHE_TTL_MS,
    }),
  detail: (api: ApiClient, id: number) =>
    queryOptions({
      queryKey: periodKeys.detail(id),
      queryFn: ({ signal }) =>
        unwrap(api.GET('/api/periods/{id}', { params: { path: { id } }, signal })),
    }),
  /** The server's active period, or null when none is active (404). */
  active: (api: ApiClient) =>
    queryOptions({
      queryKey: periodKeys.active(),
      queryFn: async ({ signal }): Promise<Period | null> => {
        const { data, error, response } = await api.GET('/api/periods/active/current', { signal });
        if (response.status === 404) return null;
        return unwrap({ data, error, response });
      },
    }),
} as const;

/** The list page after page (`useInfiniteQuery`): `skip` moves by `limit` until `total`. */
export const periodPages = (api: ApiClient, params: Omit<PeriodListParams, 'skip'> = {}) =>
  offsetPages([...periodKeys.lists(), 'pages', params] as const, (page, signal) =>
    unwrap(api.GET('/api/periods', { params: { query: { ...params, ...page } }, signal })),
  );

/** One period by id. */
export function usePeriod<TData = DataOf<typeof periodQueries.detail>>(
  id: number,
  options?: QueryExtras<typeof periodQueries.detail, TData>,
) {
  return useQuery(
    withExtras<typeof periodQueries.detail, TData>(periodQueries.detail(useApi(), id), options),
  );
}

/** Every period change refreshes the whole period area (list order, active period). */
const allPeriods = () => [periodKeys.all];

/** The mutation options of `useCreatePeriod`. */
export const createPeriodMutation: ApiMutationFactory<
  Period,
  BodyOf<'createPeriod'>
> = defineMutation({
  call: (api, body) => unwrap(api.POST('/api/periods', { body })),
  invalidates: allPeriods,
});

/** `POST /api/periods` (admin). */
export function useCreatePeriod(options?: MutationExtras<Period, BodyOf<'createPeriod'>>) {
  return useApiMutationOf(createPeriodMutation, options);
}

/** Where the cache holds a period's version (its detail, else the selector's list). */
export const periodVersion = (api: ApiClient, queryClient: QueryClient, id: number) => ({
  id,
  detail: periodKeys.detail(id),
  lists: [periodKeys.lists()],
  load: () => queryClient.ensureQueryData(periodQueries.detail(api, id)),
});

type PeriodEdit = { id: number; body: BodyOf<'updatePeriod'> };

/** The mutation options of `useUpdatePeriod`. */
export const updatePeriodMutation: ApiMutationFactory<
  Period,
  PeriodEdit,
  unknown,
  WriteError<Period>
> = defineMutation({
  call: (api, { id, body }, queryClient) =>
    sendWithVersion(queryClient, periodVersion(api, queryClient, id), (ifMatch) =>
      api.PUT('/api/periods/{id}', {
        params: { path: { id }, header: { 'If-Match': ifMatch } },
        body,
      }),
    ),
  invalidates: allPeriods,
});

/** `PUT /api/periods/{id}` (admin), with `If-Match` from the cache. */
export function useUpdatePeriod(options?: MutationExtras<Period, PeriodEdit, WriteError<Period>>) {
  return useApiMutationOf(updatePeriodMutation, options);
}

type Transition = 'activate' | 'close' | 'archive';

/** The mutation options of one period transition. */
function transitionMutation(
  transition: Transition,
): ApiMutationFactory<Period, number, unknown, WriteError<Period>> {
  return defineMutation({
    call: (api, id, queryClient) =>
      sendWithVersion(queryClient, periodVersion(api, queryClient, id), (ifMatch) => {
        const params = { params: { path: { id }, header: { 'If-Match': ifMatch } } };
        if (transition === 'activate') return api.PUT('/api/periods/{id}/activate', params);
        if (transition === 'close') return api.PUT('/api/periods/{id}/close', params);
        return api.PUT('/api/periods/{id}/archive', params);
      }),
    invalidates: allPeriods,
  });
}

/** The mutation options of `useActivatePeriod`. */
export const activatePeriodMutation = transitionMutation('activate');
/** The mutation options of `useClosePeriod`. */
export const closePeriodMutation = transitionMutation('close');
/** The mutation options of `useArchivePeriod`. */
export const archivePeriodMutation = transitionMutation('archive');

/** `PUT /api/periods/{id}/activate` (admin; closes the previously active period). */
export function useActivatePeriod(options?: MutationExtras<Period, number, WriteError<Period>>) {
  return useApiMutationOf(activatePeriodMutation, options);
}

/** `PUT /api/periods/{id}/close` (admin). */
export function useClosePeriod(options?: MutationExtras<Period, number, WriteError<Period>>) {
  return useApiMutationOf(closePeriodMutation, options);
}

/** `PUT /api/periods/{id}/archive` (admin; the period leaves the selector). */
export function useArchivePeriod(options?: MutationExtras<Period, number, WriteError<Period>>) {
  return useApiMutationOf(archivePeriodMutation, options);
}

/** The mutation options of `useDeletePeriod`. */
export const deletePeriodMutation: ApiMutationFactory<
  undefined,
  number,
  unknown,
  WriteError<Period>
> = defineMutation({
  call: (api, id, queryClient) =>
    sendWithVersion(queryClient, periodVersion(api, queryClient, id), (ifMatch) =>
      api.DELETE('/api/periods/{id}', {
        params: { path: { id }, header: { 'If-Match': ifMatch } },
      }),
    ),
  invalidates: allPeriods,
});

/** `DELETE /api/periods/{id}` (admin). */
export function useDeletePeriod(options?: MutationExtras<undefined, number, WriteError<Period>>) {
  return useApiMutationOf(deletePeriodMutation, options);
}
