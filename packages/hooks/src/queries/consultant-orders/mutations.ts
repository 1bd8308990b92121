import { type ConsultantOrder, type Schemas, unwrap } from '@back-office/api-client';
import { byId } from '../../api/by-id.ts';
import type { BodyOf, DownloadedFile } from '../../api/types.ts';
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
import { consultantKeys } from '../consultants/keys.ts';
import { consultantOrderChange, consultantOrderKeys } from './keys.ts';
import { consultantOrderVersion } from './version.ts';

/** The mutation options of `useCreateConsultantOrder`. */
export const createConsultantOrderMutation: ApiMutationFactory<
  ConsultantOrder,
  BodyOf<'createConsultantOrder'>
> = defineMutation({
  call: (api, body) => unwrap(api.POST('/api/consultant-orders', { body })),
  invalidates: (_body, order) => consultantOrderChange(order),
});

/** `POST /api/consultant-orders`: refreshes the lists and the consultant's history. */
export function useCreateConsultantOrder(
  options?: MutationExtras<ConsultantOrder, BodyOf<'createConsultantOrder'>>,
) {
  return useApiMutationOf(createConsultantOrderMutation, options);
}

export interface ConsultantOrderEdit {
  readonly id: number;
  readonly body: BodyOf<'updateConsultantOrder'>;
}

/** The mutation options of `useUpdateConsultantOrder`. */
export const updateConsultantOrderMutation: ApiMutationFactory<
  ConsultantOrder,
  ConsultantOrderEdit,
  OptimisticContext<ConsultantOrder>,
  WriteError<ConsultantOrder>
> = (api, queryClient, options) =>
  optimisticMutationOptions<ConsultantOrder, ConsultantOrderEdit, ConsultantOrder>(
    api,
    queryClient,
    {
      call: (api, { id, body }, queryClient) =>
        sendWithVersion(queryClient, consultantOrderVersion(api, queryClient, id), (ifMatch) =>
          api.PUT('/api/consultant-orders/{id}', {
            params: { ...byId(id).params, header: { 'If-Match': ifMatch } },
            body,
          }),
        ),
      target: ({ id }) => consultantOrderKeys.detail(id),
      apply: (order, { body }) => ({ ...order, ...body }),
      toCached: (order) => order,
      invalidates: ({ id }) => {
        const cached = queryClient.getQueryData<ConsultantOrder>(consultantOrderKeys.detail(id));
        return cached
          ? consultantOrderChange(cached)
          : [consultantOrderKeys.detail(id), consultantOrderKeys.lists()];
      },
    },
    options,
  );

/** `PUT /api/consultant-orders/{id}`: a status or note change shows at once, rolled back on error. */
export function useUpdateConsultantOrder(
  options?: MutationExtras<ConsultantOrder, ConsultantOrderEdit, WriteError<ConsultantOrder>>,
) {
  return useApiMutationOf(updateConsultantOrderMutation, options);
}

/** The mutation options of `useDeleteConsultantOrder`. */
export const deleteConsultantOrderMutation: ApiMutationFactory<
  undefined,
  number,
  unknown,
  WriteError<ConsultantOrder>
> = defineMutation({
  call: (api, id, queryClient) =>
    sendWithVersion(queryClient, consultantOrderVersion(api, queryClient, id), (ifMatch) =>
      api.DELETE('/api/consultant-orders/{id}', {
        params: { ...byId(id).params, header: { 'If-Match': ifMatch } },
      }),
    ),
  invalidates: (id) => [
    consultantOrderKeys.detail(id),
    consultantOrderKeys.lists(),
    consultantKeys.all,
  ],
});

/** `DELETE /api/consultant-orders/{id}`: refreshes the lists and every consultant. */
export function useDeleteConsultantOrder(
  options?: MutationExtras<undefined, number, WriteError<ConsultantOrder>>,
) {
  return useApiMutationOf(deleteConsultantOrderMutation, options);
}

/** The mutation options of `useBulkDeleteConsultantOrders`. */
export const bulkDeleteConsultantOrdersMutation: ApiMutationFactory<
  Schemas['ConsultantOrderBulkDeleteResult'],
  BodyOf<'bulkDeleteConsultantOrders'>
> = defineMutation({
  call: (api, body) => unwrap(api.POST('/api/consultant-orders/bulk-delete', { body })),
  invalidates: () => [consultantOrderKeys.all, consultantKeys.all],
});

/** `POST /api/consultant-orders/bulk-delete`. */
export function useBulkDeleteConsultantOrders(
  options?: MutationExtras<
    Schemas['ConsultantOrderBulkDeleteResult'],
    BodyOf<'bulkDeleteConsultantOrders'>
  >,
) {
  return useApiMutationOf(bulkDeleteConsultantOrdersMutation, options);
}

/** The mutation options of `useDownloadConsultantOrderPdf`. */
export const downloadConsultantOrderPdfMutation: ApiMutationFactory<DownloadedFile, number> =
  defineMutation({
    call: (api, id) => api.downloads.consultantOrderPdf(id),
    invalidates: () => [],
  });

/** `GET /api/consultant-orders/{id}/pdf` as `{ blob, filename }` (default `consultant_order_{id}.pdf`). */
export function useDownloadConsultantOrderPdf(options?: MutationExtras<DownloadedFile, number>) {
  return useApiMutationOf(downloadConsultantOrderPdfMutation, options);
}
