/** The header carrying the per-attempt correlation id (spec §7: unique on every request). */
export const REQUEST_ID_HEADER = 'X-Request-ID';

/** A fresh UUID v4 for one request attempt; a retry gets a new one. */
export function createRequestId(): string {
  return globalThis.crypto.randomUUID();
}

/**
 * The request id a response belongs to. The client copies the id it sent onto every response
 * (unless the server already echoed one), so this works for any response the client returns.
 */
export function requestIdOf(response: Response): string | undefined {
  return response.headers.get(REQUEST_ID_HEADER) ?? undefined;
}

/** Returns `response` carrying `requestId` in its headers, copying it when the headers are immutable. */
export function withRequestId(response: Response, requestId: string): Response {
  if (response.headers.has(REQUEST_ID_HEADER)) return response;
  try {
    response.headers.set(REQUEST_ID_HEADER, requestId);
    return response;
  } catch {
    // Headers of a network response are immutable: rebuild the response around the same body.
    const headers = new Headers(response.headers);
    headers.set(REQUEST_ID_HEADER, requestId);
    const copy = new Response(response.body, {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
    Object.defineProperty(copy, 'url', { value: response.url });
    return copy;
  }
}
