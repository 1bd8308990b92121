/** A recorded request: the fields tests assert on, read before the body is consumed. */
export interface Seen {
  method: string;
  url: string;
  path: string;
  headers: Headers;
  credentials: RequestCredentials;
  request: Request;
}

export type Handler = (request: Request, seen: Seen) => Response | Promise<Response>;

/** An injected fetch that records every request and answers through `handler`. */
export function fakeFetch(handler: Handler) {
  const seen: Seen[] = [];
  const fetch = async (request: Request): Promise<Response> => {
    const entry: Seen = {
      method: request.method,
      url: request.url,
      path: new URL(request.url).pathname,
      headers: new Headers(request.headers),
      credentials: request.credentials,
      request: request.clone(),
    };
    seen.push(entry);
    return handler(request, entry);
  };
  return { fetch, seen, paths: () => seen.map((s) => `${s.method} ${s.path}`) };
}

export const json = (body: unknown, init: ResponseInit = {}): Response =>
  new Response(JSON.stringify(body), {
    ...init,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });

export const empty = (status = 204): Response => new Response(null, { status });

export const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A promise with its resolve function outside, to hold a response until a test releases it. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
