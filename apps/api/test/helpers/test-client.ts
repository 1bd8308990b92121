import { appendFileSync } from 'node:fs';
import { type ApiClient, createApiClient } from '@back-office/api-client';
import { expect, inject } from 'vitest';
import type { Contract } from '../../src/http/contract/contract.ts';
import { validateResponse } from '../../src/http/contract/validate-response.ts';
import { CookieJar } from './cookie-jar.ts';

/** The API origin the in-process requests are addressed to (never listened on). */
const BASE_URL = 'http://127.0.0.1:8000';
/** The web origin a browser would send (the CSRF check reads it). */
const WEB_ORIGIN = 'http://127.0.0.1:5173';

/** What a test sends. */
export interface CallOptions {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean>;
  json?: unknown;
  form?: Record<string, string>;
  /** A multipart body, sent as FormData (a Blob or File part keeps its name). */
  multipart?: Record<string, string | Blob>;
  body?: string | Blob | FormData | URLSearchParams | ArrayBuffer;
  headers?: Record<string, string>;
  /** Skip the contract check of the response (only for deliberate off-contract probes). */
  unchecked?: boolean;
}

/** What a test gets back: status, parsed body and headers. */
export interface CallResult<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

interface RequestTarget {
  request(input: string | Request, init?: RequestInit): Response | Promise<Response>;
}

/**
 * A test's view of the API, called in-process like a browser would (cookie jar, web origin):
 * - `api`: the real SDK (`@back-office/api-client`) over `app.request`: typed paths, params,
 *   bodies and answers. Every response is checked against the contract. Use it by default
 *   (`answer()` turns its result into status and body; `urlEncoded` sends the sign-in forms).
 * - `call(operationId, …)`: by operationId with untyped input, response still checked. Only for
 *   input the SDK's types refuse on purpose (a 422 probe) and for tables of operations whose
 *   methods or bodies differ; each use says which.
 * - `raw(method, path, …)`: any request, no check: probes outside the contract, and 401 probes
 *   (the SDK refreshes the session on a 401, and throws when that fails).
 * All three share the cookie jar (and `bearer`), so a login through one signs in the others.
 */
export class TestClient {
  readonly jar = new CookieJar();
  /** Sent as `Authorization: Bearer` when set (token mode). */
  bearer: string | undefined;
  /** The SDK, sending through this client's jar to the app in process. */
  readonly api: ApiClient;

  constructor(
    private readonly app: RequestTarget,
    private readonly contract: Contract,
  ) {
    this.api = createApiClient({
      baseUrl: BASE_URL,
      fetch: (request) => this.send(request),
      createXhr: null,
      onForbidden: () => {},
    });
  }

  /** The SDK's transport: cookies and origin as a browser, then the contract check. */
  private async send(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const headers = new Headers(request.headers);
    headers.set('Origin', WEB_ORIGIN);
    const cookie = this.jar.header(url.pathname);
    if (cookie) headers.set('Cookie', cookie);
    if (this.bearer && !headers.has('Authorization')) {
      headers.set('Authorization', `Bearer ${this.bearer}`);
    }
    const res = await this.app.request(new Request(request, { headers }));
    this.jar.store(res);
    const found = this.contract.match(request.method, url.pathname);
    if (found.kind === 'operation') {
      const operationId = found.operation.operationId;
      const text = await res.clone().text();
      const type = res.headers.get('content-type') ?? '';
      const body = type.includes('json') && text ? JSON.parse(text) : text || undefined;
      const check = validateResponse(operationId, res.status, body, { contract: this.contract });
      expect(check.errors, `response of ${operationId} breaks the contract`).toEqual([]);
      appendFileSync(inject('exercisedPath'), `${operationId}\n`);
    }
    return res;
  }

  /** Calls one contract operation and checks the response against the contract. */
  async call<T = unknown>(operationId: string, options: CallOptions = {}): Promise<CallResult<T>> {
    const op = this.contract.operation(operationId);
    let path = op.path.replace(/\{(\w+)\}/g, (_, name: string) =>
      encodeURIComponent(String(options.params?.[name] ?? '')),
    );
    if (options.query) {
      const qs = new URLSearchParams(
        Object.entries(options.query).map(([k, v]): [string, string] => [k, String(v)]),
      ).toString();
      if (qs) path += `?${qs}`;
    }
    const res = await this.raw(op.method.toUpperCase(), path, options);
    const type = res.headers.get('content-type') ?? '';
    if (type.startsWith('text/event-stream')) {
      // An open event stream never ends by itself: its status is the answer (read it with
      // `raw` and `SseReader`); leaving closes it.
      await res.body?.cancel();
      appendFileSync(inject('exercisedPath'), `${operationId}\n`);
      return { status: res.status, body: undefined as T, headers: res.headers };
    }
    const text = await res.text();
    const body = type.includes('json') && text ? JSON.parse(text) : text || undefined;
    if (!options.unchecked) {
      const check = validateResponse(operationId, res.status, body, { contract: this.contract });
      expect(check.errors, `response of ${operationId} breaks the contract`).toEqual([]);
      appendFileSync(inject('exercisedPath'), `${operationId}\n`);
    }
    return { status: res.status, body: body as T, headers: res.headers };
  }

  /** Sends any request (no contract check) and keeps the cookies it sets. */
  async raw(method: string, path: string, options: CallOptions = {}): Promise<Response> {
    const headers = new Headers({ Origin: WEB_ORIGIN, ...options.headers });
    const cookie = this.jar.header(path.split('?')[0] ?? path);
    if (cookie) headers.set('Cookie', cookie);
    if (this.bearer) headers.set('Authorization', `Bearer ${this.bearer}`);
    let body = options.body;
    if (options.json !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(options.json);
    } else if (options.form) {
      headers.set('Content-Type', 'application/x-www-form-urlencoded');
      body = new URLSearchParams(options.form).toString();
    } else if (options.multipart) {
      const form = new FormData();
      for (const [name, value] of Object.entries(options.multipart)) form.append(name, value);
      body = form;
    }
    const res = await this.app.request(`${BASE_URL}${path}`, { method, headers, body });
    this.jar.store(res);
    return res;
  }
}
