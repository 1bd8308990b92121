import createClient, {
  type Client,
  type ClientPathsWithMethod,
  createFinalURL,
  createQuerySerializer,
  defaultPathSerializer,
  type FetchResponse,
  type HeadersOptions,
  type ParamsOption,
  type RequestBodyOption,
  removeTrailingSlash,
} from 'openapi-fetch';
import { ApiError } from './api-error.ts';
import { serializeBody, toFormData } from './body-serializer.ts';
import { retryWhileBusy } from './busy-retry.ts';
import { type DownloadResult, defaultFilenames, nameFromUrl, toDownload } from './download.ts';
import { AUTH_PATHS } from './endpoints.ts';
import type { OnForbidden } from './forbidden.ts';
import type { paths } from './generated/schema.ts';
import { releaseBody } from './release-body.ts';
import type { AuthMode, TokenResponse } from './session.ts';
import { type AuthState, createMemoryTokenStore, type TokenStore } from './token-store.ts';
import { createTransport } from './transport.ts';
import { type UploadProgress, uploadWithProgress, type XhrFactory } from './upload.ts';

export interface ApiClientOptions {
  /** The API origin (and prefix), e.g. `https://api.example.co.za`. */
  baseUrl: string;
  /** The fetch to send with; defaults to `globalThis.fetch`, looked up on every call (MSW-friendly). */
  fetch?: (request: Request) => Promise<Response>;
  /** `'cookie'` (default): HttpOnly session cookie. `'bearer'`: token mode with a token store. */
  auth?: AuthMode;
  /** Where tokens (bearer) and the expiry time (both modes) live. Default: memory. */
  tokenStore?: TokenStore;
  /** Called on every 403 with the server's detail or the default permission message. */
  onForbidden?: OnForbidden;
  /** Called once when a refresh fails; the auth state is already cleared. */
  onAuthExpired?: () => void;
  /** The clock, for tests. Default: `Date.now`. */
  now?: () => number;
  /** XMLHttpRequest factory for uploads; `null` uploads with fetch (no progress). */
  createXhr?: XhrFactory | null;
  /** Extra headers on every request. */
  headers?: HeadersOptions;
}

type Media = `${string}/${string}`;
type OperationOf<Paths, P, M extends string> = P extends keyof Paths
  ? Paths[P] extends Record<M, infer O>
    ? O
    : never
  : never;
type SuccessData<O> =
  O extends Record<string | number, unknown>
    ? NonNullable<FetchResponse<O, Record<never, never>, Media>['data']>
    : never;

export type DownloadOptions<O> = ParamsOption<O> & {
  signal?: AbortSignal;
  /** The name to use unless Content-Disposition names the file. */
  filename?: string;
};

export type UploadOptions<O> = ParamsOption<O> & {
  /** FormData, or the typed multipart body (`{ file, template_id }`). */
  body: FormData | NonNullable<RequestBodyOption<O>['body']>;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
};

export interface AuthHelpers {
  /** Signs in (cookie or token mode, as configured). Resolves the tokens in token mode. */
  login(credentials: { username: string; password: string }): Promise<TokenResponse | undefined>;
  /** Signs out; the local state is cleared whatever the server answers. */
  logout(): Promise<void>;
  /** Refreshes now (joins a refresh in flight). False when the session is over. */
  refresh(): Promise<boolean>;
  /** The stored auth state (tokens in bearer mode, expiry in both). */
  state(): AuthState | null;
}

type DownloadById = (id: number, init?: { signal?: AbortSignal }) => Promise<DownloadResult>;

export type ApiClient<Paths extends {} = paths> = Client<Paths, Media> & {
  auth: AuthHelpers;
  /** Any GET file endpoint as `{ blob, filename }`; throws ApiError. */
  download<P extends ClientPathsWithMethod<Client<Paths, Media>, 'get'>>(
    path: P,
    options: DownloadOptions<OperationOf<Paths, P, 'get'>>,
  ): Promise<DownloadResult>;
  /** The three downloads with §9 default names. */
  downloads: {
    consultantOrderPdf: DownloadById;
    combinedOrderPdf: DownloadById;
    weeklyCombinationFile: DownloadById;
  };
  /** Multipart POST with progress and cancellation; resolves the data, throws ApiError. */
  upload<P extends ClientPathsWithMethod<Client<Paths, Media>, 'post'>>(
    path: P,
    options: UploadOptions<OperationOf<Paths, P, 'post'>>,
  ): Promise<SuccessData<OperationOf<Paths, P, 'post'>>>;
};

/**
 * The typed client: every operation of the contract in one line, plus the cross-cutting rules
 * (credentials, X-Request-ID, the refresh queue, 403 callback) and the helpers.
 *
 * @example
 * const api = createApiClient({ baseUrl: 'https://api.example.co.za', onAuthExpired: toLogin });
 * const { data, error } = await api.GET('/api/orders/{id}', { params: { path: { id: 7 } } });
 */
