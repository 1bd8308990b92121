/** API answers by call key, as the page's HTML carries them (apps/api `page-data.ts`). */
export type PageData = Record<string, unknown>;

type Fetch = typeof globalThis.fetch;

/** How long the page's answers stay usable: they are the page's first calls, made at once. */
export const PAGE_DATA_TTL_MS = 15_000;

/**
 * The key of a call: its path and its query in a fixed order (the API's `callKey` computes the
 * same), so the parameters' order does not matter.
 */
export function callKey(url: URL): string {
  const params = new URLSearchParams(url.search);
  params.sort();
  const query = params.toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}

/**
 * A `fetch` that answers a same-origin GET from `data` (each answer once, within
 * `PAGE_DATA_TTL_MS` of `now()` at creation) and passes every other request to `fetch`. Any
 * other method (a sign-in, a sign-out, a change) drops what is left, so no answer outlives the
 * session or the data it was read from.
 */
export function answerFromPage(
  data: PageData,
  fetch: Fetch,
  origin: string,
  now: () => number,
): Fetch {
  const answers = new Map(Object.entries(data));
  const until = now() + PAGE_DATA_TTL_MS;
  return (input, init) => {
    if (answers.size > 0) {
      const request = input instanceof Request ? input : new Request(input, init);
      const url = new URL(request.url);
      const key = callKey(url);
      if (request.method !== 'GET' || now() > until) answers.clear();
      else if (url.origin === origin && answers.has(key)) {
        const body = answers.get(key);
        answers.delete(key);
        return Promise.resolve(
          new Response(JSON.stringify(body), {
            status: 200,
            headers: { 'Content-Type': 'application/json' },
          }),
        );
      }
    }
    return fetch(input, init);
  };
}
