import { asErrorLike } from './messages/error-detail.ts';

/** §9: data queries are retried once. */
export const DEFAULT_QUERY_RETRIES = 1;

/**
 * True for an authentication problem (401, an expired session) or a network failure (no
 * answer, status 0). Retrying either is pointless until the user signs in again or the
 * connection is back (§4).
 */
export function isAuthOrNetworkError(error: unknown): boolean {
  const { status, code } = asErrorLike(error);
  if (code === 'AUTH_EXPIRED' || code === 'NETWORK_ERROR') return true;
  if (status === 401 || status === 0) return true;
  return error instanceof TypeError; // fetch's own network failure, if it escapes unwrapped
}

/** True for 4xx answers other than 408/429: the same request would fail the same way. */
function isPermanentClientError(error: unknown): boolean {
  const { status } = asErrorLike(error);
  return status !== undefined && status >= 400 && status < 500 && status !== 408 && status !== 429;
}

/**
 * React Query's `retry` for data queries: at most `maxRetries` retries, none after an auth or
 * network error, none after a permanent client error.
 *
 * @example
 * new QueryClient({ defaultOptions: { queries: { retry: createRetryPolicy(1) } } });
 */
export function createRetryPolicy(maxRetries = DEFAULT_QUERY_RETRIES) {
  return (failureCount: number, error: unknown): boolean =>
    failureCount < maxRetries && !isAuthOrNetworkError(error) && !isPermanentClientError(error);
}
