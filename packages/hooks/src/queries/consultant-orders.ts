import { type ConsultantOrder, type Schemas, unwrap } from '@repo/api-client';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useApi } from '../api/api-context.tsx';
import type { ApiClient, BodyOf, QueryOf } from '../api/types.ts';
import { type MutationExtras, useApiMutation } from '../api/use-api-mutation.ts';
import { useOptimisticMutation } from '../api/use-optimistic-mutation.ts';
import { useJob } from '../jobs/use-job.ts';
import { usePeriodScope } from '../periods/use-period-scope.ts';
import { combinedOrderKeys } from './combined-orders.ts';
import { consultantKeys } from './consultants.ts';

export type ConsultantOrderListParams = QueryOf<'listConsultantOrders'>;
type CombinationStatus = Schemas['CombinationStatus'];
type Download = { blob: Blob; filename: string };

/** Hierarchical keys of consultant orders; lists carry the period in their params. */
export const consultantOrderKeys = {
  all: ['consultant-orders'] as const,
  lists: () => [...consultantOrderKeys.all, 'list'] as const,
  list: (params: ConsultantOrderListParams) => [...consultantOrderKeys.lists(), params] as const,
  details: () => [...consultantOrderKeys.all, 'detail'] as const,
  detail: (id: number) => [...consultantOrderKeys.details(), id] as const,
  combinations: () => [...consultantOrderKeys.all, 'combination-status'] as const,
  combination: (id: number) => [...consultantOrderKeys.combinations(), id] as const,
} as const;

const path = (id: number) => ({ params: { path: { id } } });

/** Query options of consultant orders. */
export const consultantOrderQueries = {
  all: consultantOrderKeys.all,
  list: (api: ApiClient, params: ConsultantOrderListParams = {}) =>
    queryOptions({
      queryKey: consultantOrderKeys.list(params),
      queryFn: ({ signal }) =>
        unwrap(api.GET('/api/consultant-orders', { params: { query: params }, signal })),
    }),
  detail: (api: ApiClient, id: number) =>
    queryOptions({
      queryKey: consultantOrderKeys.detail(id),
      queryFn: ({ signal }) =>
        unwrap(api.GET('/api/consultant-orders/{id}', { ...path(id), signal })),
    }),
  combination: (api: ApiClient, id: number) =>
    queryOptions({
      queryKey: consultantOrderKeys.combination(id),
      queryFn: ({ signal }) =>
        unwrap(api.GET('/api/consultant-orders/combination-status/{id}', { ...path(id), signal })),
    }),
} as const;

/** The selected period's consultant orders (or `params.period_id`'s). */
export function useConsultantOrders(params: ConsultantOrderListParams = {}) {
  const scope = usePeriodScope(params);
  return useQuery({
    ...consultantOrderQueries.list(useApi(), scope.params),
    enabled: scope.enabled,
  });
}

/** One consultant order with its items. */
export function useConsultantOrder(id: number) {
  return useQuery(consultantOrderQueries.detail(useApi(), id));
}

/** A change to one consultant order refreshes it, the lists and its consultant's history. */
const orderChange = (order: { id: number; consultant_id: number }) => [
  consultantOrderKeys.detail(order.id),
  consultantOrderKeys.lists(),
  consultantKeys.detail(order.consultant_id),
];

/** `POST /api/consultant-orders`. */
export function useCreateConsultantOrder(
  options?: MutationExtras<ConsultantOrder, BodyOf<'createConsultantOrder'>>,
) {
  return useApiMutation(
    {
      call: (api, body) => unwrap(api.POST('/api/consultant-orders', { body })),
      invalidates: (_body, order) => orderChange(order),
    },
    options,
  );
}

export interface ConsultantOrderEdit {
  readonly id: number;
  readonly body: BodyOf<'updateConsultantOrder'>;
}

