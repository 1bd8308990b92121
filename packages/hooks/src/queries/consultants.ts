import {
  type ConsentForm,
  type Consultant,
  parseContentDisposition,
  type Schemas,
  unwrap,
} from '@repo/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../api/api-context.tsx';
import { defined } from '../api/defined.ts';
import { toFormData } from '../api/form-data.ts';
import type { ApiClient, BodyOf, QueryOf } from '../api/types.ts';
import type { UploadControls } from '../api/upload-input.ts';
import { type MutationExtras, useApiMutation } from '../api/use-api-mutation.ts';
import { useDebouncedValue } from '../use-debounced-value.ts';

export type ConsultantListParams = QueryOf<'listConsultants'>;
export type ConsultantOrderHistoryParams = QueryOf<'listConsultantHistoryOrders'>;
export type ExportFormat = 'csv' | 'xlsx' | 'pdf';
type Download = { blob: Blob; filename: string };

/** Hierarchical keys of consultants and their consent forms and orders. */
export const consultantKeys = {
  all: ['consultants'] as const,
  lists: () => [...consultantKeys.all, 'list'] as const,
  list: (params: ConsultantListParams) => [...consultantKeys.lists(), params] as const,
  search: (term: string, limit?: number) =>
    [...consultantKeys.all, 'search', { term, limit }] as const,
  details: () => [...consultantKeys.all, 'detail'] as const,
  detail: (id: number) => [...consultantKeys.details(), id] as const,
  consentForms: (id: number) => [...consultantKeys.detail(id), 'consent-forms'] as const,
  orders: (id: number, params: ConsultantOrderHistoryParams) =>
    [...consultantKeys.detail(id), 'orders', params] as const,
} as const;

const path = (id: number) => ({ params: { path: { id } } });

/** Query options of consultants. */
export const consultantQueries = {
  all: consultantKeys.all,
  list: (api: ApiClient, params: ConsultantListParams = {}) =>
    queryOptions({
      queryKey: consultantKeys.list(params),
      queryFn: ({ signal }) =>
        unwrap(api.GET('/api/consultants', { params: { query: params }, signal })),
    }),
  search: (api: ApiClient, term: string, limit?: number) =>
    queryOptions({
      queryKey: consultantKeys.search(term, limit),
      queryFn: ({ signal }) =>
        unwrap(
          api.GET('/api/consultants/search/{term}', {
            params: { path: { term }, query: { limit } },
            signal,
          }),
        ),
    }),
  detail: (api: ApiClient, id: number) =>
    queryOptions({
      queryKey: consultantKeys.detail(id),
      queryFn: ({ signal }) => unwrap(api.GET('/api/consultants/{id}', { ...path(id), signal })),
    }),
  consentForms: (api: ApiClient, id: number) =>
    queryOptions({
      queryKey: consultantKeys.consentForms(id),
      queryFn: ({ signal }) =>
        unwrap(api.GET('/api/consultants/{id}/consent-forms', { ...path(id), signal })),
    }),
  orders: (api: ApiClient, id: number, params: ConsultantOrderHistoryParams = {}) =>
    queryOptions({
      queryKey: consultantKeys.orders(id, params),
      queryFn: ({ signal }) =>
        unwrap(
          api.GET('/api/consultants/{id}/orders', {
            params: { path: { id }, query: params },
            signal,
          }),
        ),
    }),
} as const;

/** A page of consultants. */
export function useConsultants(params: ConsultantListParams = {}) {
  return useQuery({
    ...consultantQueries.list(useApi(), params),
    placeholderData: keepPreviousData,
  });
}

/** Consultants matching `term`, debounced; nothing is asked for an empty term. */
export function useConsultantSearch(term: string, limit?: number) {
  const debounced = useDebouncedValue(term.trim());
  return useQuery({
    ...consultantQueries.search(useApi(), debounced, limit),
    enabled: debounced.length > 0,
  });
}

/** One consultant. */
export function useConsultant(id: number) {
  return useQuery(consultantQueries.detail(useApi(), id));
}

/** A consultant's consent forms. */
export function useConsentForms(consultantId: number) {
  return useQuery(consultantQueries.consentForms(useApi(), consultantId));
}

/** A consultant's consultant orders. */
export function useConsultantOrderHistory(
  consultantId: number,
  params: ConsultantOrderHistoryParams = {},
) {
  return useQuery(consultantQueries.orders(useApi(), consultantId, params));
}

/** `POST /api/consultants`. */
export function useCreateConsultant(
  options?: MutationExtras<Consultant, BodyOf<'createConsultant'>>,
) {
  return useApiMutation(
    {
      call: (api, body) => unwrap(api.POST('/api/consultants', { body })),
      invalidates: () => [consultantKeys.lists(), [...consultantKeys.all, 'search']],
    },
    options,
  );
}

