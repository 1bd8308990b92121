import { type Schemas, type Template, unwrap } from '@back-office/api-client';
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

export type TemplateListParams = QueryOf<'listTemplates'>;
export type TemplatePreviewParams = QueryOf<'previewTemplate'>;

/** Hierarchical keys of product templates. */
export const templateKeys = {
  all: ['templates'] as const,
  lists: () => [...templateKeys.all, 'list'] as const,
  list: (params: TemplateListParams) => [...templateKeys.lists(), params] as const,
  details: () => [...templateKeys.all, 'detail'] as const,
  preview: (id: number, params: TemplatePreviewParams) =>
    [...templateKeys.details(), id, 'preview', params] as const,
} as const;

/** Query options of templates. */
export const templateQueries = {
  all: templateKeys.all,
  list: (api: ApiClient, params: TemplateListParams = {}) =>
    queryOptions({
      queryKey: templateKeys.list(params),
      queryFn: ({ signal }) =>
        unwrap(api.GET('/api/templates', { params: { query: params }, signal })),
    }),
  preview: (api: ApiClient, id: number, params: TemplatePreviewParams = {}) =>
    queryOptions({
      queryKey: templateKeys.preview(id, params),
      queryFn: ({ signal }) =>
        unwrap(
          api.GET('/api/templates/{id}/preview', {
            params: { path: { id }, query: params },
            signal,
          }),
        ),
    }),
} as const;

/** The list page after page (`useInfiniteQuery`): `skip` moves by `limit` until `total`. */
export const templatePages = (api: ApiClient, params: Omit<TemplateListParams, 'skip'> = {}) =>
  offsetPages([...templateKeys.lists(), 'pages', params] as const, (page, signal) =>
    unwrap(api.GET('/api/templates', { params: { query: { ...params, ...page } }, signal })),
  );

/** The templates. */
export function useTemplates<TData = DataOf<typeof templateQueries.list>>(
  params: TemplateListParams = {},
  options?: QueryExtras<typeof templateQueries.list, TData>,
) {
  return useQuery(
    withExtras<typeof templateQueries.list, TData>(templateQueries.list(useApi(), params), {
      placeholderData: keepPreviousData,
      ...options,
    }),
  );
}

/** The first rows of a template as it reads them. */
export function useTemplatePreview<TData = DataOf<typeof templateQueries.preview>>(
  id: number,
  params: TemplatePreviewParams = {},
  options?: QueryExtras<typeof templateQueries.preview, TData>,
) {
  return useQuery(
    withExtras<typeof templateQueries.preview, TData>(
      templateQueries.preview(useApi(), id, params),
      options,
    ),
  );
}

/** Fields of a template upload: the file and the form fields of `TemplateCreate`. */
export interface TemplateUploadInput extends UploadControls {
  readonly file: Blob;
  readonly fields: Omit<MultipartOf<'uploadTemplate'>, 'file'>;
}

/** The mutation options of `useUploadTemplate`. */
export const uploadTemplateMutation: ApiMutationFactory<Template, TemplateUploadInput> =
  defineMutation({
    call: async (api, { file, fields, onProgress, signal }) =>
      defined(
        await api.upload('/api/templates/upload', {
          body: { ...fields, file },
          onProgress,
          signal,
        }),
      ),
    invalidates: () => [templateKeys.lists()],
  });

/** `POST /api/templates/upload` (multipart, with progress). */
export function useUploadTemplate(options?: MutationExtras<Template, TemplateUploadInput>) {
  return useApiMutationOf(uploadTemplateMutation, options);
}

/** The mutation options of `useAnalyzeTemplate`. */
export const analyzeTemplateMutation: ApiMutationFactory<
  Schemas['TemplateAnalysis'],
  { file: Blob } & UploadControls
> = defineMutation({
  call: async (api, { file, onProgress, signal }) =>
    defined(
      await api.upload('/api/templates/analyze', {
        body: { file },
        onProgress,
        signal,
      }),
    ),
  invalidates: () => [],
});

/** `POST /api/templates/analyze`: proposes a mapping for a sample; changes nothing. */
export function useAnalyzeTemplate(
  options?: MutationExtras<Schemas['TemplateAnalysis'], { file: Blob } & UploadControls>,
) {
  return useApiMutationOf(analyzeTemplateMutation, options);
}

/** The mutation options of `useDeleteTemplate`. */
export const deleteTemplateMutation: ApiMutationFactory<
  undefined,
  number,
  unknown,
  WriteError<Template>
> = defineMutation({
  // A template has no detail query: its version is in a list row (read the first page if none).
  call: (api, id, queryClient) =>
    sendWithVersion(
      queryClient,
      {
        id,
        detail: templateKeys.details(),
        lists: [templateKeys.lists()],
        load: () => queryClient.ensureQueryData(templateQueries.list(api)),
      },
      (ifMatch) =>
        api.DELETE('/api/templates/{id}', {
          params: { path: { id }, header: { 'If-Match': ifMatch } },
        }),
    ),
  invalidates: () => [templateKeys.all],
});

/** `DELETE /api/templates/{id}`. */
export function useDeleteTemplate(
  options?: MutationExtras<undefined, number, WriteError<Template>>,
) {
  return useApiMutationOf(deleteTemplateMutation, options);
}

/** Which file of a template: its layout with no rows, or with a few rows its upload accepts. */
export type TemplateFileInput = { id: number; file: 'blank' | 'sample' };

/** The mutation options of `useDownloadTemplateFile`. */
export const downloadTemplateFileMutation: ApiMutationFactory<DownloadedFile, TemplateFileInput> =
  defineMutation({
    call: (api, { id, file }) =>
      api.download('/api/templates/{id}/files/{file}', {
        params: { path: { id, file } },
        filename: `template_${id}_${file}.xlsx`,
      }),
    invalidates: () => [],
  });

/** `GET /api/templates/{id}/files/{file}`: the blank or sample spreadsheet as `{ blob, filename }`. */
export function useDownloadTemplateFile(
  options?: MutationExtras<DownloadedFile, TemplateFileInput>,
) {
  return useApiMutationOf(downloadTemplateFileMutation, options);
}
