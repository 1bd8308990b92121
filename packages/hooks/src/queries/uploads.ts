import { type Schemas, type Upload, unwrap } from '@back-office/api-client';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useApi } from '../api/api-context.tsx';
import { defined } from '../api/defined.ts';
import { offsetPages } from '../api/offset-pages.ts';
import { type DataOf, type QueryExtras, withExtras } from '../api/query-extras.ts';
import type { ApiClient, QueryOf } from '../api/types.ts';
import type { UploadControls } from '../api/upload-input.ts';
import {
  type ApiMutationFactory,
  defineMutation,
  type MutationExtras,
  useApiMutationOf,
} from '../api/use-api-mutation.ts';
import { useJob } from '../jobs/use-job.ts';
import { productKeys } from './products.ts';

export type UploadListParams = QueryOf<'listUploads'>;
type UploadStatus = Schemas['UploadStatus'];
type UploadPreview = Schemas['UploadPreview'];
/** What an import does with product codes already in the catalogue (decision 017). */
export type ExistingProducts = NonNullable<Schemas['UploadCreate']['existing_products']>;

/** Hierarchical keys of spreadsheet uploads. */
export const uploadKeys = {
  all: ['uploads'] as const,
  lists: () => [...uploadKeys.all, 'list'] as const,
  list: (params: UploadListParams) => [...uploadKeys.lists(), params] as const,
  details: () => [...uploadKeys.all, 'detail'] as const,
  detail: (id: number) => [...uploadKeys.details(), id] as const,
  status: (id: number) => [...uploadKeys.detail(id), 'status'] as const,
} as const;

const path = (id: number) => ({ params: { path: { id } } });

/** Query options of uploads. */
export const uploadQueries = {
  all: uploadKeys.all,
  list: (api: ApiClient, params: UploadListParams = {}) =>
    queryOptions({
      queryKey: uploadKeys.list(params),
      queryFn: ({ signal }) =>
        unwrap(api.GET('/api/uploads', { params: { query: params }, signal })),
    }),
  detail: (api: ApiClient, id: number) =>
    queryOptions({
      queryKey: uploadKeys.detail(id),
      queryFn: ({ signal }) => unwrap(api.GET('/api/upload/{id}', { ...path(id), signal })),
    }),
  status: (api: ApiClient, id: number) =>
    queryOptions({
      queryKey: uploadKeys.status(id),
      queryFn: ({ signal }) => unwrap(api.GET('/api/upload/{id}/status', { ...path(id), signal })),
    }),
} as const;

/** The list page after page (`useInfiniteQuery`): `skip` moves by `limit` until `total`. */
export const uploadPages = (api: ApiClient, params: Omit<UploadListParams, 'skip'> = {}) =>
  offsetPages([...uploadKeys.lists(), 'pages', params] as const, (page, signal) =>
    unwrap(api.GET('/api/uploads', { params: { query: { ...params, ...page } }, signal })),
  );

/** The upload history. */
export function useUploads<TData = DataOf<typeof uploadQueries.list>>(
  params: UploadListParams = {},
  options?: QueryExtras<typeof uploadQueries.list, TData>,
) {
  return useQuery(
    withExtras<typeof uploadQueries.list, TData>(uploadQueries.list(useApi(), params), {
      placeholderData: keepPreviousData,
      ...options,
    }),
  );
}

/** One upload. */
export function useUpload<TData = DataOf<typeof uploadQueries.detail>>(
  id: number,
  options?: QueryExtras<typeof uploadQueries.detail, TData>,
) {
  return useQuery(
    withExtras<typeof uploadQueries.detail, TData>(uploadQueries.detail(useApi(), id), options),
  );
}

export interface UploadInput extends UploadControls {
  readonly file: Blob;
  readonly templateId: number;
  /** Codes already in the catalogue: add (default), replace or skip. */
  readonly existingProducts?: ExistingProducts;
}

/** The mutation options of `useCreateUpload`. */
export const createUploadMutation: ApiMutationFactory<Upload, UploadInput> = defineMutation({
  call: async (api, { file, templateId, existingProducts, onProgress, signal }) =>
    defined(
      await api.upload('/api/upload', {
        body: {
          file,
          template_id: templateId,
          ...(existingProducts ? { existing_products: existingProducts } : {}),
        },
        onProgress,
        signal,
      }),
    ),
  invalidates: () => [uploadKeys.lists()],
});

/** `POST /api/upload` (multipart, with progress): queues the import; watch it with `useUploadJob`. */
export function useCreateUpload(options?: MutationExtras<Upload, UploadInput>) {
  return useApiMutationOf(createUploadMutation, options);
}

/** The mutation options of `usePreviewUpload`. */
export const previewUploadMutation: ApiMutationFactory<UploadPreview, UploadInput> = defineMutation(
  {
    call: async (api, { file, templateId, onProgress, signal }) =>
      defined(
        await api.upload('/api/upload/preview', {
          body: { file, template_id: templateId },
          onProgress,
          signal,
        }),
      ),
    invalidates: () => [],
  },
);

/**
 * `POST /api/upload/preview` (decisions 017, 066): how many of the file's product codes the
 * catalogue already has, and the last import of the very same file. The server keeps the file
 * for an hour: import it with `useImportUploadPreview` and `preview_id`, not by sending it again.
 */
export function usePreviewUpload(options?: MutationExtras<UploadPreview, UploadInput>) {
  return useApiMutationOf(previewUploadMutation, options);
}

/** What importing a previewed file needs: its `preview_id` and the existing-products choice. */
export interface ImportPreviewInput {
  readonly previewId: number;
  readonly existingProducts?: ExistingProducts;
}

/** The mutation options of `useImportUploadPreview`. */
export const importUploadPreviewMutation: ApiMutationFactory<Upload, ImportPreviewInput> =
  defineMutation({
    call: async (api, { previewId, existingProducts }) =>
      unwrap(
        api.POST('/api/upload/preview/{id}/import', {
          params: { path: { id: previewId } },
          body: existingProducts ? { existing_products: existingProducts } : {},
        }),
      ),
    invalidates: () => [uploadKeys.lists()],
  });

/**
 * `POST /api/upload/preview/{id}/import` (decision 066): queues the import of the file a preview
 * kept, without sending it again; watch it with `useUploadJob`.
 */
export function useImportUploadPreview(options?: MutationExtras<Upload, ImportPreviewInput>) {
  return useApiMutationOf(importUploadPreviewMutation, options);
}

/**
 * The import job of an upload: polls its status until terminal. The end refreshes the upload,
 * the history and the products (not the status itself, which would be read once more).
 *
 * @example
 * const job = useUploadJob(upload?.id ?? null);
 * job.progress; job.status?.processed_rows; job.isTerminal;
 */
export function useUploadJob(id: number | null) {
  const api = useApi();
  const queryClient = useQueryClient();
  const onTerminal = useCallback(() => {
    if (id === null) return;
    void queryClient.invalidateQueries({ queryKey: uploadKeys.detail(id), exact: true });
    void queryClient.invalidateQueries({ queryKey: uploadKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: productKeys.all });
  }, [id, queryClient]);
  return useJob<UploadStatus>({
    queryKey: uploadKeys.status(id ?? 0),
    fetchStatus: (signal) =>
      unwrap(api.GET('/api/upload/{id}/status', { ...path(id ?? 0), signal })),
    enabled: id !== null,
    live: { kind: 'upload', id },
    onTerminal,
  });
}
