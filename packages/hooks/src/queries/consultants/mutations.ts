import { type Consultant, type Schemas, unwrap } from '@back-office/api-client';
import { byId } from '../../api/by-id.ts';
import { defined } from '../../api/defined.ts';
import { toFormData } from '../../api/form-data.ts';
import type { BodyOf } from '../../api/types.ts';
import type { UploadControls } from '../../api/upload-input.ts';
import {
  type ApiMutationFactory,
  defineMutation,
  type MutationExtras,
  useApiMutationOf,
} from '../../api/use-api-mutation.ts';
import { answered } from '../answered.ts';
import { consultantKeys } from './keys.ts';

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

/** The mutation options of `useUpdateConsultant`. */
export const updateConsultantMutation: ApiMutationFactory<
  Consultant,
  { id: number; body: BodyOf<'updateConsultant'> }
> = defineMutation({
  call: (api, { id, body }) => unwrap(api.PUT('/api/consultants/{id}', { ...byId(id), body })),
  invalidates: ({ id }) => [consultantKeys.detail(id), ...listsAndSearches()],
});

/** `PUT /api/consultants/{id}`: refreshes the consultant, the lists and the searches. */
export function useUpdateConsultant(
  options?: MutationExtras<Consultant, { id: number; body: BodyOf<'updateConsultant'> }>,
) {
  return useApiMutationOf(updateConsultantMutation, options);
}

/** The mutation options of `useDeleteConsultant`. */
export const deleteConsultantMutation: ApiMutationFactory<undefined, number> = defineMutation({
  call: (api, id) => unwrap(api.DELETE('/api/consultants/{id}', byId(id))),
  invalidates: () => [consultantKeys.all],
});

/** `DELETE /api/consultants/{id}`. */
export function useDeleteConsultant(options?: MutationExtras<undefined, number>) {
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
        body: toFormData({ file }),
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
