import { describe, expect, it, vi } from 'vitest';
import { ApiError, AUTH_EXPIRED_MESSAGE } from './api-error.ts';
import { createApiClient } from './create-api-client.ts';
import { FORBIDDEN_MESSAGE } from './forbidden.ts';
import { empty, fakeFetch, json } from './test/fake-fetch.ts';
import { fakeXhrFactory } from './test/fake-xhr.ts';

const baseUrl = 'https://api.test';
const file = () => new File(['sku,qty\nA1,2\n'], 'stock.csv', { type: 'text/csv' });
const created = {
  status: 201,
  body: '{"id":9,"status":"pending"}',
  headers: { 'content-type': 'application/json' },
};

describe('upload with progress', () => {
  it('posts multipart with credentials and a request id, reporting progress', async () => {
    const xhr = fakeXhrFactory({
      ...created,
      progress: [
        [10, 40],
        [40, 40],
      ],
    });
    const api = createApiClient({
      baseUrl,
      fetch: fakeFetch(() => empty()).fetch,
      createXhr: xhr.factory,
    });
    const onProgress = vi.fn();
    const data = await api.upload('/api/upload', {
      body: { file: file(), template_id: 3 },
      onProgress,
    });
    expect(data).toEqual({ id: 9, status: 'pending' });
    const [sent] = xhr.created;
    expect(sent?.method).toBe('POST');
    expect(sent?.url).toBe('https://api.test/api/upload');
    expect(sent?.withCredentials).toBe(true);
    expect(sent?.requestHeaders['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent?.requestHeaders['content-type']).toBeUndefined();
    expect(sent?.body).toBeInstanceOf(FormData);
    expect(((sent?.body as FormData | undefined)?.get('file') as File | undefined)?.name).toBe(
      'stock.csv',
    );
    expect(onProgress.mock.calls).toEqual([
      [{ loaded: 10, total: 40 }],
      [{ loaded: 40, total: 40 }],
    ]);
  });

  it('fills path and query parameters', async () => {
    const xhr = fakeXhrFactory(created);
    const api = createApiClient({
      baseUrl,
      fetch: fakeFetch(() => empty()).fetch,
      createXhr: xhr.factory,
    });
    await api.upload('/api/consultants/{id}/consent-forms', {
      params: { path: { id: 4 }, query: { file_type: 'id_copy', description: 'ID copy' } },
      body: { file: file() },
    });
    expect(xhr.created[0]?.url).toBe(
      'https://api.test/api/consultants/4/consent-forms?file_type=id_copy&description=ID%20copy',
    );
  });

  it('is cancelled by its abort signal', async () => {
    const xhr = fakeXhrFactory({ status: 0, hang: true });
    const api = createApiClient({
      baseUrl,
      fetch: fakeFetch(() => empty()).fetch,
      createXhr: xhr.factory,
    });
    const controller = new AbortController();
    const upload = api.upload('/api/upload', {
      body: { file: file(), template_id: 3 },
      signal: controller.signal,
    });
    controller.abort();
    await expect(upload).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('refreshes on 401 and resends the same form with a new request id', async () => {
    const xhr = fakeXhrFactory({ status: 401, body: '{"detail":"Unauthorized"}' }, created);
    const server = fakeFetch(() => empty(204));
    const api = createApiClient({ baseUrl, fetch: server.fetch, createXhr: xhr.factory });
    const data = await api.upload('/api/upload', { body: { file: file(), template_id: 3 } });
    expect(data).toEqual({ id: 9, status: 'pending' });
    expect(server.paths()).toEqual(['POST /auth/cookie/refresh']);
    const [first, second] = xhr.created;
    expect(second?.body).toBe(first?.body);
    expect(second?.requestHeaders['x-request-id']).not.toBe(first?.requestHeaders['x-request-id']);
  });

  it('rejects with Authentication expired when the refresh fails', async () => {
    const onAuthExpired = vi.fn();
    const xhr = fakeXhrFactory({ status: 401, body: '{"detail":"Unauthorized"}' });
    const server = fakeFetch(() => json({ detail: 'Unauthorized' }, { status: 401 }));
    const api = createApiClient({
      baseUrl,
      fetch: server.fetch,
      createXhr: xhr.factory,
      onAuthExpired,
    });
    await expect(
      api.upload('/api/upload', { body: { file: file(), template_id: 3 } }),
    ).rejects.toThrow(AUTH_EXPIRED_MESSAGE);
    expect(onAuthExpired).toHaveBeenCalledOnce();
  });

  it('reports 403 through onForbidden and throws ApiError', async () => {
    const onForbidden = vi.fn();
    const xhr = fakeXhrFactory({ status: 403, body: '{"detail":"Forbidden"}' });
    const api = createApiClient({
      baseUrl,
      fetch: fakeFetch(() => empty()).fetch,
      createXhr: xhr.factory,
      onForbidden,
    });
    const error = await api
      .upload('/api/upload', { body: { file: file(), template_id: 3 } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 403,
      requestId: xhr.created[0]?.requestHeaders['x-request-id'],
    });
    expect(onForbidden).toHaveBeenCalledWith(FORBIDDEN_MESSAGE, expect.any(ApiError));
  });

  it('turns an XHR network error into ApiError status 0', async () => {
    const xhr = fakeXhrFactory({ status: 0, networkError: true });
    const api = createApiClient({
      baseUrl,
      fetch: fakeFetch(() => empty()).fetch,
      createXhr: xhr.factory,
    });
    await expect(
      api.upload('/api/upload', { body: { file: file(), template_id: 3 } }),
    ).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
    });
  });

  it('falls back to fetch without XMLHttpRequest (Node), reporting progress once', async () => {
    const server = fakeFetch(() => json({ id: 9, status: 'pending' }, { status: 201 }));
    const api = createApiClient({ baseUrl, fetch: server.fetch, createXhr: null });
    const onProgress = vi.fn();
    await api.upload('/api/upload', { body: { file: file(), template_id: 3 }, onProgress });
    expect(server.seen[0]?.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(server.seen[0]?.credentials).toBe('include');
    expect(onProgress).toHaveBeenCalledOnce();
  });
});
