import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Puts a value under each key with no observer, so an invalidation marks it stale without
 * refetching (no request goes out). It carries a `version`, so a write whose record is seeded
 * finds its `If-Match` in the cache without reading it (decision 041).
 */
export function seedQueries(queryClient: QueryClient, keys: readonly QueryKey[]): void {
  for (const queryKey of keys) queryClient.setQueryData(queryKey, { seeded: queryKey, version: 1 });
}

/**
 * The keys of the cached queries an invalidation has marked stale, as JSON strings sorted for
 * comparison: asserting the exact set makes both a missing and an extra invalidation fail.
 */
export function invalidatedKeys(queryClient: QueryClient): string[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.isInvalidated)
    .map((query) => JSON.stringify(query.queryKey))
    .sort();
}

/** The same keys as JSON strings sorted, to compare with `invalidatedKeys`. */
export function keysOf(keys: readonly QueryKey[]): string[] {
  return keys.map((key) => JSON.stringify(key)).sort();
}
