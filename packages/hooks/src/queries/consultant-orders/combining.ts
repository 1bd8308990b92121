import { type Schemas, unwrap } from '@back-office/api-client';
import { byId } from '../../api/by-id.ts';
import type { BodyOf } from '../../api/types.ts';
import {
  type ApiMutationFactory,
  defineMutation,
  type MutationExtras,
  useApiMutationOf,
} from '../../api/use-api-mutation.ts';
import { combinedOrderKeys } from '../combined-orders.ts';
import { consultantOrderKeys } from './keys.ts';

type CombinationStatus = Schemas['CombinationStatus'];

/** Combining refreshes consultant orders, combined orders and the combination status. */
const combiningChange = (status: CombinationStatus) => [
  consultantOrderKeys.all,
  combinedOrderKeys.all,
  consultantOrderKeys.combination(status.id),
];

/** The mutation options of `useCombineConsultantOrder`. */
export const combineConsultantOrderMutation: ApiMutationFactory<
  CombinationStatus,
  { id: number; body?: BodyOf<'combineConsultantOrder'> }
> = defineMutation({
  call: (api, { id, body }) =>
    unwrap(api.POST('/api/consultant-orders/{id}/combine', { ...byId(id), body: body ?? {} })),
  invalidates: (_vars, status) => combiningChange(status),
});

/** `POST /api/consultant-orders/{id}/combine`: starts a combination (watch it with `useCombinationJob`). */
export function useCombineConsultantOrder(
  options?: MutationExtras<
    CombinationStatus,
    { id: number; body?: BodyOf<'combineConsultantOrder'> }
  >,
) {
  return useApiMutationOf(combineConsultantOrderMutation, options);
}

/** The mutation options of `useBulkCombineConsultantOrders`. */
export const bulkCombineConsultantOrdersMutation: ApiMutationFactory<
  CombinationStatus,
  BodyOf<'bulkCombineConsultantOrders'>
> = defineMutation({
  call: (api, body) => unwrap(api.POST('/api/consultant-orders/bulk-combine', { body })),
  invalidates: (_body, status) => combiningChange(status),
});

/** `POST /api/consultant-orders/bulk-combine`: starts one combination of several orders. */
export function useBulkCombineConsultantOrders(
  options?: MutationExtras<CombinationStatus, BodyOf<'bulkCombineConsultantOrders'>>,
) {
  return useApiMutationOf(bulkCombineConsultantOrdersMutation, options);
}

/** The mutation options of `useDeleteCombinationStatus`. */
export const deleteCombinationStatusMutation: ApiMutationFactory<undefined, number> =
  defineMutation({
    call: (api, id) =>
      unwrap(api.DELETE('/api/consultant-orders/combination-status/{id}', byId(id))),
    invalidates: (id, _data, queryClient) => {
      queryClient.removeQueries({ queryKey: consultantOrderKeys.combination(id) });
      return [consultantOrderKeys.lists()];
    },
  });

/** `DELETE /api/consultant-orders/combination-status/{id}`: clears a finished combination. */
export function useDeleteCombinationStatus(options?: MutationExtras<undefined, number>) {
  return useApiMutationOf(deleteCombinationStatusMutation, options);
}
