import { ApiError, type DownloadResult, unwrap } from '@back-office/api-client';
import type { ApiClient } from '../api/types.ts';

/** True when `url` is the API's own file route of combination `id` (served with the session). */
function isApiFileRoute(url: string, id: number): boolean {
  const pathname = url.startsWith('/') ? url : new URL(url, 'http://placeholder.invalid').pathname;
  return pathname === `/api/weekly-combinations/${id}/file`;
}

/**
 * The finished spreadsheet as the contract describes it: `GET …/{id}/download` says where it is
 * and what it is called, then the bytes come from that place: the API's `…/{id}/file` (with the
 * session and its rules) or a signed storage URL (fetched as is, no credentials).
 */
export async function fetchWeeklyCombinationFile(
  api: ApiClient,
  id: number,
  signal?: AbortSignal,
): Promise<DownloadResult> {
  const where = await unwrap(
    api.GET('/api/weekly-combinations/{id}/download', { params: { path: { id } }, signal }),
  );
  if (isApiFileRoute(where.download_url, id)) {
    return api.download('/api/weekly-combinations/{id}/file', {
      params: { path: { id } },
      filename: where.file_name,
      signal,
    });
  }
  const response = await fetch(where.download_url, { signal });
  if (!response.ok) throw await ApiError.fromResponse(response);
  return { blob: await response.blob(), filename: where.file_name };
}