/** `PUT /api/consultant-orders/{id}`: a status or note change shows at once, rolled back on error. */
export function useUpdateConsultantOrder(
  options?: MutationExtras<ConsultantOrder, ConsultantOrderEdit>,
) {
  const queryClient = useQueryClient();
  return useOptimisticMutation<ConsultantOrder, ConsultantOrderEdit, ConsultantOrder>(
    {
      call: (api, { id, body }) =>
        unwrap(api.PUT('/api/consultant-orders/{id}', { ...path(id), body })),
      target: ({ id }) => consultantOrderKeys.detail(id),
      apply: (order, { body }) => ({ ...order, ...body }),
      toCached: (order) => order,
      invalidates: ({ id }) => {
        const cached = queryClient.getQueryData<ConsultantOrder>(consultantOrderKeys.detail(id));
        return cached
          ? orderChange(cached)
          : [consultantOrderKeys.detail(id), consultantOrderKeys.lists()];
      },
    },
    options,
  );
}

/** `DELETE /api/consultant-orders/{id}`. */
export function useDeleteConsultantOrder(options?: MutationExtras<undefined, number>) {
  return useApiMutation(
    {
      call: (api, id) => unwrap(api.DELETE('/api/consultant-orders/{id}', path(id))),
      invalidates: (id) => [
        consultantOrderKeys.detail(id),
        consultantOrderKeys.lists(),
        consultantKeys.all,
      ],
    },
    options,
  );
}

/** `POST /api/consultant-orders/bulk-delete`. */
export function useBulkDeleteConsultantOrders(
  options?: MutationExtras<
    Schemas['ConsultantOrderBulkDeleteResult'],
    BodyOf<'bulkDeleteConsultantOrders'>
  >,
) {
  return useApiMutation(
    {
      call: (api, body) => unwrap(api.POST('/api/consultant-orders/bulk-delete', { body })),
      invalidates: () => [consultantOrderKeys.all, consultantKeys.all],
    },
    options,
  );
}

/** `POST /api/consultant-orders/{id}/items`. */
export function useAddConsultantOrderItem(
  options?: MutationExtras<
    ConsultantOrder,
    { orderId: number; body: BodyOf<'createConsultantOrderItem'> }
  >,
) {
  return useApiMutation(
    {
      call: (api, { orderId, body }) =>
        unwrap(api.POST('/api/consultant-orders/{id}/items', { ...path(orderId), body })),
      invalidates: (_vars, order) => orderChange(order),
    },
    options,
  );
}

export interface ConsultantOrderItemEdit {
  /** The order holding the item (its cached detail shows the edit at once). */
  readonly orderId: number;
  readonly itemId: number;
  readonly body: BodyOf<'updateConsultantOrderItem'>;
}

/** `PUT /api/consultant-orders/items/{itemId}`: the new quantity shows at once, rolled back on error. */
export function useUpdateConsultantOrderItem(
  options?: MutationExtras<ConsultantOrder, ConsultantOrderItemEdit>,
) {
  return useOptimisticMutation<ConsultantOrder, ConsultantOrderItemEdit, ConsultantOrder>(
    {
      call: (api, { itemId, body }) =>
        unwrap(
          api.PUT('/api/consultant-orders/items/{itemId}', {
            params: { path: { itemId } },
            body,
          }),
        ),
      target: ({ orderId }) => consultantOrderKeys.detail(orderId),
      apply: (order, { itemId, body }) => ({
        ...order,
        items: order.items.map((item) => {
          if (item.id !== itemId) return item;
          const next = { ...item, ...body };
          return { ...next, line_total_cents: next.quantity * next.unit_price_cents };
        }),
      }),
      toCached: (order) => order,
      invalidates: ({ orderId }) => [
        consultantOrderKeys.detail(orderId),
        consultantOrderKeys.lists(),
      ],
    },
    options,
  );
}

