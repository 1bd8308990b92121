import { type Schemas, unwrap } from '@back-office/api-client';
import { keepPreviousData, type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../api/api-context.tsx';
import { cursorPages } from '../api/cursor-pages.ts';
import { defined } from '../api/defined.ts';
import { type DataOf, type QueryExtras, withExtras } from '../api/query-extras.ts';
import type { ApiClient, BodyOf, MultipartOf, QueryOf } from '../api/types.ts';
import type { UploadControls } from '../api/upload-input.ts';
import {
  type ApiMutationFactory,
  defineMutation,
  type MutationExtras,
  useApiMutationOf,
} from '../api/use-api-mutation.ts';
import { sendWithVersion } from '../concurrency/send-with-version.ts';
import type { WriteError } from '../concurrency/stale-record-error.ts';

export type DistributorOrderListParams = QueryOf<'listDistributorOrders'>;
type DistributorOrder = Schemas['DistributorOrder'];

/** Hierarchical keys of distributor orders. */
export const distributorOrderKeys = {
  all: ['distributor-orders'] as const,
  lists: () => [...distributorOrderKeys.all, 'list'] as const,
  list: (params: DistributorOrderListParams) => [...distributorOrderKeys.lists(), params] as const,
  details: () => [...distributorOrderKeys.all, 'detail'] as const,
  detail: (id: number) => [...distributorOrderKeys.details(), id] as const,
} as const;

const path = (id: number) => ({ params: { path: { id } } });

/** Query options of distributor orders. */
export const distributorOrderQueries = {
  all: distributorOrderKeys.all,
  list: (api: ApiClient, params: DistributorOrderListParams = {}) =>
    queryOptions({
      queryKey: distributorOrderKeys.list(params),
      queryFn: ({ signal }) =>
        unwrap(api.GET('/api/distributor-orders', { params: { query: params }, signal })),
    }),
  detail: (api: ApiClient, id: number) =>
    queryOptions({
      queryKey: distributorOrderKeys.detail(id),
      queryFn: ({ signal }) =>
        unwrap(api.GET('/api/distributor-orders/{id}', { ...path(id), signal })),
    }),
} as const;

/** The list page after page (`useInfiniteQuery`): each after the previous `next_cursor`. */
export const distributorOrderPages = (
  api: ApiClient,
  params: Omit<DistributorOrderListParams, 'skip' | 'cursor'> = {},
) =>
  cursorPages([...distributorOrderKeys.lists(), 'pages', params] as const, (page, signal) =>
    unwrap(
      api.GET('/api/distributor-orders', { params: { query: { ...params, ...page } }, signal }),
    ),
  );

/** A page of distributor orders. */
export function useDistributorOrders<TData = DataOf<typeof distributorOrderQueries.list>>(
  params: DistributorOrderListParams = {},
  options?: QueryExtras<typeof distributorOrderQueries.list, TData>,
) {
  return useQuery(
    withExtras<typeof distributorOrderQueries.list, TData>(
      distributorOrderQueries.list(useApi(), params),
      { placeholderData: keepPreviousData, ...options },
    ),
  );
}

/** One distributor order. */
export function useDistributorOrder<TData = DataOf<typeof distributorOrderQueries.detail>>(
  id: number,
  options?: QueryExtras<typeof distributorOrderQueries.detail, TData>,
) {
  return useQuery(
    withExtras<typeof distributorOrderQueries.detail, TData>(
      distributorOrderQueries.detail(useApi(), id),
      options,
    ),
  );
}

export interface DistributorOrderUploadInput extends UploadControls {
  readonly file: Blob;
  readonly fields: Omit<MultipartOf<'createDistributorOrder'>, 'file'>;
}

/** The mutation options of `useCreateDistributorOrder`. */
export const createDistributorOrderMutation: ApiMutationFactory<
  DistributorOrder,
  DistributorOrderUploadInput
> = defineMutation({
  call: async (api, { file, fields, onProgress, signal }) =>
    defined(
      await api.upload('/api/distributor-orders', {
        body: { ...fields, file },
        onProgress,
        signal,
      }),
    ),
  invalidates: () => [distributorOrderKeys.lists()],
});

/** `POST /api/distributor-orders` (multipart: a spreadsheet against a distributor template). */
export function useCreateDistributorOrder(
  options?: MutationExtras<DistributorOrder, DistributorOrderUploadInput>,
) {
  return useApiMutationOf(createDistributorOrderMutation, options);
}

/** Where the cache holds a distributor order's version. */
export const distributorOrderVersion = (api: ApiClient, queryClient: QueryClient, id: number) => ({
  id,
  detail: distributorOrderKeys.detail(id),
  lists: [distributorOrderKeys.lists()],
  load: () => queryClient.ensureQueryData(distributorOrderQueries.detail(api, id)),
});

type DistributorOrderEdit = { id: number; body: BodyOf<'updateDistributorOrder'> };

/** The mutation options of `useUpdateDistributorOrder`. */
export const updateDistributorOrderMutation: ApiMutationFactory<
  DistributorOrder,
  DistributorOrderEdit,
  unknown,
  WriteError<DistributorOrder>
> = defineMutation({
  call: (api, { id, body }, queryClient) =>
    sendWithVersion(queryClient, distributorOrderVersion(api, queryClient, id), (ifMatch) =>
      api.PUT('/api/distributor-orders/{id}', {
        params: { ...path(id).params, header: { 'If-Match': ifMatch } },
        body,
      }),
    ),
  invalidates: ({ id }) => [distributorOrderKeys.detail(id), distributorOrderKeys.lists()],
});

/** `PUT /api/distributor-orders/{id}`. */
export function useUpdateDistributorOrder(
  options?: MutationExtras<DistributorOrder, DistributorOrderEdit, WriteError<DistributorOrder>>,
) {
  return useApiMutationOf(updateDistributorOrderMutation, options);
}

/** The mutation options of `useSubmitDistributorOrder`. */
export const submitDistributorOrderMutation: ApiMutationFactory<DistributorOrder, number> =
  defineMutation({
    call: (api, id) => unwrap(api.POST('/api/distributor-orders/{id}/submit', path(id))),
    invalidates: (id) => [distributorOrderKeys.detail(id), distributorOrderKeys.lists()],
  });

/** `POST /api/distributor-orders/{id}/submit`. */
export function useSubmitDistributorOrder(options?: MutationExtras<DistributorOrder, number>) {
  return useApiMutationOf(submitDistributorOrderMutation, options);
}

/** The mutation options of `useDeleteDistributorOrder`. */
export const deleteDistributorOrderMutation: ApiMutationFactory<
  undefined,
  number,
  unknown,
  WriteError<DistributorOrder>
> = defineMutation({
  call: (api, id, queryClient) =>
    sendWithVersion(queryClient, distributorOrderVersion(api, queryClient, id), (ifMatch) =>
      api.DELETE('/api/distributor-orders/{id}', {
        params: { ...path(id).params, header: { 'If-Match': ifMatch } },
      }),
    ),
  invalidates: () => [distributorOrderKeys.all],
});

/** `DELETE /api/distributor-orders/{id}`. */
export function useDeleteDistributorOrder(
  options?: MutationExtras<undefined, number, WriteError<DistributorOrder>>,
) {
  return useApiMutationOf(deleteDistributorOrderMutation, options);
}
