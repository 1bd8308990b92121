import { type Schemas, unwrap, type WeeklyCombination } from '@back-office/api-client';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
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
import { useJob } from '../jobs/use-job.ts';
import { usePeriodScope } from '../periods/use-period-scope.ts';
import { fetchWeeklyCombinationFile } from './weekly-combination-file.ts';

export type WeeklyCombinationListParams = QueryOf<'listWeeklyCombinations'>;
type WeeklyStatus = Schemas['WeeklyCombinationStatus'];
type Download = { blob: Blob; filename: string };

/** Hierarchical keys of weekly combinations; lists carry the period in their params. */
export const weeklyCombinationKeys = {
  all: ['weekly-combinations'] as const,
  lists: () => [...weeklyCombinationKeys.all, 'list'] as const,
  list: (params: WeeklyCombinationListParams) =>
    [...weeklyCombinationKeys.lists(), params] as const,
  details: () => [...weeklyCombinationKeys.all, 'detail'] as const,
  detail: (id: number) => [...weeklyCombinationKeys.details(), id] as const,
  preview: (id: number) => [...weeklyCombinationKeys.detail(id), 'preview'] as const,
  status: (id: number) => [...weeklyCombinationKeys.detail(id), 'status'] as const,
  download: (id: number) => [...weeklyCombinationKeys.detail(id), 'download'] as const,
} as const;

const path = (id: number) => ({ params: { path: { id } } });

/** Query options of weekly combinations. */
export const weeklyCombinationQueries = {
  all: weeklyCombinationKeys.all,
  list: (api: ApiClient, params: WeeklyCombinationListParams = {}) =>
    queryOptions({
      queryKey: weeklyCombinationKeys.list(params),
      queryFn: ({ signal }) =>
        unwrap(api.GET('/api/weekly-combinations', { params: { query: params }, signal })),
    }),
  detail: (api: ApiClient, id: number) =>
    queryOptions({
      queryKey: weeklyCombinationKeys.detail(id),
      queryFn: ({ signal }) =>
        unwrap(api.GET('/api/weekly-combinations/{id}', { ...path(id), signal })),
    }),
  preview: (api: ApiClient, id: number) =>
    queryOptions({
      queryKey: weeklyCombinationKeys.preview(id),
      queryFn: ({ signal }) =>
        unwrap(api.GET('/api/weekly-combinations/{id}/preview', { ...path(id), signal })),
    }),
  status: (api: ApiClient, id: number) =>
    queryOptions({
      queryKey: weeklyCombinationKeys.status(id),
      queryFn: ({ signal }) =>
        unwrap(api.GET('/api/weekly-combinations/{id}/status', { ...path(id), signal })),
    }),
  download: (api: ApiClient, id: number) =>
    queryOptions({
      queryKey: weeklyCombinationKeys.download(id),
      queryFn: ({ signal }) =>
        unwrap(api.GET('/api/weekly-combinations/{id}/download', { ...path(id), signal })),
    }),
} as const;

/** The list page after page (`useInfiniteQuery`): `skip` moves by `limit` until `total`. */
export const weeklyCombinationPages = (
  api: ApiClient,
  params: Omit<WeeklyCombinationListParams, 'skip'> = {},
) =>
  offsetPages([...weeklyCombinationKeys.lists(), 'pages', params] as const, (page, signal) =>
    unwrap(
      api.GET('/api/weekly-combinations', { params: { query: { ...params, ...page } }, signal }),
    ),
  );

/** The selected period's weekly combinations (or `params.period_id`'s). */
export function useWeeklyCombinations<TData = DataOf<typeof weeklyCombinationQueries.list>>(
  params: WeeklyCombinationListParams = {},
  options?: QueryExtras<typeof weeklyCombinationQueries.list, TData>,
) {
  const scope = usePeriodScope(params);
  return useQuery(
    withExtras<typeof weeklyCombinationQueries.list, TData>(
      weeklyCombinationQueries.list(useApi(), scope.params),
      { ...options, enabled: scope.enabled && options?.enabled !== false },
    ),
  );
}

/** One weekly combination. */
export function useWeeklyCombination<TData = DataOf<typeof weeklyCombinationQueries.detail>>(
  id: number,
  options?: QueryExtras<typeof weeklyCombinationQueries.detail, TData>,
) {
  return useQuery(
    withExtras<typeof weeklyCombinationQueries.detail, TData>(
      weeklyCombinationQueries.detail(useApi(), id),
      options,
    ),
  );
}

/** What processing would combine (orders and totals per product). */
export function useWeeklyCombinationPreview<
  TData = DataOf<typeof weeklyCombinationQueries.preview>,
>(id: number, options?: QueryExtras<typeof weeklyCombinationQueries.preview, TData>) {
  return useQuery(
    withExtras<typeof weeklyCombinationQueries.preview, TData>(
      weeklyCombinationQueries.preview(useApi(), id),
      options,
    ),
  );
}

