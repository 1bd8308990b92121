import { ApiError } from './api-error.ts';
import { REQUEST_ID_HEADER } from './request-id.ts';

interface ClientResult {
  data?: unknown;
  error?: unknown;
  response: Response;
}

/**
 * Turns openapi-fetch's `{ data, error, response }` into the data, or throws `ApiError`.
 *
 * @example
 * const { orders, total } = await unwrap(api.GET('/api/orders', { params: { query: { limit: 20 } } }));
 */
export async function unwrap<R extends ClientResult>(
  result: Promise<R> | R,
): Promise<Extract<R, { error?: never }>['data']> {
  const { data, error, response } = await result;
  if (!response.ok || error !== undefined) {
    throw ApiError.fromBody(
      response.status,
      error,
      response.headers.get(REQUEST_ID_HEADER) ?? undefined,
    );
  }
  return data as Extract<R, { error?: never }>['data'];
}
