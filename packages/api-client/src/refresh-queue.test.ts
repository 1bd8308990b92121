import { describe, expect, it, vi } from 'vitest';
import { ApiError, AUTH_EXPIRED_MESSAGE } from './api-error.ts';
import { createApiClient } from './create-api-client.ts';
import { deferred, empty, fakeFetch, json, type Seen } from './test/fake-fetch.ts';
import { createMemoryTokenStore } from './token-store.ts';

const baseUrl = 'https://api.test';
const REFRESH = 'POST /auth/cookie/refresh';

/** A cookie-mode server whose session is valid once `valid` is true. */
function cookieServer(options: { refreshOk?: boolean; refreshGate?: Promise<void> } = {}) {
  const state = { valid: false, refreshes: 0 };
  const server = fakeFetch(async (request, seen: Seen) => {
    if (seen.path === '/auth/cookie/login') {
      state.valid = true;
      return empty(204);
    }
    if (seen.path === '/auth/cookie/refresh') {
      state.refreshes += 1;
      await options.refreshGate;
      if (options.refreshOk === false) return json({ detail: 'Unauthorized' }, { status: 401 });
      state.valid = true;
      return empty(204);
    }
    if (!state.valid) return json({ detail: 'Unauthorized' }, { status: 401 });
    if (request.method === 'POST') return json({ echoed: await request.text() });
    return json({ id: 1, path: seen.path });
  });
  return { ...server, state };
}