/** Where the completed spreadsheet can be fetched. */
export function useWeeklyCombinationDownload<
  TData = DataOf<typeof weeklyCombinationQueries.download>,
>(
  id: number,
  enabled = true,
  options?: QueryExtras<typeof weeklyCombinationQueries.download, TData>,
) {
  return useQuery(
    withExtras<typeof weeklyCombinationQueries.download, TData>(
      weeklyCombinationQueries.download(useApi(), id),
      { enabled, ...options },
    ),
  );
}

/** The mutation options of `useCreateWeeklyCombination`. */
export const createWeeklyCombinationMutation: ApiMutationFactory<
  WeeklyCombination,
  BodyOf<'createWeeklyCombination'>
> = defineMutation({
  call: (api, body) => unwrap(api.POST('/api/weekly-combinations', { body })),
  invalidates: () => [weeklyCombinationKeys.lists()],
});

/** `POST /api/weekly-combinations`. */
export function useCreateWeeklyCombination(
  options?: MutationExtras<WeeklyCombination, BodyOf<'createWeeklyCombination'>>,
) {
  return useApiMutationOf(createWeeklyCombinationMutation, options);
}

/** The mutation options of `useProcessWeeklyCombination`. */
export const processWeeklyCombinationMutation: ApiMutationFactory<WeeklyStatus, number> =
  defineMutation({
    call: (api, id) => unwrap(api.POST('/api/weekly-combinations/{id}/process', path(id))),
    invalidates: (id, status, queryClient) => {
      queryClient.setQueryData(weeklyCombinationKeys.status(id), status);
      return [weeklyCombinationKeys.lists()];
    },
  });

/** `POST /api/weekly-combinations/{id}/process` (empty body): starts the job. */
export function useProcessWeeklyCombination(options?: MutationExtras<WeeklyStatus, number>) {
  return useApiMutationOf(processWeeklyCombinationMutation, options);
}

/** The mutation options of `useCancelWeeklyCombination`. */
export const cancelWeeklyCombinationMutation: ApiMutationFactory<WeeklyCombination, number> =
  defineMutation({
    call: (api, id) => unwrap(api.DELETE('/api/weekly-combinations/{id}/cancel', path(id))),
    invalidates: (id) => [weeklyCombinationKeys.detail(id), weeklyCombinationKeys.lists()],
  });

/** `DELETE /api/weekly-combinations/{id}/cancel`. */
export function useCancelWeeklyCombination(options?: MutationExtras<WeeklyCombination, number>) {
  return useApiMutationOf(cancelWeeklyCombinationMutation, options);
}

/** The mutation options of `useDeleteWeeklyCombination`. */
export const deleteWeeklyCombinationMutation: ApiMutationFactory<undefined, number> =
  defineMutation({
    call: (api, id) => unwrap(api.DELETE('/api/weekly-combinations/{id}', path(id))),
    invalidates: (id, _data, queryClient) => {
      queryClient.removeQueries({ queryKey: weeklyCombinationKeys.detail(id) });
      return [weeklyCombinationKeys.lists()];
    },
  });

/** `DELETE /api/weekly-combinations/{id}`. */
export function useDeleteWeeklyCombination(options?: MutationExtras<undefined, number>) {
  return useApiMutationOf(deleteWeeklyCombinationMutation, options);
}

/** The mutation options of `useDownloadWeeklyCombinationFile`. */
export const downloadWeeklyCombinationFileMutation: ApiMutationFactory<Download, number> =
  defineMutation({ call: (api, id) => fetchWeeklyCombinationFile(api, id), invalidates: () => [] });

/**
 * The finished spreadsheet as `{ blob, filename }`: `GET …/{id}/download` (where it is and its
 * name), then its bytes from there (`…/{id}/file`, or a signed storage URL).
 */
export function useDownloadWeeklyCombinationFile(options?: MutationExtras<Download, number>) {
  return useApiMutationOf(downloadWeeklyCombinationFileMutation, options);
}

/**
 * The processing job: polls until terminal. `useCancelWeeklyCombination` stops it and
 * `useProcessWeeklyCombination` processes it again; the job follows both.
 */
export function useWeeklyCombinationJob(id: number | null) {
  const api = useApi();
  const queryClient = useQueryClient();
  const onTerminal = useCallback(() => {
    if (id === null) return;
    void queryClient.invalidateQueries({ queryKey: weeklyCombinationKeys.detail(id), exact: true });
    void queryClient.invalidateQueries({ queryKey: weeklyCombinationKeys.download(id) });
    void queryClient.invalidateQueries({ queryKey: weeklyCombinationKeys.lists() });
  }, [id, queryClient]);
  return useJob<WeeklyStatus>({
    queryKey: weeklyCombinationKeys.status(id ?? 0),
    fetchStatus: (signal) =>
      unwrap(api.GET('/api/weekly-combinations/{id}/status', { ...path(id ?? 0), signal })),
    enabled: id !== null,
    live: { kind: 'weekly', id },
    onTerminal,
  });
}
