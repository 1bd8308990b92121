import { appendFileSync } from 'node:fs';
import { expect, inject } from 'vitest';
import type { Contract } from '../../src/http/contract/contract.ts';
import { validateResponse } from '../../src/http/contract/validate-response.ts';
import { CookieJar } from './cookie-jar.ts';

/** What a test sends. */
export interface CallOptions {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean>;
  json?: unknown;
  form?: Record<string, string>;
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
  request(input: string, init?: RequestInit): Response | Promise<Response>;
}

/**
 * Calls the app in-process like a browser would (cookie jar, web origin), by operationId, and
 * validates every response against the contract's schema for its status.
 */
export class ApiClient {
  readonly jar = new CookieJar();
  /** Sent as `Authorization: Bearer` when set (token mode). */
  bearer: string | undefined;

  constructor(
    private readonly app: RequestTarget,
    private readonly contract: Contract,
  ) {}

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
    const text = await res.text();
    const type = res.headers.get('content-type') ?? '';
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
    const headers = new Headers({ Origin: 'http://127.0.0.1:5173', ...options.headers });
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
    }
    const res = await this.app.request(`http://127.0.0.1:8000${path}`, { method, headers, body });
    this.jar.store(res);
    return res;
  }
}