describe('401 and the refresh queue', () => {
  it('refreshes once and retries the call with a new request id', async () => {
    const server = cookieServer();
    const api = createApiClient({ baseUrl, fetch: server.fetch });
    const { data } = await api.GET('/auth/me');
    expect(data).toEqual({ id: 1, path: '/auth/me' });
    expect(server.paths()).toEqual(['GET /auth/me', REFRESH, 'GET /auth/me']);
    const [first, refresh, retry] = server.seen.map((s) => s.headers.get('X-Request-ID'));
    expect(new Set([first, refresh, retry]).size).toBe(3);
    expect(server.seen.every((s) => s.credentials === 'include')).toBe(true);
  });

  it('retries with the original JSON body', async () => {
    const server = cookieServer();
    const api = createApiClient({ baseUrl, fetch: server.fetch });
    const { data } = await api.POST('/api/orders', { body: { period_id: 2, notes: 'Rush' } });
    expect(data).toEqual({ echoed: '{"period_id":2,"notes":"Rush"}' });
  });

  it('retries with the original multipart body', async () => {
    const server = cookieServer();
    const api = createApiClient({ baseUrl, fetch: server.fetch });
    const file = new File(['sku,qty\n'], 'stock.csv', { type: 'text/csv' });
    await api.POST('/api/upload', { body: { file, template_id: 3 } });
    const uploads = server.seen.filter((s) => s.path === '/api/upload');
    expect(uploads).toHaveLength(2);
    const retried = await uploads[1]?.request.formData();
    expect((retried?.get('file') as File | undefined)?.name).toBe('stock.csv');
    expect(retried?.get('template_id')).toBe('3');
  });

  it('makes concurrent 401s share one refresh, then retries each', async () => {
    const gate = deferred<void>();
    const server = cookieServer({ refreshGate: gate.promise });
    const api = createApiClient({ baseUrl, fetch: server.fetch });
    const calls = [1, 2, 3, 4, 5].map((id) =>
      api.GET('/api/orders/{id}', { params: { path: { id } } }),
    );
    await vi.waitFor(() => expect(server.state.refreshes).toBe(1));
    // A call made while the refresh runs waits for it instead of collecting its own 401.
    const late = api.GET('/api/orders/{id}', { params: { path: { id: 6 } } });
    gate.resolve();
    const results = await Promise.all([...calls, late]);
    expect(results.every((r) => r.response.ok)).toBe(true);
    expect(server.state.refreshes).toBe(1);
    expect(server.seen.filter((s) => s.path === '/api/orders/6')).toHaveLength(1);
  });

  it('a retried call that gets 401 again: rejects, no second refresh, the auth state is cleared', async () => {
    const server = fakeFetch((_, seen) =>
      seen.path === '/auth/cookie/refresh'
        ? empty(204)
        : json({ detail: 'Unauthorized' }, { status: 401 }),
    );
    const onAuthExpired = vi.fn();
    const store = createMemoryTokenStore({ expiresAt: Date.now() + 60 * 60_000 });
    const api = createApiClient({ baseUrl, fetch: server.fetch, onAuthExpired, tokenStore: store });
    const error = await api.GET('/auth/me').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: AUTH_EXPIRED_MESSAGE });
    expect((error as ApiError).requestId).toBe(server.seen[2]?.headers.get('X-Request-ID'));
    expect(server.paths()).toEqual(['GET /auth/me', REFRESH, 'GET /auth/me']);
    // §7's second reading: the authentication state is cleared as well.
    expect(onAuthExpired).toHaveBeenCalledOnce();
    expect(store.get()).toBeNull();
    // The session is over: later calls reject without another refresh or callback.
    await expect(api.GET('/auth/me')).rejects.toThrow(AUTH_EXPIRED_MESSAGE);
    expect(server.paths().filter((path) => path === REFRESH)).toHaveLength(1);
    expect(onAuthExpired).toHaveBeenCalledOnce();
  });

  it('concurrent calls refused after one refresh end the session once', async () => {
    const server = fakeFetch((_, seen) =>
      seen.path === '/auth/cookie/refresh'
        ? empty(204)
        : json({ detail: 'Unauthorized' }, { status: 401 }),
    );
    const onAuthExpired = vi.fn();
    const api = createApiClient({ baseUrl, fetch: server.fetch, onAuthExpired });
    const settled = await Promise.allSettled(
      [1, 2, 3].map((id) => api.GET('/api/orders/{id}', { params: { path: { id } } })),
    );
    expect(settled.every((result) => result.status === 'rejected')).toBe(true);
    expect(onAuthExpired).toHaveBeenCalledOnce();
  });

  it('when the refresh fails: onAuthExpired once, state cleared, every waiting call rejects', async () => {
    const gate = deferred<void>();
    const server = cookieServer({ refreshOk: false, refreshGate: gate.promise });
    const onAuthExpired = vi.fn();
    const store = createMemoryTokenStore({ expiresAt: Date.now() + 60 * 60_000 });
    const api = createApiClient({ baseUrl, fetch: server.fetch, onAuthExpired, tokenStore: store });
    const calls = [1, 2, 3].map((id) => api.GET('/api/orders/{id}', { params: { path: { id } } }));
    await vi.waitFor(() => expect(server.state.refreshes).toBe(1));
    gate.resolve();
    const settled = await Promise.allSettled(calls);
    for (const result of settled) {
      expect(result.status).toBe('rejected');
      expect(result.status === 'rejected' && result.reason).toMatchObject({
        name: 'ApiError',
        status: 401,
        code: 'AUTH_EXPIRED',
        message: AUTH_EXPIRED_MESSAGE,
      });
    }
    expect(onAuthExpired).toHaveBeenCalledOnce();
    expect(store.get()).toBeNull();
    // Later 401s in the ended session reject at once: no new refresh, no second callback.
    await expect(api.GET('/auth/me')).rejects.toThrow(AUTH_EXPIRED_MESSAGE);
    expect(server.state.refreshes).toBe(1);
    expect(onAuthExpired).toHaveBeenCalledOnce();
  });

  it('starts a new session after a login following an expiry', async () => {
    const server = cookieServer({ refreshOk: false });
    const onAuthExpired = vi.fn();
    const api = createApiClient({ baseUrl, fetch: server.fetch, onAuthExpired });
    await expect(api.GET('/auth/me')).rejects.toThrow(AUTH_EXPIRED_MESSAGE);
    await api.auth.login({ username: 'thandi@example.com', password: 'pw' });
    expect(api.auth.state()?.expiresAt).toBeTypeOf('number');
    expect((await api.GET('/auth/me')).response.ok).toBe(true);
    // The new session ends too: it gets its own refresh and its own callback.
    server.state.valid = false;
    await expect(api.GET('/auth/me')).rejects.toThrow(AUTH_EXPIRED_MESSAGE);
    expect(server.state.refreshes).toBe(2);
    expect(onAuthExpired).toHaveBeenCalledTimes(2);
  });

  it('keeps the session when the refresh cannot reach the server', async () => {
    const onAuthExpired = vi.fn();
    const server = fakeFetch((_, seen) => {
      if (seen.path === '/auth/cookie/refresh') throw new TypeError('fetch failed');
      return json({ detail: 'Unauthorized' }, { status: 401 });
    });
    const store = createMemoryTokenStore({ expiresAt: Date.now() + 60 * 60_000 });
    const api = createApiClient({ baseUrl, fetch: server.fetch, onAuthExpired, tokenStore: store });
    await expect(api.GET('/auth/me')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
    expect(onAuthExpired).not.toHaveBeenCalled();
    expect(store.get()).not.toBeNull();
  });

  it('lets an abort signal stop a call waiting for the refresh', async () => {
    const gate = deferred<void>();
    const server = cookieServer({ refreshGate: gate.promise });
    const api = createApiClient({ baseUrl, fetch: server.fetch });
    const controller = new AbortController();
    const call = api.GET('/auth/me', { signal: controller.signal });
    await vi.waitFor(() => expect(server.state.refreshes).toBe(1));
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    gate.resolve();
  });
});

