import type { CallResult } from './test-client.ts';

/** What the SDK resolves: openapi-fetch's `{ data, error, response }`. */
interface SdkResult {
  data?: unknown;
  error?: unknown;
  response: Response;
}

/**
 * An SDK call's result as status, body (the data, or the error the contract declares) and
 * headers, so a test asserts a refusal the same way as a success.
 *
 * @example
 * const res = await answer(admin.api.GET('/api/users/{id}', { params: { path: { id } } }));
 * expect(res.status).toBe(404);
 */
export async function answer<R extends SdkResult>(
  result: Promise<R>,
): Promise<CallResult<R['data'] | R['error']>>;
/** The same, with the body typed by the test (a shape narrower than the contract's union). */
export async function answer<T>(result: Promise<SdkResult>): Promise<CallResult<T>>;
export async function answer(result: Promise<SdkResult>): Promise<CallResult> {
  const { data, error, response } = await result;
  return { status: response.status, body: data ?? error, headers: response.headers };
}
