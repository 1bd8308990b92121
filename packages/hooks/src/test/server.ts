import type { paths } from '@back-office/api-client';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { assertContractBody, type Method } from './contract.ts';

/** The api client's base URL in tests; the MSW handlers listen on the same origin. */
export const BASE_URL = 'http://api.test';

export const server = setupServer();

type Operation<P extends keyof paths, M extends Method> = paths[P][M];

/** Every JSON body the contract allows for an operation, any status. */
type JsonBodies<O> = O extends { responses: infer R }
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

/**
 * An MSW handler for one operation of the contract. The reply's body is typed from the
 * generated `paths` and validated against the contract before it is sent, so a handler that
 * drifts from the contract fails the test.
 *
 * @example
 * server.use(mockOperation('get', '/api/periods', () => ({ status: 200, body: periodList })));
 */
export function mockOperation<P extends keyof paths & string, M extends Method>(
  method: M,
  path: P,
  reply: (
    info: RequestInfo,
  ) => Reply<JsonBodies<Operation<P, M>>> | Promise<Reply<JsonBodies<Operation<P, M>>>>,
) {
  const url = `${BASE_URL}${path.replace(/\{(\w+)\}/g, ':$1')}`;
  return http[method](url, async ({ request, params }) => {
    const answer = await reply({ request, params, url: new URL(request.url) });
    assertContractBody(path, method, answer.status, answer.body);
    if (answer.body === undefined) {
      return new HttpResponse(null, { status: answer.status, headers: answer.headers });
    }
    return HttpResponse.json(answer.body as never, {
      status: answer.status,
      headers: answer.headers,
    });
  });
}
