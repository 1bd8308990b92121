import { ApiError } from './api-error.ts';
import { classifyEndpoint, type EndpointKind } from './endpoints.ts';
import { notifyForbidden, type OnForbidden } from './forbidden.ts';
import { createRefreshQueue, type RefreshQueue } from './refresh-queue.ts';
import { releaseBody } from './release-body.ts';
import { REQUEST_ID_HEADER, withRequestId } from './request-id.ts';
import { createRefresher, recordSession, type SessionContext } from './session.ts';
import { isTokenStale } from './token-window.ts';

export interface TransportContext extends SessionContext {
  onForbidden?: OnForbidden;
  onAuthExpired?: () => void;
}

/** The rules every call follows, shared by the fetch client and the XHR upload helper. */
export interface Transport {
  /** The wrapped fetch handed to openapi-fetch. */
  fetch: (request: Request) => Promise<Response>;
  queue: RefreshQueue;
  /** Adds `Authorization: Bearer …` in token mode (not on logins and refreshes). */
  authorize(headers: Headers, kind: EndpointKind): void;
  /** Post-processing of a final response: 403 callback, session bookkeeping. */
  finish(kind: EndpointKind, response: Response): Promise<Response>;
}

export function isAbortError(error: unknown, signal?: AbortSignal | null): boolean {
  if (signal?.aborted) return true;
  return error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError');
}

export function createTransport(ctx: TransportContext): Transport {
  const queue = createRefreshQueue({
    refresh: createRefresher(ctx),
    isStale: () => isTokenStale(ctx.store.get()?.expiresAt, ctx.now()),
    onExpired: () => {
      ctx.store.clear();
      ctx.onAuthExpired?.();
    },
  });

  function authorize(headers: Headers, kind: EndpointKind): void {
    if (ctx.mode !== 'bearer' || kind === 'login' || kind === 'refresh') return;
    const token = ctx.store.get()?.accessToken;
    if (token) headers.set('Authorization', `Bearer ${token}`);
  }

  async function finish(kind: EndpointKind, response: Response): Promise<Response> {
    if (response.status === 403 && ctx.onForbidden) {
      await notifyForbidden(response, ctx.onForbidden);
    }
    if ((kind === 'login' || kind === 'refresh') && response.ok) {
      await recordSession(ctx, response);
      queue.signedIn();
    }
    // Logging out clears local state whatever the server says (auth-contract §6).
    if (kind === 'logout') ctx.store.clear();
    return response;
  }

  async function send(template: Request, requestId: string, kind: EndpointKind): Promise<Response> {
    // Each attempt sends a clone, so the template's body (multipart included) can be replayed.
    // A bodiless request is reused as is: creating Requests dominates the client's overhead.
    let request = template.body === null ? template : template.clone();
    if (request.credentials !== 'include') {
      request = new Request(request, { credentials: 'include' });
    }
    request.headers.set(REQUEST_ID_HEADER, requestId);
    authorize(request.headers, kind);
    let response: Response;
    try {
      response = await ctx.fetch(request);
    } catch (error) {
      if (isAbortError(error, template.signal)) throw error;
      throw ApiError.network(error, requestId);
    }
    return withRequestId(response, requestId);
  }

  async function wrappedFetch(request: Request): Promise<Response> {
    const kind = classifyEndpoint(request.url);
    try {
      const response = await queue.run({
        excluded: kind !== 'other',
        signal: request.signal,
        send: (attempt) => send(request, attempt.requestId, kind),
        statusOf: (result) => result.status,
        discard: releaseBody,
      });
      return await finish(kind, response);
    } catch (error) {
      if (kind === 'logout') ctx.store.clear();
      throw error;
    }
  }

  return { fetch: wrappedFetch, queue, authorize, finish };
}