describe('excluded endpoints', () => {
  it.each([
    ['/auth/cookie/login', 'POST'],
    ['/auth/cookie/logout', 'POST'],
    ['/auth/cookie/refresh', 'POST'],
    ['/auth/jwt/login', 'POST'],
    ['/auth/logout', 'POST'],
    ['/auth/refresh', 'POST'],
  ])('%s: a 401 is returned as is, with no refresh or retry', async (path, method) => {
    const onAuthExpired = vi.fn();
    const server = fakeFetch(() => json({ detail: 'Unauthorized' }, { status: 401 }));
    const api = createApiClient({ baseUrl, fetch: server.fetch, onAuthExpired });
    const { error, response } = await api.request(
      method.toLowerCase() as 'post',
      path as '/auth/logout',
    );
    expect(response.status).toBe(401);
    expect(error).toEqual({ detail: 'Unauthorized' });
    expect(server.paths()).toEqual([`${method} ${path}`]);
    expect(onAuthExpired).not.toHaveBeenCalled();
  });

  it('clears the auth state on logout whatever the answer', async () => {
    const store = createMemoryTokenStore({ expiresAt: 123 });
    const server = fakeFetch(() => json({ detail: 'Unauthorized' }, { status: 401 }));
    const api = createApiClient({ baseUrl, fetch: server.fetch, tokenStore: store });
    await api.auth.logout();
    expect(store.get()).toBeNull();
  });
});

describe('proactive refresh (§9)', () => {
  it('refreshes before a call made within 5 minutes of expiry', async () => {
    let now = 1_000_000;
    const server = fakeFetch((_, seen) =>
      seen.path.endsWith('/login') || seen.path.endsWith('/refresh') ? empty(204) : json({}),
    );
    const api = createApiClient({ baseUrl, fetch: server.fetch, now: () => now });
    await api.auth.login({ username: 'thandi@example.com', password: 'pw' });
    expect(api.auth.state()?.expiresAt).toBe(now + 30 * 60_000);

    now += 24 * 60_000;
    await api.GET('/auth/me');
    now += 60_000; // 25 minutes after login: inside the window
    await api.GET('/auth/me');
    await api.GET('/auth/me');
    expect(server.paths()).toEqual([
      'POST /auth/cookie/login',
      'GET /auth/me',
      REFRESH,
      'GET /auth/me',
      'GET /auth/me',
    ]);
    expect(api.auth.state()?.expiresAt).toBe(now + 30 * 60_000);
  });

  it('rejects with Authentication expired when the early refresh is refused', async () => {
    const onAuthExpired = vi.fn();
    const server = fakeFetch((_, seen) =>
      seen.path === '/auth/cookie/refresh'
        ? json({ detail: 'Unauthorized' }, { status: 401 })
        : json({}),
    );
    const store = createMemoryTokenStore({ expiresAt: 1_000 });
    const api = createApiClient({
      baseUrl,
      fetch: server.fetch,
      tokenStore: store,
      onAuthExpired,
      now: () => 1_000,
    });
    await expect(api.GET('/auth/me')).rejects.toThrow(AUTH_EXPIRED_MESSAGE);
    expect(server.paths()).toEqual([REFRESH]);
    expect(onAuthExpired).toHaveBeenCalledOnce();
  });
});
