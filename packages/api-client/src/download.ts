import { ApiError } from './api-error.ts';
import { parseContentDisposition } from './parse-content-disposition.ts';
import { REQUEST_ID_HEADER } from './request-id.ts';

export interface DownloadResult {
  blob: Blob;
  /** From `Content-Disposition` when the server names the file, else the default name. */
  filename: string;
}

/** §9 default file names, used unless the response names the file. */
export const defaultFilenames = {
  consultantOrderPdf: (id: number | string) => `consultant_order_${id}.pdf`,
  combinedOrderPdf: (id: number | string) => `combined_order_${id}.pdf`,
  weeklyCombinationFile: (id: number | string) => `weekly_combination_${id}.xlsx`,
} as const;

/** The last path segment of a URL, as a last-resort file name. */
export function nameFromUrl(url: string): string {
  const segment = new URL(url, 'http://localhost').pathname.split('/').filter(Boolean).pop();
  return segment ?? 'download';
}

/**
 * Turns a `parseAs: 'blob'` result into `{ blob, filename }`, or throws `ApiError`.
 * The error body arrives as text or JSON, exactly as for other calls.
 */
export function toDownload(
  result: { data?: Blob; error?: unknown; response: Response },
  defaultFilename: string,
): DownloadResult {
  const { data, error, response } = result;
  const requestId = response.headers.get(REQUEST_ID_HEADER) ?? undefined;
  if (!response.ok || error !== undefined) {
    throw ApiError.fromBody(response.status, error, requestId);
  }
  const filename =
    parseContentDisposition(response.headers.get('Content-Disposition')) ?? defaultFilename;
  return { blob: data ?? new Blob([]), filename };
}
