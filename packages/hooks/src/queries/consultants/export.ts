import { parseContentDisposition, unwrap } from '@back-office/api-client';
import type { DownloadedFile } from '../../api/types.ts';
import {
  type ApiMutationFactory,
  apiMutationOptions,
  type MutationExtras,
  useApiMutationOf,
} from '../../api/use-api-mutation.ts';

/** The formats `POST /api/consultants/export/{format}` produces. */
export type ExportFormat = 'csv' | 'xlsx' | 'pdf';

/** The mutation options of `useExportConsultants`. */
export const exportConsultantsMutation: ApiMutationFactory<
  DownloadedFile,
  { format: ExportFormat; consultantIds?: number[] }
> = (api, queryClient, options) =>
  apiMutationOptions(
    api,
    queryClient,
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

/**
 * `POST /api/consultants/export/{format}`: the file as `{ blob, filename }` (the server's name,
 * else `consultants.{format}`); all consultants, or only `consultantIds`. Changes nothing.
 */
export function useExportConsultants(
  options?: MutationExtras<DownloadedFile, { format: ExportFormat; consultantIds?: number[] }>,
) {
  return useApiMutationOf(exportConsultantsMutation, options);
}
