import { type Schemas, unwrap } from '@back-office/api-client';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../api/api-context.tsx';
import { cursorPages } from '../api/cursor-pages.ts';
import { type DataOf, type QueryExtras, withExtras } from '../api/query-extras.ts';
import type { ApiClient, BodyOf, QueryOf } from '../api/types.ts';
import {
  type ApiMutationFactory,
  defineMutation,
  type MutationExtras,
  useApiMutationOf,
} from '../api/use-api-mutation.ts';
import { usePeriodScope } from '../periods/use-period-scope.ts';
import { consultantOrderKeys } from './consultant-orders/keys.ts';

export type CombinedOrderListParams = QueryOf<'listCombinedOrders'>;
type Download = { blob: Blob; filename: string };

/** Hierarchical keys of combined orders; lists carry the period in their params. */
export const combinedOrderKeys = {
  all: ['combined-orders'] as const,
  lists: () => [...combinedOrderKeys.all, 'list'] as const,
  list: (params: CombinedOrderListParams) => [...combinedOrderKeys.lists(), params] as const,
  details: () => [...combinedOrderKeys.all, 'detail'] as const,
  detail: (id: number) => [...combinedOrderKeys.details(), id] as const,
  pdfInfo: (id: number) => [...combinedOrderKeys.detail(id), 'pdf-info'] as const,
  invoicePreview: (id: number) => [...combinedOrderKeys.detail(id), 'invoice-preview'] as const,
} as const;

const path = (id: number) => ({ params: { path: { id } } });

/** Query options of combined orders. */
export const combinedOrderQueries = {
  all: combinedOrderKeys.all,
  list: (api: ApiClient, params: CombinedOrderListParams = {}) =>
    queryOptions({
      queryKey: combinedOrderKeys.list(params),
      queryFn: ({ signal }) =>
        unwrap(api.GET('/api/combined-orders', { params: { query: params }, signal })),
    }),
  detail: (api: ApiClient, id: number) =>
    queryOptions({
      queryKey: combinedOrderKeys.detail(id),
      queryFn: ({ signal }) =>
        unwrap(api.GET('/api/combined-orders/{id}', { ...path(id), signal })),
    }),
  pdfInfo: (api: ApiClient, id: number) =>
    queryOptions({
      queryKey: combinedOrderKeys.pdfInfo(id),
      queryFn: ({ signal }) =>
        unwrap(api.GET('/api/consultant-orders/combined/{id}/pdf/info', { ...path(id), signal })),
    }),
  invoicePreview: (api: ApiClient, id: number) =>
    queryOptions({
      queryKey: combinedOrderKeys.invoicePreview(id),
      queryFn: ({ signal }) =>
        unwrap(api.GET('/api/combined-orders/{id}/invoice-preview', { ...path(id), signal })),
    }),
} as const;

/** The list page after page (`useInfiniteQuery`): each after the previous `next_cursor`. */
export const combinedOrderPages = (
  api: ApiClient,
  params: Omit<CombinedOrderListParams, 'skip' | 'cursor'> = {},
) =>
  cursorPages([...combinedOrderKeys.lists(), 'pages', params] as const, (page, signal) =>
    unwrap(api.GET('/api/combined-orders', { params: { query: { ...params, ...page } }, signal })),
  );

/** The selected period's combined orders (or `params.period_id`'s). */
export function useCombinedOrders<TData = DataOf<typeof combinedOrderQueries.list>>(
  params: CombinedOrderListParams = {},
  options?: QueryExtras<typeof combinedOrderQueries.list, TData>,
) {
  const scope = usePeriodScope(params);
  return useQuery(
    withExtras<typeof combinedOrderQueries.list, TData>(
      combinedOrderQueries.list(useApi(), scope.params),
      { ...options, enabled: scope.enabled && options?.enabled !== false },
    ),
  );
}

