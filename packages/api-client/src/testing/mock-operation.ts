import { HttpResponse, http } from 'msw';
import type { paths } from '../generated/schema.ts';
import { assertContractBody, type Method } from './contract.ts';

/** The base URL the helpers mock by default (give the same one to `createApiClient`). */
export const BASE_URL = 'http://api.test';

type Operation<P extends keyof paths, M extends Method> = paths[P][M];

/** Every JSON body the contract allows for an operation, any status. */
export type JsonBodies<O> = O extends { responses: infer R }
  ? {
      [S in keyof R]: R[S] extends { content: { 'application/json': infer B } } ? B : never;
    }[keyof R]
  : never;

export interface Reply<B> {
  readonly status: number;
  readonly body?: B;
  readonly headers?: Record<string, string>;
}

export interface RequestInfo {
  readonly request: Request;
  readonly params: Record<string, string | readonly string[] | undefined>;
  readonly url: URL;
}

export type ReplyOf<P extends keyof paths & string, M extends Method> = (
  info: RequestInfo,
) => Reply<JsonBodies<Operation<P, M>>> | Promise<Reply<JsonBodies<Operation<P, M>>>>;

/**
 * An MSW handler for one operation of the contract at `baseUrl`. The reply's body is typed from
 * the generated `paths` and validated against the contract before it is sent, so a handler that
 * drifts from the contract fails the test.
 */
export function mockOperationAt<P extends keyof paths & string, M extends Method>(
  baseUrl: string,
  method: M,
  path: P,
  reply: ReplyOf<P, M>,
) {
  const url = `${baseUrl.replace(/\/$/, '')}${path.replace(/\{(\w+)\}/g, ':$1')}`;
  return http[method](url, async ({ request, params }) => {
    const answer = await reply({ request, params, url: new URL(request.url) });
    assertContractBody(path, method, answer.status, answer.body);
    const init = { status: answer.status, ...(answer.headers && { headers: answer.headers }) };
    if (answer.body === undefined) return new HttpResponse(null, init);
    return HttpResponse.json(answer.body as never, init);
  });
}

/**
 * {@link mockOperationAt} on {@link BASE_URL}.
 *
 * @example
 * server.use(mockOperation('get', '/api/periods', () => ({ status: 200, body: periodList })));
 */
export function mockOperation<P extends keyof paths & string, M extends Method>(
  method: M,
  path: P,
  reply: ReplyOf<P, M>,
) {
  return mockOperationAt(BASE_URL, method, path, reply);
}
