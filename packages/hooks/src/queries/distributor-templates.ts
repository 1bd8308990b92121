import { type DistributorTemplate, type Schemas, unwrap } from '@back-office/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../api/api-context.tsx';
import { defined } from '../api/defined.ts';
import { offsetPages } from '../api/offset-pages.ts';
import { type DataOf, type QueryExtras, withExtras } from '../api/query-extras.ts';
import type { ApiClient, DownloadedFile, MultipartOf, QueryOf } from '../api/types.ts';
import type { UploadControls } from '../api/upload-input.ts';
import {
  type ApiMutationFactory,
  defineMutation,
  type MutationExtras,
  useApiMutationOf,
} from '../api/use-api-mutation.ts';
import { sendWithVersion } from '../concurrency/send-with-version.ts';
import type { WriteError } from '../concurrency/stale-record-error.ts';

export type DistributorTemplateListParams = QueryOf<'listDistributorTemplates'>;
export type DistributorTemplatePreviewParams = QueryOf<'previewDistributorTemplate'>;

/** Hierarchical keys of distributor templates. */
export const distributorTemplateKeys = {
  all: ['distributor-templates'] as const,
  lists: () => [...distributorTemplateKeys.all, 'list'] as const,
  list: (params: DistributorTemplateListParams) =>
    [...distributorTemplateKeys.lists(), params] as const,
  details: () => [...distributorTemplateKeys.all, 'detail'] as const,
  preview: (id: number, params: DistributorTemplatePreviewParams) =>
    [...distributorTemplateKeys.details(), id, 'preview', params] as const,
} as const;

/** Query options of templates. */
export const distributorTemplateQueries = {
  all: distributorTemplateKeys.all,
  list: (api: ApiClient, params: DistributorTemplateListParams = {}) =>
    queryOptions({
      queryKey: distributorTemplateKeys.list(params),
      queryFn: ({ signal }) =>
        unwrap(api.GET('/api/distributor-templates', { params: { query: params }, signal })),
    }),
  preview: (api: ApiClient, id: number, params: DistributorTemplatePreviewParams = {}) =>
    queryOptions({
      queryKey: distributorTemplateKeys.preview(id, params),
      queryFn: ({ signal }) =>
        unwrap(
          api.GET('/api/distributor-templates/{id}/preview', {
            params: { path: { id }, query: params },
            signal,
          }),
        ),
    }),
} as const;

/** The list page after page (`useInfiniteQuery`): `skip` moves by `limit` until `total`. */
export const distributorTemplatePages = (
  api: ApiClient,
  params: Omit<DistributorTemplateListParams, 'skip'> = {},
) =>
  offsetPages([...distributorTemplateKeys.lists(), 'pages', params] as const, (page, signal) =>
    unwrap(
      api.GET('/api/distributor-templates', {
        params: { query: { ...params, ...page } },
        signal,
      }),
    ),
  );

/** The distributor templates. */
export function useDistributorTemplates<TData = DataOf<typeof distributorTemplateQueries.list>>(
  params: DistributorTemplateListParams = {},
  options?: QueryExtras<typeof distributorTemplateQueries.list, TData>,
) {
  return useQuery(
    withExtras<typeof distributorTemplateQueries.list, TData>(
      distributorTemplateQueries.list(useApi(), params),
      { placeholderData: keepPreviousData, ...options },
    ),
  );
}

/** The first rows of a template as it reads them. */
export function useDistributorTemplatePreview<
  TData = DataOf<typeof distributorTemplateQueries.preview>,
>(
  id: number,
  params: DistributorTemplatePreviewParams = {},
  options?: QueryExtras<typeof distributorTemplateQueries.preview, TData>,
) {
  return useQuery(
    withExtras<typeof distributorTemplateQueries.preview, TData>(
      distributorTemplateQueries.preview(useApi(), id, params),
      options,
    ),
  );
}

