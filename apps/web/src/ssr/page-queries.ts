import { type DehydratedState, dehydrate, hydrate, type QueryClient } from '@tanstack/react-query';

/** The query cache a server render drew from (React Query's dehydrated state). */
export type PageQueries = DehydratedState;

/** Resolves once no query of `queryClient` is fetching (at once when none is). */
export function fetchesSettled(queryClient: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    const cache = queryClient.getQueryCache();
    const unsubscribe = cache.subscribe(() => {
      if (queryClient.isFetching() > 0) return;
      unsubscribe();
      resolve();
    });
    if (queryClient.isFetching() === 0) {
      unsubscribe();
      resolve();
    }
  });
}

/** The successful queries of a server render, for its page (the failed ones the browser asks again). */
export const pageQueries = (queryClient: QueryClient): PageQueries => dehydrate(queryClient);

/**
 * Puts a server-rendered page's queries into the browser's cache, as fetched `now` by the
 * browser's clock: the server's timestamps are never compared with the browser's, so data is
 * fresh for the stale time from the page's load whatever either clock says.
 */
export function adoptPageQueries(queryClient: QueryClient, page: PageQueries, now: number): void {
  hydrate(queryClient, {
    mutations: [],
    queries: page.queries.map((query) => ({
      ...query,
      dehydratedAt: now,
      state: { ...query.state, dataUpdatedAt: now, errorUpdatedAt: 0 },
    })),
  });
}