/** `DELETE /api/consultant-orders/items/{itemId}`: the line disappears at once, back on error. */
export function useDeleteConsultantOrderItem(
  options?: MutationExtras<ConsultantOrder, { orderId: number; itemId: number }>,
) {
  return useOptimisticMutation<
    ConsultantOrder,
    { orderId: number; itemId: number },
    ConsultantOrder
  >(
    {
      call: (api, { itemId }) =>
        unwrap(
          api.DELETE('/api/consultant-orders/items/{itemId}', { params: { path: { itemId } } }),
        ),
      target: ({ orderId }) => consultantOrderKeys.detail(orderId),
      apply: (order, { itemId }) => ({
        ...order,
        items: order.items.filter((item) => item.id !== itemId),
      }),
      toCached: (order) => order,
      invalidates: ({ orderId }) => [
        consultantOrderKeys.detail(orderId),
        consultantOrderKeys.lists(),
      ],
    },
    options,
  );
}

/** `GET /api/consultant-orders/{id}/pdf` as `{ blob, filename }` (default `consultant_order_{id}.pdf`). */
export function useDownloadConsultantOrderPdf(options?: MutationExtras<Download, number>) {
  return useApiMutation(
    { call: (api, id) => api.downloads.consultantOrderPdf(id), invalidates: () => [] },
    options,
  );
}

/** Combining refreshes consultant orders, combined orders and the combination status. */
const combiningChange = (status: CombinationStatus) => [
  consultantOrderKeys.all,
  combinedOrderKeys.all,
  consultantOrderKeys.combination(status.id),
];

/** `POST /api/consultant-orders/{id}/combine`: starts a combination (watch it with `useCombinationJob`). */
export function useCombineConsultantOrder(
  options?: MutationExtras<
    CombinationStatus,
    { id: number; body?: BodyOf<'combineConsultantOrder'> }
  >,
) {
  return useApiMutation(
    {
      call: (api, { id, body }) =>
        unwrap(api.POST('/api/consultant-orders/{id}/combine', { ...path(id), body: body ?? {} })),
      invalidates: (_vars, status) => combiningChange(status),
    },
    options,
  );
}

/** `POST /api/consultant-orders/bulk-combine`. */
export function useBulkCombineConsultantOrders(
  options?: MutationExtras<CombinationStatus, BodyOf<'bulkCombineConsultantOrders'>>,
) {
  return useApiMutation(
    {
      call: (api, body) => unwrap(api.POST('/api/consultant-orders/bulk-combine', { body })),
      invalidates: (_body, status) => combiningChange(status),
    },
    options,
  );
}

/** The combination status (read once). */
export function useCombinationStatus(id: number) {
  return useQuery(consultantOrderQueries.combination(useApi(), id));
}

/** `DELETE /api/consultant-orders/combination-status/{id}`: clears a finished combination. */
export function useDeleteCombinationStatus(options?: MutationExtras<undefined, number>) {
  const queryClient = useQueryClient();
  return useApiMutation(
    {
      call: (api, id) =>
        unwrap(api.DELETE('/api/consultant-orders/combination-status/{id}', path(id))),
      invalidates: (id) => {
        queryClient.removeQueries({ queryKey: consultantOrderKeys.combination(id) });
        return [consultantOrderKeys.lists()];
      },
    },
    options,
  );
}

/**
 * The combining job: polls the combination status until terminal, then refreshes consultant
 * orders and combined orders. `cancel` clears the combination status.
 */
export function useCombinationJob(id: number | null) {
  const api = useApi();
  const queryClient = useQueryClient();
  const onTerminal = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: consultantOrderKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: consultantOrderKeys.details() });
    void queryClient.invalidateQueries({ queryKey: combinedOrderKeys.all });
  }, [queryClient]);
  return useJob<CombinationStatus>({
    queryKey: consultantOrderKeys.combination(id ?? 0),
    fetchStatus: (signal) =>
      unwrap(
        api.GET('/api/consultant-orders/combination-status/{id}', { ...path(id ?? 0), signal }),
      ),
    enabled: id !== null,
    cancel:
      id === null
        ? undefined
        : () => unwrap(api.DELETE('/api/consultant-orders/combination-status/{id}', path(id))),
    onTerminal,
  });
}