/** One combined order. */
export function useCombinedOrder<TData = DataOf<typeof combinedOrderQueries.detail>>(
  id: number,
  options?: QueryExtras<typeof combinedOrderQueries.detail, TData>,
) {
  return useQuery(
    withExtras<typeof combinedOrderQueries.detail, TData>(
      combinedOrderQueries.detail(useApi(), id),
      options,
    ),
  );
}

/** What the combined order's PDF holds. */
export function useCombinedOrderPdfInfo<TData = DataOf<typeof combinedOrderQueries.pdfInfo>>(
  id: number,
  options?: QueryExtras<typeof combinedOrderQueries.pdfInfo, TData>,
) {
  return useQuery(
    withExtras<typeof combinedOrderQueries.pdfInfo, TData>(
      combinedOrderQueries.pdfInfo(useApi(), id),
      options,
    ),
  );
}

/** The invoice a combined order would produce. */
export function useCombinedOrderInvoicePreview<
  TData = DataOf<typeof combinedOrderQueries.invoicePreview>,
>(id: number, options?: QueryExtras<typeof combinedOrderQueries.invoicePreview, TData>) {
  return useQuery(
    withExtras<typeof combinedOrderQueries.invoicePreview, TData>(
      combinedOrderQueries.invoicePreview(useApi(), id),
      options,
    ),
  );
}

/**
 * Deleting returns its consultant orders to submitted: the deleted orders leave the cache, the
 * combined-order lists and every consultant-order query are refreshed.
 */
function deletion(queryClient: QueryClient) {
  return (ids: readonly number[]) => {
    for (const id of ids) queryClient.removeQueries({ queryKey: combinedOrderKeys.detail(id) });
    return [combinedOrderKeys.lists(), consultantOrderKeys.all];
  };
}

type Deletion = { id: number; reason?: string };
type BulkDeletion = { body: BodyOf<'bulkDeleteCombinedOrders'>; reason?: string };

/** The mutation options of `useDeleteCombinedOrder`. */
export const deleteCombinedOrderMutation: ApiMutationFactory<undefined, Deletion> = defineMutation({
  call: (api, { id, reason }) =>
    unwrap(
      api.DELETE('/api/combined-orders/{id}', {
        params: { path: { id }, query: reason === undefined ? {} : { reason } },
      }),
    ),
  invalidates: ({ id }, _data, queryClient) => deletion(queryClient)([id]),
});

/** `DELETE /api/combined-orders/{id}` with an optional reason. */
export function useDeleteCombinedOrder(options?: MutationExtras<undefined, Deletion>) {
  return useApiMutationOf(deleteCombinedOrderMutation, options);
}

/** The mutation options of `useBulkDeleteCombinedOrders`. */
export const bulkDeleteCombinedOrdersMutation: ApiMutationFactory<
  Schemas['CombinedOrderBulkDeleteResult'],
  BulkDeletion
> = defineMutation({
  call: (api, { body, reason }) =>
    unwrap(
      api.POST('/api/combined-orders/bulk-delete', {
        params: { query: reason === undefined ? {} : { reason } },
        body,
      }),
    ),
  invalidates: ({ body }, _data, queryClient) => deletion(queryClient)(body.combined_order_ids),
});

/** `POST /api/combined-orders/bulk-delete` with `combined_order_ids` and an optional reason. */
export function useBulkDeleteCombinedOrders(
  options?: MutationExtras<Schemas['CombinedOrderBulkDeleteResult'], BulkDeletion>,
) {
  return useApiMutationOf(bulkDeleteCombinedOrdersMutation, options);
}

/** The mutation options of `useDownloadCombinedOrderPdf`. */
export const downloadCombinedOrderPdfMutation: ApiMutationFactory<Download, number> =
  defineMutation({ call: (api, id) => api.downloads.combinedOrderPdf(id), invalidates: () => [] });

/** `GET /api/combined-orders/{id}/pdf/download` as `{ blob, filename }` (default `combined_order_{id}.pdf`). */
export function useDownloadCombinedOrderPdf(options?: MutationExtras<Download, number>) {
  return useApiMutationOf(downloadCombinedOrderPdfMutation, options);
}
