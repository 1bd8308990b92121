import { ApiError, readBody } from './api-error.ts';
import { releaseBody } from './release-body.ts';
import { REQUEST_ID_HEADER, withRequestId } from './request-id.ts';
import { isAbortError, type Transport } from './transport.ts';

export interface UploadProgress {
  /** Bytes sent so far. */
  loaded: number;
  /** Total bytes, when the runtime knows it. */
  total: number | undefined;
}

/**
 * The part of XMLHttpRequest an upload uses (structural, so the types need no DOM library in
 * Node; a browser's `XMLHttpRequest` is one).
 */
// Method syntax compares parameters bivariantly, so the DOM's handler types fit these.
type Handler<E> = { bivarianceHack(event: E): void }['bivarianceHack'];
interface ProgressLike {
  loaded: number;
  total: number;
  lengthComputable: boolean;
}

export interface UploadXhr {
  readonly status: number;
  readonly statusText: string;
  readonly responseText: string;
  withCredentials: boolean;
  readonly upload: {
    onprogress: Handler<ProgressLike> | null;
  };
  onload: Handler<unknown> | null;
  onerror: Handler<unknown> | null;
  onabort: Handler<unknown> | null;
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  getAllResponseHeaders(): string;
  send(body: FormData): void;
  abort(): void;
}

/** Creates the XMLHttpRequest used for uploads; inject a fake in tests. */
export type XhrFactory = () => UploadXhr;

export interface UploadInit {
  url: string;
  body: FormData;
  signal?: AbortSignal | null;
  /** Called as bytes leave; restarts from 0 if the call is retried after a refresh. */
  onProgress?: (progress: UploadProgress) => void;
}

export interface UploadResult {
  data: unknown;
  response: Response;
}

function abortReason(signal?: AbortSignal | null): unknown {
  return signal?.reason ?? new DOMException('The upload was aborted', 'AbortError');
}

function parseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const index = line.indexOf(':');
    if (index > 0) headers.append(line.slice(0, index).trim(), line.slice(index + 1).trim());
  }
  return headers;
}

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/** One XHR attempt, resolved as a fetch `Response` so the usual rules apply to it. */
export function sendWithXhr(
  createXhr: XhrFactory,
  init: UploadInit,
  headers: Headers,
  requestId: string,
): Promise<Response> {
  const { signal } = init;
  return new Promise<Response>((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortReason(signal));
      return;
    }
    const xhr = createXhr();
    const onAbort = () => xhr.abort();
    const cleanup = () => signal?.removeEventListener('abort', onAbort);
    xhr.open('POST', init.url);
    xhr.withCredentials = true;
    // Never a Content-Type: the runtime writes multipart/form-data with its boundary.
    headers.forEach((value, key) => {
      xhr.setRequestHeader(key, value);
    });
    xhr.upload.onprogress = (event) => {
      init.onProgress?.({
        loaded: event.loaded,
        total: event.lengthComputable ? event.total : undefined,
      });
    };
    xhr.onload = () => {
      cleanup();
      const text = NULL_BODY_STATUSES.has(xhr.status) ? null : xhr.responseText;
      resolve(
        new Response(text, {
          status: xhr.status,
          statusText: xhr.statusText,
          headers: parseHeaders(xhr.getAllResponseHeaders()),
        }),
      );
    };
    xhr.onerror = () => {
      cleanup();
      reject(ApiError.network(new Error('Upload failed: network error'), requestId));
    };
    xhr.onabort = () => {
      cleanup();
      reject(abortReason(signal));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    xhr.send(init.body);
  });
}

/**
 * Uploads multipart data with progress events and cancellation, under the same rules as
 * every other call: a fresh X-Request-ID per attempt, credentials, bearer token, the refresh
 * queue (FormData replays as is) and the 403 callback. Without XMLHttpRequest (Node) it falls
 * back to fetch and reports progress once, at the end.
 */
export async function uploadWithProgress(
  transport: Transport,
  rawFetch: (request: Request) => Promise<Response>,
  createXhr: XhrFactory | undefined,
  init: UploadInit,
): Promise<UploadResult> {
  const attempt = async (requestId: string): Promise<Response> => {
    const headers = new Headers({ [REQUEST_ID_HEADER]: requestId });
    transport.authorize(headers, 'other');
    if (createXhr)
      return withRequestId(await sendWithXhr(createXhr, init, headers, requestId), requestId);
    let response: Response;
    try {
      response = await rawFetch(
        new Request(init.url, {
          method: 'POST',
          body: init.body,
          headers,
          credentials: 'include',
          signal: init.signal ?? null,
        }),
      );
    } catch (error) {
      if (isAbortError(error, init.signal)) throw error;
      throw ApiError.network(error, requestId);
    }
    const size = [...init.body.values()].reduce(
      (sum, value) => sum + (typeof value === 'string' ? value.length : value.size),
      0,
    );
    init.onProgress?.({ loaded: size, total: size });
    return withRequestId(response, requestId);
  };

  const response = await transport.finish(
    'other',
    await transport.queue.run({
      excluded: false,
      signal: init.signal,
      send: ({ requestId }) => attempt(requestId),
      statusOf: (result) => result.status,
      discard: releaseBody,
    }),
  );
  if (!response.ok) throw await ApiError.fromResponse(response);
  const body = await readBody(response);
  return { data: body === '' ? undefined : body, response };
}
