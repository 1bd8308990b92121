import { type Schemas, unwrap } from '@back-office/api-client';
import { keepPreviousData, type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../api/api-context.tsx';
import { type DataOf, type QueryExtras, withExtras } from '../api/query-extras.ts';
import type { ApiClient } from '../api/types.ts';
import {
  type ApiMutationFactory,
  defineMutation,
  type MutationExtras,
  useApiMutationOf,
} from '../api/use-api-mutation.ts';
import { sendWithVersion } from '../concurrency/send-with-version.ts';
import type { WriteError } from '../concurrency/stale-record-error.ts';

type SavedView = Schemas['SavedView'];

/** Query keys of the palette's search and of the user's saved views. */
export const navigationKeys = {
  search: (q: string) => ['search', q] as const,
  savedViews: () => ['saved-views'] as const,
};

/** Query options of the palette's search and of the signed-in user's saved views. */
export const navigationQueries = {
  search: (api: ApiClient, q: string) =>
    queryOptions({
      queryKey: navigationKeys.search(q),
      queryFn: async ({ signal }) =>
        unwrap(api.GET('/api/search', { params: { query: { q } }, signal })),
      staleTime: 30_000,
    }),
  savedViews: (api: ApiClient) =>
    queryOptions({
      queryKey: navigationKeys.savedViews(),
      queryFn: async ({ signal }) =>
        (await unwrap(api.GET('/api/saved-views', { signal }))).saved_views,
    }),
} as const;

/**
 * `GET /api/search`: what the server found of the kinds the user may read. Give it the text
 * already debounced; nothing is asked while it is blank.
 */
export function useEverythingSearch<TData = DataOf<typeof navigationQueries.search>>(
  q: string,
  options?: QueryExtras<typeof navigationQueries.search, TData>,
) {
  const text = q.trim();
  return useQuery(
    withExtras<typeof navigationQueries.search, TData>(navigationQueries.search(useApi(), text), {
      placeholderData: keepPreviousData,
      ...options,
      enabled: text.length > 0 && options?.enabled !== false,
    }),
  );
}

/** The signed-in user's saved views, by name. */
export function useSavedViews<TData = DataOf<typeof navigationQueries.savedViews>>(
  options?: QueryExtras<typeof navigationQueries.savedViews, TData>,
) {
  return useQuery(
    withExtras<typeof navigationQueries.savedViews, TData>(
      navigationQueries.savedViews(useApi()),
      options,
    ),
  );
}

/** The mutation options of `useCreateSavedView`. */
export const createSavedViewMutation: ApiMutationFactory<SavedView, Schemas['SavedViewCreate']> =
  defineMutation({
    call: (api, body) => unwrap(api.POST('/api/saved-views', { body })),
    invalidates: () => [navigationKeys.savedViews()],
  });

/** `POST /api/saved-views`. */
export function useCreateSavedView(
  options?: MutationExtras<SavedView, Schemas['SavedViewCreate']>,
) {
  return useApiMutationOf(createSavedViewMutation, options);
}

/** What renaming a saved view takes. */
export interface RenameSavedViewInput {
  readonly id: number;
  readonly name: string;
}

/** Where the cache holds a saved view's version: a row of the user's saved views. */
const savedViewVersion = (api: ApiClient, queryClient: QueryClient, id: number) => ({
  id,
  detail: navigationKeys.savedViews(),
  lists: [navigationKeys.savedViews()],
  load: () => queryClient.ensureQueryData(navigationQueries.savedViews(api)),
});

/** The mutation options of `useRenameSavedView`. */
export const renameSavedViewMutation: ApiMutationFactory<
  SavedView,
  RenameSavedViewInput,
  unknown,
  WriteError<SavedView>
> = defineMutation({
  call: (api, { id, name }, queryClient) =>
    sendWithVersion(queryClient, savedViewVersion(api, queryClient, id), (ifMatch) =>
      api.PATCH('/api/saved-views/{id}', {
        params: { path: { id }, header: { 'If-Match': ifMatch } },
        body: { name },
      }),
    ),
  invalidates: () => [navigationKeys.savedViews()],
});

/** `PATCH /api/saved-views/{id}`, with `If-Match` from the cached list. */
export function useRenameSavedView(
  options?: MutationExtras<SavedView, RenameSavedViewInput, WriteError<SavedView>>,
) {
  return useApiMutationOf(renameSavedViewMutation, options);
}

/** The mutation options of `useDeleteSavedView`. */
export const deleteSavedViewMutation: ApiMutationFactory<
  undefined,
  number,
  unknown,
  WriteError<SavedView>
> = defineMutation({
  call: (api, id, queryClient) =>
    sendWithVersion(queryClient, savedViewVersion(api, queryClient, id), (ifMatch) =>
      api.DELETE('/api/saved-views/{id}', {
        params: { path: { id }, header: { 'If-Match': ifMatch } },
      }),
    ),
  invalidates: () => [navigationKeys.savedViews()],
});

/** `DELETE /api/saved-views/{id}`, with `If-Match` from the cached list. */
export function useDeleteSavedView(
  options?: MutationExtras<undefined, number, WriteError<SavedView>>,
) {
  return useApiMutationOf(deleteSavedViewMutation, options);
}
