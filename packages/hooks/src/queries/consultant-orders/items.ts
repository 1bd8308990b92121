import { type ConsultantOrder, unwrap } from '@back-office/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { byId } from '../../api/by-id.ts';
import type { BodyOf } from '../../api/types.ts';
import {
  type ApiMutationFactory,
  defineMutation,
  type MutationExtras,
  useApiMutationOf,
} from '../../api/use-api-mutation.ts';
import {
  type OptimisticContext,
  optimisticMutationOptions,
} from '../../api/use-optimistic-mutation.ts';
import { sendWithVersion } from '../../concurrency/send-with-version.ts';
import type { WriteError } from '../../concurrency/stale-record-error.ts';
import { consultantOrderChange, consultantOrderKeys } from './keys.ts';
import { consultantOrderVersion } from './version.ts';

export interface ConsultantOrderItemEdit {
  /** The order holding the item (its cached detail shows the edit at once). */
  readonly orderId: number;
  readonly itemId: number;
  readonly body: BodyOf<'updateConsultantOrderItem'>;
}

/**
 * What an item change makes stale: its order, the lists and, when the order is cached, its
 * consultant's history (totals changed).
 */
function itemChange(queryClient: QueryClient) {
  return ({ orderId }: { orderId: number }) => {
    const cached = queryClient.getQueryData<ConsultantOrder>(consultantOrderKeys.detail(orderId));
    return cached
      ? consultantOrderChange(cached)
      : [consultantOrderKeys.detail(orderId), consultantOrderKeys.lists()];
  };
}

type NewItem = { orderId: number; body: BodyOf<'createConsultantOrderItem'> };
type ItemRef = { orderId: number; itemId: number };

/** The mutation options of `useAddConsultantOrderItem`. */
export const addConsultantOrderItemMutation: ApiMutationFactory<ConsultantOrder, NewItem> =
  defineMutation({
    call: (api, { orderId, body }) =>
      unwrap(api.POST('/api/consultant-orders/{id}/items', { ...byId(orderId), body })),
    invalidates: (_vars, order) => consultantOrderChange(order),
  });

/** `POST /api/consultant-orders/{id}/items`. */
export function useAddConsultantOrderItem(options?: MutationExtras<ConsultantOrder, NewItem>) {
  return useApiMutationOf(addConsultantOrderItemMutation, options);
}

/** The mutation options of `useUpdateConsultantOrderItem`. */
export const updateConsultantOrderItemMutation: ApiMutationFactory<
  ConsultantOrder,
  ConsultantOrderItemEdit,
  OptimisticContext<ConsultantOrder>,
  WriteError<ConsultantOrder>
> = (api, queryClient, options) =>
  optimisticMutationOptions<ConsultantOrder, ConsultantOrderItemEdit, ConsultantOrder>(
    api,
    queryClient,
    {
      call: (api, { orderId, itemId, body }, queryClient) =>
        sendWithVersion(queryClient, consultantOrderVersion(api, queryClient, orderId), (ifMatch) =>
          api.PUT('/api/consultant-orders/items/{itemId}', {
            params: { path: { itemId }, header: { 'If-Match': ifMatch } },
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
      invalidates: itemChange(queryClient),
    },
    options,
  );

/** `PUT /api/consultant-orders/items/{itemId}`: the new quantity shows at once, rolled back on error. */
export function useUpdateConsultantOrderItem(
  options?: MutationExtras<ConsultantOrder, ConsultantOrderItemEdit, WriteError<ConsultantOrder>>,
) {
  return useApiMutationOf(updateConsultantOrderItemMutation, options);
}

/** The mutation options of `useDeleteConsultantOrderItem`. */
export const deleteConsultantOrderItemMutation: ApiMutationFactory<
  ConsultantOrder,
  ItemRef,
  OptimisticContext<ConsultantOrder>,
  WriteError<ConsultantOrder>
> = (api, queryClient, options) =>
  optimisticMutationOptions<ConsultantOrder, ItemRef, ConsultantOrder>(
    api,
    queryClient,
    {
      call: (api, { orderId, itemId }, queryClient) =>
        sendWithVersion(queryClient, consultantOrderVersion(api, queryClient, orderId), (ifMatch) =>
          api.DELETE('/api/consultant-orders/items/{itemId}', {
            params: { path: { itemId }, header: { 'If-Match': ifMatch } },
          }),
        ),
      target: ({ orderId }) => consultantOrderKeys.detail(orderId),
      apply: (order, { itemId }) => ({
        ...order,
        items: order.items.filter((item) => item.id !== itemId),
      }),
      toCached: (order) => order,
      invalidates: itemChange(queryClient),
    },
    options,
  );

/** `DELETE /api/consultant-orders/items/{itemId}`: the line disappears at once, back on error. */
export function useDeleteConsultantOrderItem(
  options?: MutationExtras<ConsultantOrder, ItemRef, WriteError<ConsultantOrder>>,
) {
  return useApiMutationOf(deleteConsultantOrderItemMutation, options);
}