export function createApiClient<Paths extends {} = paths>(
  options: ApiClientOptions,
): ApiClient<Paths> {
  const baseUrl = removeTrailingSlash(options.baseUrl);
  const rawFetch = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const mode = options.auth ?? 'cookie';
  const store = options.tokenStore ?? createMemoryTokenStore();
  const createXhr =
    options.createXhr === undefined
      ? typeof XMLHttpRequest === 'function'
        ? () => new XMLHttpRequest()
        : undefined
      : (options.createXhr ?? undefined);

  const transport = createTransport({
    baseUrl,
    mode,
    store,
    now: options.now ?? Date.now,
    fetch: rawFetch,
    onForbidden: options.onForbidden,
    onAuthExpired: options.onAuthExpired,
  });

  const core = createClient<Paths, Media>({
    baseUrl,
    fetch: transport.fetch,
    bodySerializer: serializeBody,
    headers: options.headers,
    credentials: 'include',
  });

  const querySerializer = createQuerySerializer();
  const urlFor = (path: string, params: { path?: object; query?: object } = {}) =>
    createFinalURL(path, {
      baseUrl,
      params: params as { path?: Record<string, unknown>; query?: Record<string, unknown> },
      querySerializer,
      pathSerializer: defaultPathSerializer,
    });

  async function downloadUrl(url: string, filename: string, signal?: AbortSignal) {
    // A document or export the server is too busy to start answers 429: wait and try again.
    const response = await retryWhileBusy(
      () => transport.fetch(new Request(url, { signal, credentials: 'include' })),
      signal,
    );
    if (!response.ok) throw await ApiError.fromResponse(response);
    return toDownload({ data: await response.blob(), response }, filename);
  }

  const auth: AuthHelpers = {
    async login(credentials) {
      const path = mode === 'cookie' ? AUTH_PATHS.cookieLogin : AUTH_PATHS.jwtLogin;
      const response = await transport.fetch(
        new Request(`${baseUrl}${path}`, {
          method: 'POST',
          credentials: 'include',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(credentials),
        }),
      );
      if (!response.ok) throw await ApiError.fromResponse(response);
      if (mode === 'bearer') return (await response.json()) as TokenResponse;
      releaseBody(response);
      return undefined;
    },
    async logout() {
      const path = mode === 'cookie' ? AUTH_PATHS.cookieLogout : AUTH_PATHS.logout;
      const response = await transport.fetch(
        new Request(`${baseUrl}${path}`, { method: 'POST', credentials: 'include' }),
      );
      // 401: the session had already ended, which is what logging out wants.
      if (!response.ok && response.status !== 401) throw await ApiError.fromResponse(response);
      releaseBody(response);
    },
    async refresh() {
      const outcome = await transport.queue.refreshNow();
      if (typeof outcome === 'object') throw ApiError.network(outcome.unreachable);
      return outcome === 'refreshed';
    },
    state: () => store.get(),
  };

  const helpers = {
    auth,
    async download(path: string, init: DownloadOptions<unknown>) {
      const { params, signal, filename } = init as DownloadOptions<unknown> & {
        params?: { path?: object; query?: object };
      };
      const url = urlFor(path, params);
      return downloadUrl(url, filename ?? nameFromUrl(url), signal);
    },
    downloads: {
      consultantOrderPdf: (id: number, init?: { signal?: AbortSignal }) =>
        downloadUrl(
          urlFor('/api/consultant-orders/{id}/pdf', { path: { id } }),
          defaultFilenames.consultantOrderPdf(id),
          init?.signal,
        ),
      combinedOrderPdf: (id: number, init?: { signal?: AbortSignal }) =>
        downloadUrl(
          urlFor('/api/combined-orders/{id}/pdf/download', { path: { id } }),
          defaultFilenames.combinedOrderPdf(id),
          init?.signal,
        ),
      weeklyCombinationFile: (id: number, init?: { signal?: AbortSignal }) =>
        downloadUrl(
          urlFor('/api/weekly-combinations/{id}/file', { path: { id } }),
          defaultFilenames.weeklyCombinationFile(id),
          init?.signal,
        ),
    },
    async upload(path: string, init: UploadOptions<unknown>) {
      const { params, body, onProgress, signal } = init as UploadOptions<unknown> & {
        params?: { path?: object; query?: object };
      };
      const form = body instanceof FormData ? body : toFormData(body as Record<string, unknown>);
      const { data } = await uploadWithProgress(transport, rawFetch, createXhr, {
        url: urlFor(path, params),
        body: form,
        signal,
        onProgress,
      });
      return data;
    },
  };

  return { ...core, ...helpers } as ApiClient<Paths>;
}
