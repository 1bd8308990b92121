import { type Consultant, type Schemas, unwrap } from '@back-office/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { byId } from '../../api/by-id.ts';
import { defined } from '../../api/defined.ts';
import type { ApiClient, BodyOf } from '../../api/types.ts';
import type { UploadControls } from '../../api/upload-input.ts';
import {
  type ApiMutationFactory,
  defineMutation,
  type MutationExtras,
  useApiMutationOf,
} from '../../api/use-api-mutation.ts';
import { sendWithVersion } from '../../concurrency/send-with-version.ts';
import type { WriteError } from '../../concurrency/stale-record-error.ts';
import { answered } from '../answered.ts';
import { consultantKeys } from './keys.ts';
import { consultantQueries } from './queries.ts';

/** A new or changed consultant can appear in any list or search. */
const listsAndSearches = () => [consultantKeys.lists(), consultantKeys.searches()];

/** The mutation options of `useCreateConsultant`. */
export const createConsultantMutation: ApiMutationFactory<
  Consultant,
  BodyOf<'createConsultant'>
> = defineMutation({
  call: (api, body) => unwrap(api.POST('/api/consultants', { body })),
  invalidates: listsAndSearches,
});

/** `POST /api/consultants`. */
export function useCreateConsultant(
  options?: MutationExtras<Consultant, BodyOf<'createConsultant'>>,
) {
  return useApiMutationOf(createConsultantMutation, options);
}

/** Where the cache holds a consultant's version. */
export const consultantVersion = (api: ApiClient, queryClient: QueryClient, id: number) => ({
  id,
  detail: consultantKeys.detail(id),
  lists: listsAndSearches(),
  load: () => queryClient.ensureQueryData(consultantQueries.detail(api, id)),
});

export type ConsultantEdit = { id: number; body: BodyOf<'updateConsultant'> };

/** The mutation options of `useUpdateConsultant`. */
export const updateConsultantMutation: ApiMutationFactory<
  Consultant,
  ConsultantEdit,
  unknown,
  WriteError<Consultant>
> = defineMutation({
  call: (api, { id, body }, queryClient) =>
    sendWithVersion(queryClient, consultantVersion(api, queryClient, id), (ifMatch) =>
      api.PUT('/api/consultants/{id}', {
        params: { ...byId(id).params, header: { 'If-Match': ifMatch } },
        body,
      }),
    ),
  invalidates: ({ id }) => [consultantKeys.detail(id), ...listsAndSearches()],
});

/**
 * `PUT /api/consultants/{id}` with `If-Match` from the cache: refreshes the consultant, the
 * lists and the searches; a 412's error carries the consultant as it is now.
 */
export function useUpdateConsultant(
  options?: MutationExtras<Consultant, ConsultantEdit, WriteError<Consultant>>,
) {
  return useApiMutationOf(updateConsultantMutation, options);
}

/** The mutation options of `useDeleteConsultant`. */
export const deleteConsultantMutation: ApiMutationFactory<
  undefined,
  number,
  unknown,
  WriteError<Consultant>
> = defineMutation({
  call: (api, id, queryClient) =>
    sendWithVersion(queryClient, consultantVersion(api, queryClient, id), (ifMatch) =>
      api.DELETE('/api/consultants/{id}', {
        params: { ...byId(id).params, header: { 'If-Match': ifMatch } },
      }),
    ),
  invalidates: () => [consultantKeys.all],
});

/** `DELETE /api/consultants/{id}` with `If-Match` from the cache. */
export function useDeleteConsultant(
  options?: MutationExtras<undefined, number, WriteError<Consultant>>,
) {
  return useApiMutationOf(deleteConsultantMutation, options);
}

/** The mutation options of `useBulkDeleteConsultants`. */
export const bulkDeleteConsultantsMutation: ApiMutationFactory<
  Schemas['ConsultantBulkDeleteResult'],
  BodyOf<'bulkDeleteConsultants'>
> = defineMutation({
  call: (api, body) => unwrap(api.POST('/api/consultants/bulk-delete', { body })).then(answered),
  invalidates: () => [consultantKeys.all],
});

/** `POST /api/consultants/bulk-delete` with `consultant_ids`. */
export function useBulkDeleteConsultants(
  options?: MutationExtras<Schemas['ConsultantBulkDeleteResult'], BodyOf<'bulkDeleteConsultants'>>,
) {
  return useApiMutationOf(bulkDeleteConsultantsMutation, options);
}

/** The mutation options of `useBulkUploadConsultants`. */
export const bulkUploadConsultantsMutation: ApiMutationFactory<
  Schemas['ConsultantBulkUploadResult'],
  { file: Blob } & UploadControls
> = defineMutation({
  call: async (api, { file, onProgress, signal }) =>
    defined(
      await api.upload('/api/consultants/bulk-upload', {
        body: { file },
        onProgress,
        signal,
      }),
    ),
  invalidates: listsAndSearches,
});

/** `POST /api/consultants/bulk-upload` (multipart, with progress). */
export function useBulkUploadConsultants(
  options?: MutationExtras<Schemas['ConsultantBulkUploadResult'], { file: Blob } & UploadControls>,
) {
  return useApiMutationOf(bulkUploadConsultantsMutation, options);
}
