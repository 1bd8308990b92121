import { type OrderStatus, type Schemas, unwrap } from '@back-office/api-client';
import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useCallback } from 'react';
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
import {
  type OptimisticContext,
  optimisticMutationOptions,
} from '../api/use-optimistic-mutation.ts';
import { sendWithVersion } from '../concurrency/send-with-version.ts';
import type { WriteError } from '../concurrency/stale-record-error.ts';
import { useJob } from '../jobs/use-job.ts';
import { answered } from './answered.ts';

export type OrderListParams = QueryOf<'listOrders'>;
export type OrderProductSearchParams = QueryOf<'searchOrderProducts'>;
type OrderDetail = Schemas['OrderDetail'];

/** Hierarchical keys of orders: all → list(params) / detail(id) → status. */
export const orderKeys = {
  all: ['orders'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (params: OrderListParams) => [...orderKeys.lists(), params] as const,
  details: () => [...orderKeys.all, 'detail'] as const,
  detail: (id: number) => [...orderKeys.details(), id] as const,
  status: (id: number) => [...orderKeys.detail(id), 'status'] as const,
  productSearch: (params: OrderProductSearchParams) =>
    [...orderKeys.all, 'product-search', params] as const,
} as const;

const path = (id: number) => ({ params: { path: { id } } });

/** Query options of orders; give them the client (`useApi()` or the router context). */
export const orderQueries = {
  all: orderKeys.all,
  list: (api: ApiClient, params: OrderListParams = {}) =>
    queryOptions({
      queryKey: orderKeys.list(params),
      queryFn: ({ signal }) =>
        unwrap(api.GET('/api/orders', { params: { query: params }, signal })),
    }),
  /** The order with its items and the API's typed `parsed_error_details` (parsed once, there). */
  detail: (api: ApiClient, id: number) =>
    queryOptions({
      queryKey: orderKeys.detail(id),
      queryFn: ({ signal }) => unwrap(api.GET('/api/orders/{id}', { ...path(id), signal })),
    }),
  status: (api: ApiClient, id: number) =>
    queryOptions({
      queryKey: orderKeys.status(id),
      queryFn: ({ signal }) => unwrap(api.GET('/api/orders/{id}/status', { ...path(id), signal })),
    }),
  productSearch: (api: ApiClient, params: OrderProductSearchParams) =>
    queryOptions({
      queryKey: orderKeys.productSearch(params),
      queryFn: ({ signal }) =>
        unwrap(api.GET('/api/orders/products/search', { params: { query: params }, signal })),
    }),
} as const;

/** The list page after page (`useInfiniteQuery`): each after the previous `next_cursor`. */
export const orderPages = (api: ApiClient, params: Omit<OrderListParams, 'skip' | 'cursor'> = {}) =>
  cursorPages([...orderKeys.lists(), 'pages', params] as const, (page, signal) =>
    unwrap(api.GET('/api/orders', { params: { query: { ...params, ...page } }, signal })),
  );

/** A page of orders; the previous page stays visible while the next loads. */
export function useOrders<TData = DataOf<typeof orderQueries.list>>(
  params: OrderListParams = {},
  options?: QueryExtras<typeof orderQueries.list, TData>,
) {
  return useQuery(
    withExtras<typeof orderQueries.list, TData>(orderQueries.list(useApi(), params), {
      placeholderData: keepPreviousData,
      ...options,
    }),
  );
}

/** One order with its items. */
export function useOrder<TData = DataOf<typeof orderQueries.detail>>(
  id: number,
  options?: QueryExtras<typeof orderQueries.detail, TData>,
) {
  return useQuery(
    withExtras<typeof orderQueries.detail, TData>(orderQueries.detail(useApi(), id), options),
  );
}

/** The mutation options of `useCreateOrder`. */
export const createOrderMutation: ApiMutationFactory<
  OrderDetail,
  BodyOf<'createOrder'>
> = defineMutation({
  call: (api, body) => unwrap(api.POST('/api/orders', { body })),
  invalidates: () => [orderKeys.lists()],
});

/** `POST /api/orders`. */
export function useCreateOrder(options?: MutationExtras<OrderDetail, BodyOf<'createOrder'>>) {
  return useApiMutationOf(createOrderMutation, options);
}

/**
 * Where the cache holds a stock order's version (also that of its lines). A line's write answers
 * the line, not the order, so a write's answer only lends the detail its version.
 */
export const orderVersion = (api: ApiClient, queryClient: QueryClient, id: number) => ({
  id,
  detail: orderKeys.detail(id),
  lists: [orderKeys.lists()],
  load: () => queryClient.ensureQueryData(orderQueries.detail(api, id)),
  detailIsAnswer: false,
});

/** The mutation options of `useDeleteOrder`. */
export const deleteOrderMutation: ApiMutationFactory<
  undefined,
  number,
  unknown,
  WriteError<OrderDetail>
> = defineMutation({
  call: (api, id, queryClient) =>
    sendWithVersion(queryClient, orderVersion(api, queryClient, id), (ifMatch) =>
      api.DELETE('/api/orders/{id}', {
        params: { ...path(id).params, header: { 'If-Match': ifMatch } },
      }),
    ),
  invalidates: (id, _data, queryClient) => {
    queryClient.removeQueries({ queryKey: orderKeys.detail(id) });
    return [orderKeys.lists()];
  },
});

/** `DELETE /api/orders/{id}`. */
export function useDeleteOrder(
  options?: MutationExtras<undefined, number, WriteError<OrderDetail>>,
) {
  return useApiMutationOf(deleteOrderMutation, options);
}

/** An item change refreshes its order and the order list. */
const itemChange = ({ orderId }: { orderId: number }) => [
  orderKeys.detail(orderId),
  orderKeys.lists(),
];

/** The mutation options of `useAddOrderItem`. */
export const addOrderItemMutation: ApiMutationFactory<
  OrderDetail,
  { orderId: number; body: BodyOf<'addOrderItem'> }
> = defineMutation({
  call: (api, { orderId, body }) =>
    unwrap(api.POST('/api/orders/{id}/items', { ...path(orderId), body })),
  invalidates: itemChange,
});

/** `POST /api/orders/{id}/items`. */
export function useAddOrderItem(
  options?: MutationExtras<OrderDetail, { orderId: number; body: BodyOf<'addOrderItem'> }>,
) {
  return useApiMutationOf(addOrderItemMutation, options);
}

export interface OrderItemEdit {
  readonly orderId: number;
  readonly itemId: number;
  readonly body: BodyOf<'updateOrderItem'>;
}

/** The mutation options of `useUpdateOrderItem`. */
export const updateOrderItemMutation: ApiMutationFactory<
  OrderDetail,
  OrderItemEdit,
  OptimisticContext<OrderDetail>,
  WriteError<OrderDetail>
> = (api, queryClient, options) =>
  optimisticMutationOptions<OrderDetail, OrderItemEdit, OrderDetail>(
    api,
    queryClient,
    {
      call: (api, { orderId, itemId, body }, queryClient) =>
        sendWithVersion(queryClient, orderVersion(api, queryClient, orderId), (ifMatch) =>
          api.PUT('/api/orders/{id}/items/{itemId}', {
            params: { path: { id: orderId, itemId }, header: { 'If-Match': ifMatch } },
            body,
          }),
        ),
      target: ({ orderId }) => orderKeys.detail(orderId),
      apply: (order, { itemId, body }) => ({
        ...order,
        items: order.items.map((item) =>
          item.id === itemId
            ? {
                ...item,
                quantity: body.quantity,
                unit_price_cents: body.unit_price_cents ?? item.unit_price_cents,
                line_total_cents: body.quantity * (body.unit_price_cents ?? item.unit_price_cents),
              }
            : item,
        ),
      }),
      invalidates: itemChange,
    },
    options,
  );

/** `PUT /api/orders/{id}/items/{itemId}`: the new quantity shows at once, rolled back on error. */
export function useUpdateOrderItem(
  options?: MutationExtras<OrderDetail, OrderItemEdit, WriteError<OrderDetail>>,
) {
  return useApiMutationOf(updateOrderItemMutation, options);
}

/** The mutation options of `useDeleteOrderItem`. */
export const deleteOrderItemMutation: ApiMutationFactory<
  OrderDetail,
  { orderId: number; itemId: number },
  OptimisticContext<OrderDetail>,
  WriteError<OrderDetail>
> = (api, queryClient, options) =>
  optimisticMutationOptions<OrderDetail, { orderId: number; itemId: number }, OrderDetail>(
    api,
    queryClient,
    {
      call: (api, { orderId, itemId }, queryClient) =>
        sendWithVersion(queryClient, orderVersion(api, queryClient, orderId), (ifMatch) =>
          api.DELETE('/api/orders/{id}/items/{itemId}', {
            params: { path: { id: orderId, itemId }, header: { 'If-Match': ifMatch } },
          }),
        ).then(answered),
      target: ({ orderId }) => orderKeys.detail(orderId),
      apply: (order, { itemId }) => ({
        ...order,
        items: order.items.filter((item) => item.id !== itemId),
      }),
      invalidates: itemChange,
    },
    options,
  );

/** `DELETE /api/orders/{id}/items/{itemId}`: the line disappears at once, back on error. */
export function useDeleteOrderItem(
  options?: MutationExtras<
    OrderDetail,
    { orderId: number; itemId: number },
    WriteError<OrderDetail>
  >,
) {
  return useApiMutationOf(deleteOrderItemMutation, options);
}

/** A command that changes an order's state refreshes it, its status and the list. */
const stateChange = (id: number) => [orderKeys.detail(id), orderKeys.lists()];

/** The mutation options of `useProcessOrder`. */
export const processOrderMutation: ApiMutationFactory<OrderStatus, number> = defineMutation({
  call: (api, id) => unwrap(api.POST('/api/orders/{id}/process', path(id))),
  invalidates: (id, status, queryClient) => {
    queryClient.setQueryData(orderKeys.status(id), status);
    return [orderKeys.lists()];
  },
});

/** `POST /api/orders/{id}/process`: starts the job (watch it with `useOrderJob`). */
export function useProcessOrder(options?: MutationExtras<OrderStatus, number>) {
  return useApiMutationOf(processOrderMutation, options);
}

/** The mutation options of `useCancelOrder`. */
export const cancelOrderMutation: ApiMutationFactory<OrderDetail, number> = defineMutation({
  call: (api, id) => unwrap(api.POST('/api/orders/{id}/cancel', path(id))),
  invalidates: stateChange,
});

/** `POST /api/orders/{id}/cancel`. */
export function useCancelOrder(options?: MutationExtras<OrderDetail, number>) {
  return useApiMutationOf(cancelOrderMutation, options);
}

/** The mutation options of `useRetryOrder`. */
export const retryOrderMutation: ApiMutationFactory<OrderStatus, number> = defineMutation({
  call: (api, id) => unwrap(api.POST('/api/orders/{id}/retry', path(id))),
  invalidates: (id, status, queryClient) => {
    queryClient.setQueryData(orderKeys.status(id), status);
    return [orderKeys.lists()];
  },
});

/** `POST /api/orders/{id}/retry`: restarts a failed order's job. */
export function useRetryOrder(options?: MutationExtras<OrderStatus, number>) {
  return useApiMutationOf(retryOrderMutation, options);
}

/**
 * The processing job of an order: polls its status until terminal. Cancel and retry with
 * `useCancelOrder` and `useRetryOrder`, which the job follows.
 */
export function useOrderJob(id: number | null) {
  const api = useApi();
  const queryClient = useQueryClient();
  const onTerminal = useCallback(() => {
    if (id === null) return;
    void queryClient.invalidateQueries({ queryKey: orderKeys.detail(id), exact: true });
    void queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
  }, [id, queryClient]);
  return useJob<OrderStatus>({
    queryKey: orderKeys.status(id ?? 0),
    fetchStatus: (signal) =>
      unwrap(api.GET('/api/orders/{id}/status', { ...path(id ?? 0), signal })),
    enabled: id !== null,
    live: { kind: 'order', id },
    onTerminal,
  });
}

/** The mutation options of `useDownloadOrderFile`. */
export const downloadOrderFileMutation: ApiMutationFactory<
  { blob: Blob; filename: string },
  number
> = defineMutation({
  call: (api, id) =>
    api.download('/api/orders/{id}/download', { ...path(id), filename: `order_${id}.xlsx` }),
  invalidates: () => [],
});

/** `GET /api/orders/{id}/download`: the output spreadsheet as `{ blob, filename }`. */
export function useDownloadOrderFile(
  options?: MutationExtras<{ blob: Blob; filename: string }, number>,
) {
  return useApiMutationOf(downloadOrderFileMutation, options);
}