/** Fields of a template upload: the file and the form fields of `TemplateCreate`. */
export interface DistributorTemplateUploadInput extends UploadControls {
  readonly file: Blob;
  readonly fields: Omit<MultipartOf<'uploadDistributorTemplate'>, 'file'>;
}

/** The mutation options of `useUploadDistributorTemplate`. */
export const uploadDistributorTemplateMutation: ApiMutationFactory<
  DistributorTemplate,
  DistributorTemplateUploadInput
> = defineMutation({
  call: async (api, { file, fields, onProgress, signal }) =>
    defined(
      await api.upload('/api/distributor-templates/upload', {
        body: { ...fields, file },
        onProgress,
        signal,
      }),
    ),
  invalidates: () => [distributorTemplateKeys.lists()],
});

/** `POST /api/distributor-templates/upload` (multipart, with progress). */
export function useUploadDistributorTemplate(
  options?: MutationExtras<DistributorTemplate, DistributorTemplateUploadInput>,
) {
  return useApiMutationOf(uploadDistributorTemplateMutation, options);
}

/** The mutation options of `useAnalyzeDistributorTemplate`. */
export const analyzeDistributorTemplateMutation: ApiMutationFactory<
  Schemas['DistributorTemplateAnalysis'],
  { file: Blob } & UploadControls
> = defineMutation({
  call: async (api, { file, onProgress, signal }) =>
    defined(
      await api.upload('/api/distributor-templates/analyze', {
        body: { file },
        onProgress,
        signal,
      }),
    ),
  invalidates: () => [],
});

/** `POST /api/distributor-templates/analyze`: proposes a mapping for a sample; changes nothing. */
export function useAnalyzeDistributorTemplate(
  options?: MutationExtras<Schemas['DistributorTemplateAnalysis'], { file: Blob } & UploadControls>,
) {
  return useApiMutationOf(analyzeDistributorTemplateMutation, options);
}

/** The mutation options of `useDeleteDistributorTemplate`. */
export const deleteDistributorTemplateMutation: ApiMutationFactory<
  undefined,
  number,
  unknown,
  WriteError<DistributorTemplate>
> = defineMutation({
  // No detail query: the version is in a list row (the first page is read if none is cached).
  call: (api, id, queryClient) =>
    sendWithVersion(
      queryClient,
      {
        id,
        detail: distributorTemplateKeys.details(),
        lists: [distributorTemplateKeys.lists()],
        load: () => queryClient.ensureQueryData(distributorTemplateQueries.list(api)),
      },
      (ifMatch) =>
        api.DELETE('/api/distributor-templates/{id}', {
          params: { path: { id }, header: { 'If-Match': ifMatch } },
        }),
    ),
  invalidates: () => [distributorTemplateKeys.all],
});

/** `DELETE /api/distributor-templates/{id}`. */
export function useDeleteDistributorTemplate(
  options?: MutationExtras<undefined, number, WriteError<DistributorTemplate>>,
) {
  return useApiMutationOf(deleteDistributorTemplateMutation, options);
}

/** Which file of a template: its layout with no rows, or with a few rows its upload accepts. */
export type DistributorTemplateFileInput = { id: number; file: 'blank' | 'sample' };

/** The mutation options of `useDownloadDistributorTemplateFile`. */
export const downloadDistributorTemplateFileMutation: ApiMutationFactory<
  DownloadedFile,
  DistributorTemplateFileInput
> = defineMutation({
  call: (api, { id, file }) =>
    api.download('/api/distributor-templates/{id}/files/{file}', {
      params: { path: { id, file } },
      filename: `distributor_template_${id}_${file}.xlsx`,
    }),
  invalidates: () => [],
});

/** `GET /api/distributor-templates/{id}/files/{file}`: the blank or sample spreadsheet as `{ blob, filename }`. */
export function useDownloadDistributorTemplateFile(
  options?: MutationExtras<DownloadedFile, DistributorTemplateFileInput>,
) {
  return useApiMutationOf(downloadDistributorTemplateFileMutation, options);
}
