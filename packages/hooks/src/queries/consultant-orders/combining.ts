import { type Schemas, unwrap } from '@back-office/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { byId } from '../../api/by-id.ts';
import type { BodyOf } from '../../api/types.ts';
import { type MutationExtras, useApiMutation } from '../../api/use-api-mutation.ts';
import { combinedOrderKeys } from '../combined-orders.ts';
import { consultantOrderKeys } from './keys.ts';

type CombinationStatus = Schemas['CombinationStatus'];

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
        unwrap(api.POST('/api/consultant-orders/{id}/combine', { ...byId(id), body: body ?? {} })),
      invalidates: (_vars, status) => combiningChange(status),
    },
    options,
  );
}

/** `POST /api/consultant-orders/bulk-combine`: starts one combination of several orders. */
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

/** `DELETE /api/consultant-orders/combination-status/{id}`: clears a finished combination. */
export function useDeleteCombinationStatus(options?: MutationExtras<undefined, number>) {
  const queryClient = useQueryClient();
  return useApiMutation(
    {
      call: (api, id) =>
        unwrap(api.DELETE('/api/consultant-orders/combination-status/{id}', byId(id))),
      invalidates: (id) => {
        queryClient.removeQueries({ queryKey: consultantOrderKeys.combination(id) });
        return [consultantOrderKeys.lists()];
      },
    },
    options,
  );
}
