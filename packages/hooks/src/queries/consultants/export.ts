import { parseContentDisposition, unwrap } from '@back-office/api-client';
import type { BodyOf, DownloadedFile } from '../../api/types.ts';
import {
  type ApiMutationFactory,
  defineMutation,
  type MutationExtras,
  useApiMutationOf,
} from '../../api/use-api-mutation.ts';

/** The formats `POST /api/consultants/export/{format}` produces. */
export type ExportFormat = 'csv' | 'xlsx' | 'pdf';

/** What to export: exactly `consultantIds`, else the consultants matching `filters` (else all). */
export interface ExportConsultantsInput {
  readonly format: ExportFormat;
  readonly consultantIds?: number[] | undefined;
  readonly filters?: Omit<BodyOf<'exportConsultants'>, 'consultant_ids'> | undefined;
}

/** The mutation options of `useExportConsultants`. */
export const exportConsultantsMutation: ApiMutationFactory<DownloadedFile, ExportConsultantsInput> =
  defineMutation({
    call: async (api, { format, consultantIds, filters }) => {
      const { data, error, response } = await api.POST('/api/consultants/export/{format}', {
        params: { path: { format } },
        body: consultantIds ? { consultant_ids: consultantIds } : { ...filters },
        parseAs: 'blob',
      });
      await unwrap({ data, error, response });
      const named = parseContentDisposition(response.headers.get('Content-Disposition'));
      return { blob: data as Blob, filename: named ?? `consultants.${format}` };
    },
    invalidates: () => [],
  });

/**
 * `POST /api/consultants/export/{format}`: the file as `{ blob, filename }` (the server's name,
 * else `consultants.{format}`): only `consultantIds`, or what the list's `filters` show, or all.
 * Changes nothing.
 */
export function useExportConsultants(
  options?: MutationExtras<DownloadedFile, ExportConsultantsInput>,
) {
  return useApiMutationOf(exportConsultantsMutation, options);
}
