import type { ConsentForm } from '@back-office/api-client';
import { byId } from '../../api/by-id.ts';
import { defined } from '../../api/defined.ts';
import type { DownloadedFile, QueryOf } from '../../api/types.ts';
import type { UploadControls } from '../../api/upload-input.ts';
import {
  type ApiMutationFactory,
  defineMutation,
  type MutationExtras,
  useApiMutationOf,
} from '../../api/use-api-mutation.ts';
import { sendWithVersion } from '../../concurrency/send-with-version.ts';
import type { WriteError } from '../../concurrency/stale-record-error.ts';
import { consultantKeys } from './keys.ts';
import { consultantQueries } from './queries.ts';

export interface ConsentFormInput extends UploadControls {
  readonly consultantId: number;
  readonly file: Blob;
  readonly fileType: QueryOf<'uploadConsentForm'>['file_type'];
  readonly description?: string;
}

/** The mutation options of `useUploadConsentForm`. */
export const uploadConsentFormMutation: ApiMutationFactory<ConsentForm, ConsentFormInput> =
  defineMutation({
    call: async (api, { consultantId, file, fileType, description, onProgress, signal }) =>
      defined(
        await api.upload('/api/consultants/{id}/consent-forms', {
          params: { path: { id: consultantId }, query: { file_type: fileType, description } },
          body: { file },
          onProgress,
          signal,
        }),
      ),
    invalidates: ({ consultantId }) => [consultantKeys.consentForms(consultantId)],
  });

/** `POST /api/consultants/{id}/consent-forms` (multipart; `file_type`, `description` in the query). */
export function useUploadConsentForm(options?: MutationExtras<ConsentForm, ConsentFormInput>) {
  return useApiMutationOf(uploadConsentFormMutation, options);
}

/** The mutation options of `useDeleteConsentForm`. */
export const deleteConsentFormMutation: ApiMutationFactory<
  undefined,
  { id: number; consultantId: number },
  unknown,
  WriteError<ConsentForm>
> = defineMutation({
  call: (api, { id, consultantId }, queryClient) =>
    sendWithVersion(
      queryClient,
      // A consent form has no detail query: its version is in its consultant's list of forms.
      {
        id,
        detail: consultantKeys.consentForms(consultantId),
        lists: [consultantKeys.consentForms(consultantId)],
        load: () => queryClient.ensureQueryData(consultantQueries.consentForms(api, consultantId)),
      },
      (ifMatch) =>
        api.DELETE('/api/consent-forms/{id}', {
          params: { ...byId(id).params, header: { 'If-Match': ifMatch } },
        }),
    ),
  invalidates: ({ consultantId }) => [consultantKeys.consentForms(consultantId)],
});

/** `DELETE /api/consent-forms/{id}`: refreshes the consultant's consent forms. */
export function useDeleteConsentForm(
  options?: MutationExtras<
    undefined,
    { id: number; consultantId: number },
    WriteError<ConsentForm>
  >,
) {
  return useApiMutationOf(deleteConsentFormMutation, options);
}

/** The mutation options of `useDownloadConsentForm`. */
export const downloadConsentFormMutation: ApiMutationFactory<DownloadedFile, number> =
  defineMutation({
    call: (api, id) =>
      api.download('/api/consent-forms/{id}/download', {
        ...byId(id),
        filename: `consent_form_${id}`,
      }),
    invalidates: () => [],
  });

/** `GET /api/consent-forms/{id}/download`: the signed form as `{ blob, filename }`. */
export function useDownloadConsentForm(options?: MutationExtras<DownloadedFile, number>) {
  return useApiMutationOf(downloadConsentFormMutation, options);
}
