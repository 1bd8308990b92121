import type { paths } from '@back-office/api-client';
import {
  assertContractBody,
  contract,
  type JsonBodies,
  type Method,
} from '@back-office/api-client/testing';
import { HttpResponse, type HttpResponseResolver, http, type PathParams } from 'msw';

/** The API origin the tests' client talks to. */
export const API = 'http://api.test';

type OperationOf<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;

/** The contract's paths that have an operation for `M`. */
export type PathWith<M extends Method> = {
  [P in keyof paths]: [OperationOf<P, M>] extends [never] ? never : P;
}[keyof paths] &
  string;

/** What a handler may answer: a JSON body the contract allows, or a file or text. */
type BodyOf<P extends keyof paths, M extends Method> =
  | JsonBodies<OperationOf<P, M>>
  | Blob
  | ArrayBuffer
  | string
  | null
  | undefined;

type Resolver<P extends keyof paths, M extends Method> = HttpResponseResolver<
  PathParams,
  // biome-ignore lint/suspicious/noExplicitAny: request bodies are read by each test as it needs.
  any,
  BodyOf<P, M>
>;

function documented(path: string, method: Method, status: number): boolean {
  const operation = contract.paths[path]?.[method] as
    | { responses?: Record<string, unknown> }
    | undefined;
  return operation?.responses?.[String(status)] !== undefined;
}

/** Throws unless a mocked answer is one the contract allows (a server fault is always allowed). */
async function assertAnswer(path: string, method: Method, response: Response): Promise<void> {
  const { status } = response;
  if (status >= 500 && !documented(path, method, status)) return;
  const isJson = response.headers.get('Content-Type')?.includes('application/json') ?? false;
  if (!isJson) {
    if (!documented(path, method, status)) {
      throw new Error(`${method.toUpperCase()} ${path} has no ${status} response`);
    }
    return;
  }
  assertContractBody(path, method, status, await response.clone().json());
}

function handler<M extends Method>(method: M) {
  return <P extends PathWith<M>>(path: P, resolver: Resolver<P, M>) =>
    http[method](`${API}${path.replace(/\{(\w+)\}/g, ':$1')}`, async (info) => {
      const response = await resolver(info as Parameters<Resolver<P, M>>[0]);
      if (response instanceof Response) await assertAnswer(path, method, response);
      return response;
    });
}

/**
 * MSW's `http`, typed from the contract: only a contract path with that method compiles, the
 * JSON body a handler answers is typed from the generated `paths`, and at run time every answer
 * is checked against the contract (`assertContractBody`, the api-client's testing helper), so
 * a handler that drifts from the contract fails the test. Path parameters are written as in
 * the contract (`/api/orders/{id}`) and read as `params.id`.
 *
 * @example
 * server.use(api.get('/api/periods/{id}', ({ params }) => HttpResponse.json(periodOf(params.id))));
 */
export const api = {
  get: handler('get'),
  post: handler('post'),
  put: handler('put'),
  delete: handler('delete'),
};

/**
 * A refusal with the API's error body (`{detail}`), typed so a shared helper (a 404 for any
 * unknown id) fits every handler.
 */
export function refusal(status: number, detail: string) {
  return HttpResponse.json<{ detail: string }>({ detail }, { status });
}