/** `PUT /api/consultants/{id}`. */
export function useUpdateConsultant(
  options?: MutationExtras<Consultant, { id: number; body: BodyOf<'updateConsultant'> }>,
) {
  return useApiMutation(
    {
      call: (api, { id, body }) => unwrap(api.PUT('/api/consultants/{id}', { ...path(id), body })),
      invalidates: ({ id }) => [
        consultantKeys.detail(id),
        consultantKeys.lists(),
        [...consultantKeys.all, 'search'],
      ],
    },
    options,
  );
}

/** `DELETE /api/consultants/{id}`. */
export function useDeleteConsultant(options?: MutationExtras<undefined, number>) {
  return useApiMutation(
    {
      call: (api, id) => unwrap(api.DELETE('/api/consultants/{id}', path(id))),
      invalidates: () => [consultantKeys.all],
    },
    options,
  );
}

/** `POST /api/consultants/bulk-delete` with `consultant_ids`. */
export function useBulkDeleteConsultants(
  options?: MutationExtras<Schemas['ConsultantBulkDeleteResult'], BodyOf<'bulkDeleteConsultants'>>,
) {
  return useApiMutation(
    {
      call: (api, body) => unwrap(api.POST('/api/consultants/bulk-delete', { body })),
      invalidates: () => [consultantKeys.all],
    },
    options,
  );
}

/** `POST /api/consultants/bulk-upload` (multipart, with progress). */
export function useBulkUploadConsultants(
  options?: MutationExtras<Schemas['ConsultantBulkUploadResult'], { file: Blob } & UploadControls>,
) {
  return useApiMutation(
    {
      call: async (api, { file, onProgress, signal }) =>
        defined(
          await api.upload('/api/consultants/bulk-upload', {
            body: toFormData({ file }),
            onProgress,
            signal,
          }),
        ),
      invalidates: () => [consultantKeys.lists(), [...consultantKeys.all, 'search']],
    },
    options,
  );
}

/** `POST /api/consultants/export/{format}`: the file as `{ blob, filename }`; changes nothing. */
export function useExportConsultants(
  options?: MutationExtras<Download, { format: ExportFormat; consultantIds?: number[] }>,
) {
  return useApiMutation(
    {
      call: async (api, { format, consultantIds }) => {
        const { data, error, response } = await api.POST('/api/consultants/export/{format}', {
          params: { path: { format } },
          body: consultantIds ? { consultant_ids: consultantIds } : {},
          parseAs: 'blob',
        });
        await unwrap({ data, error, response });
        const named = parseContentDisposition(response.headers.get('Content-Disposition'));
        return { blob: data as Blob, filename: named ?? `consultants.${format}` };
      },
      invalidates: () => [],
    },
    options,
  );
}

export interface ConsentFormInput extends UploadControls {
  readonly consultantId: number;
  readonly file: Blob;
  readonly fileType: QueryOf<'uploadConsentForm'>['file_type'];
  readonly description?: string;
}

/** `POST /api/consultants/{id}/consent-forms` (multipart; `file_type`, `description` in the query). */
export function useUploadConsentForm(options?: MutationExtras<ConsentForm, ConsentFormInput>) {
  return useApiMutation(
    {
      call: async (api, { consultantId, file, fileType, description, onProgress, signal }) =>
        defined(
          await api.upload('/api/consultants/{id}/consent-forms', {
            params: { path: { id: consultantId }, query: { file_type: fileType, description } },
            body: toFormData({ file }),
            onProgress,
            signal,
          }),
        ),
      invalidates: ({ consultantId }) => [consultantKeys.consentForms(consultantId)],
    },
    options,
  );
}

/** `DELETE /api/consent-forms/{id}`. */
export function useDeleteConsentForm(
  options?: MutationExtras<undefined, { id: number; consultantId: number }>,
) {
  return useApiMutation(
    {
      call: (api, { id }) => unwrap(api.DELETE('/api/consent-forms/{id}', path(id))),
      invalidates: ({ consultantId }) => [consultantKeys.consentForms(consultantId)],
    },
    options,
  );
}

/** `GET /api/consent-forms/{id}/download`: the signed form as `{ blob, filename }`. */
export function useDownloadConsentForm(options?: MutationExtras<Download, number>) {
  return useApiMutation(
    {
      call: (api, id) =>
        api.download('/api/consent-forms/{id}/download', {
          ...path(id),
          filename: `consent_form_${id}`,
        }),
      invalidates: () => [],
    },
    options,
  );
}
