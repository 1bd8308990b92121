import { QueryClient, type QueryClientConfig } from '@tanstack/react-query';
import { createRetryPolicy, DEFAULT_QUERY_RETRIES } from './retry-policy.ts';

/** §9: data is fresh, and kept, for 5 minutes. */
export const DATA_STALE_TIME_MS = 5 * 60 * 1000;

/**
 * A QueryClient with the specification's defaults (§9): 1 retry (never after an auth or
 * network error), no refetch on window focus, 5 minutes stale time and cache time.
 *
 * @example
 * const queryClient = createQueryClient();
 * <QueryClientProvider client={queryClient}>…</QueryClientProvider>
 */
export function createQueryClient(config: QueryClientConfig = {}): QueryClient {
  return new QueryClient({
    ...config,
    defaultOptions: {
      ...config.defaultOptions,
      queries: {
        retry: createRetryPolicy(DEFAULT_QUERY_RETRIES),
        refetchOnWindowFocus: false,
        staleTime: DATA_STALE_TIME_MS,
        gcTime: DATA_STALE_TIME_MS,
        ...config.defaultOptions?.queries,
      },
      mutations: { retry: false, ...config.defaultOptions?.mutations },
    },
  });
}
