/** Common content types of the files the API answers. */
export const CONTENT_TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
  pdf: 'application/pdf',
} as const;

/** An ASCII-only fallback of a file name for the plain `filename="…"` parameter. */
function asciiName(name: string): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_');
  return ascii.trim() || 'download';
}

/** RFC 5987 encoding for `filename*=UTF-8''…`. */
function encodeRfc5987(name: string): string {
  return encodeURIComponent(name).replace(
    /['()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * The `Content-Disposition` value of an attachment:
 * `attachment; filename="<ascii>"; filename*=UTF-8''<percent-encoded>`.
 */
export function contentDisposition(filename: string): string {
  const clean = filename.replace(/[\r\n/\\]/g, '_');
  return `attachment; filename="${asciiName(clean)}"; filename*=UTF-8''${encodeRfc5987(clean)}`;
}

/**
 * Answers bytes (or text) as a file download with its content type and an attachment
 * `Content-Disposition`.
 *
 * @example return fileResponse(bytes, CONTENT_TYPES.xlsx, 'order-7.xlsx');
 */
export function fileResponse(
  body: Uint8Array | string,
  contentType: string,
  filename: string,
): Response {
  const bytes = typeof body === 'string' ? new TextEncoder().encode(body) : body;
  return new Response(bytes as Uint8Array<ArrayBuffer>, {
    status: 200,
    headers: {
      'Content-Type': contentType,
      'Content-Length': String(bytes.byteLength),
      'Content-Disposition': contentDisposition(filename),
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
