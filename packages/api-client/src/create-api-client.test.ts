import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import { createApiClient } from './create-api-client.ts';
import { FORBIDDEN_MESSAGE } from './forbidden.ts';
import { requestIdOf } from './request-id.ts';
import { empty, fakeFetch, json } from './test/fake-fetch.ts';

const baseUrl = 'https://api.test';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('every call', () => {
  it('sends a fresh UUID X-Request-ID, and the response carries it', async () => {
    const server = fakeFetch(() => json({ status: 'ok' }));
    const api = createApiClient({ baseUrl, fetch: server.fetch });
    const results = await Promise.all([api.GET('/api/health'), api.GET('/api/health')]);
    const ids = server.seen.map((s) => s.headers.get('X-Request-ID'));
    expect(ids[0]).toMatch(UUID);
    expect(ids[1]).toMatch(UUID);
    expect(ids[0]).not.toBe(ids[1]);
    expect(results.map((r) => requestIdOf(r.response))).toEqual(ids);
  });

  it('keeps the id the server echoes', async () => {
    const server = fakeFetch(() => json({}, { headers: { 'X-Request-ID': 'server-id' } }));
    const api = createApiClient({ baseUrl, fetch: server.fetch });
    const { response } = await api.GET('/api/health');
    expect(requestIdOf(response)).toBe('server-id');
  });

  it('sends cookies (credentials: include)', async () => {
    const server = fakeFetch(() => json({}));
    const api = createApiClient({ baseUrl, fetch: server.fetch });
    await api.GET('/api/orders/{id}', { params: { path: { id: 1 } } });
    expect(server.seen[0]?.credentials).toBe('include');
  });

  it('sends JSON bodies as application/json', async () => {
    const server = fakeFetch(() => json({ deleted: 2 }));
    const api = createApiClient({ baseUrl, fetch: server.fetch });
    await api.DELETE('/api/products', { body: { product_ids: [1, 2] } });
    const [seen] = server.seen;
    expect(seen?.headers.get('Content-Type')).toBe('application/json');
    expect(await seen?.request.json()).toEqual({ product_ids: [1, 2] });
  });

  it('sends files as multipart with the runtime boundary, never a hand-set one', async () => {
    const server = fakeFetch(() => json({ id: 1 }, { status: 201 }));
    const api = createApiClient({ baseUrl, fetch: server.fetch });
    const file = new File(['sku,qty\nA1,2\n'], 'stock.csv', { type: 'text/csv' });
    await api.POST('/api/upload', { body: { file, template_id: 3 } });
    const [seen] = server.seen;
    expect(seen?.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=.+/);
    const form = await seen?.request.formData();
    const part = form?.get('file') as File | undefined;
    expect(part?.name).toBe('stock.csv');
    expect(await part?.text()).toBe('sku,qty\nA1,2\n');
    expect(form?.get('template_id')).toBe('3');
  });

  it('sets no timeout and honours abort signals', async () => {
    const server = fakeFetch(
      (request) =>
        new Promise<Response>((_, reject) => {
          request.signal.addEventListener('abort', () => reject(request.signal.reason));
        }),
    );
    const api = createApiClient({ baseUrl, fetch: server.fetch });
    const controller = new AbortController();
    const call = api.GET('/api/health', { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('turns a network failure into ApiError with status 0 and the request id', async () => {
    const server = fakeFetch(() => {
      throw new TypeError('fetch failed');
    });
    const api = createApiClient({ baseUrl, fetch: server.fetch });
    const error = await api.GET('/api/health').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
    expect((error as ApiError).requestId).toBe(server.seen[0]?.headers.get('X-Request-ID'));
  });

  it('uses globalThis.fetch at call time when no fetch is injected', async () => {
    const spy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(json({ status: 'ok' }));
    const api = createApiClient({ baseUrl });
    await api.GET('/api/health');
    expect(spy).toHaveBeenCalledOnce();
    spy.mockRestore();
  });
});

describe('403', () => {
  it("calls onForbidden with the server's detail", async () => {
    const onForbidden = vi.fn();
    const server = fakeFetch(() =>
      json({ detail: 'You can only revoke your own sessions' }, { status: 403 }),
    );
    const api = createApiClient({ baseUrl, fetch: server.fetch, onForbidden });
    const { error, response } = await api.DELETE('/auth/sessions/{id}', {
      params: { path: { id: 12 } },
    });
    expect(response.status).toBe(403);
    expect(error).toEqual({ detail: 'You can only revoke your own sessions' });
    expect(onForbidden).toHaveBeenCalledOnce();
    const [message, apiError] = onForbidden.mock.calls[0] ?? [];
    expect(message).toBe('You can only revoke your own sessions');
    expect(apiError).toBeInstanceOf(ApiError);
    expect(apiError.requestId).toBe(requestIdOf(response));
  });

  it.each([
    ['a bare reason phrase', json({ detail: 'Forbidden' }, { status: 403 })],
    ['no body', empty(403)],
    ['a text body', new Response('', { status: 403 })],
  ])('uses the default message for %s', async (_name, answer) => {
    const onForbidden = vi.fn();
    const api = createApiClient({ baseUrl, fetch: fakeFetch(() => answer).fetch, onForbidden });
    await api.GET('/api/health');
    expect(onForbidden).toHaveBeenCalledWith(FORBIDDEN_MESSAGE, expect.any(ApiError));
  });
});
