import { describe, expect, it, vi } from 'vitest';
import { ApiError, AUTH_EXPIRED_MESSAGE } from './api-error.ts';
import { createApiClient } from './create-api-client.ts';
import { empty, fakeFetch, json } from './test/fake-fetch.ts';
import { createMemoryTokenStore } from './token-store.ts';

const baseUrl = 'https://api.test';

function tokenServer(options: { refreshOk?: boolean } = {}) {
  const state = { valid: 'access-1', issued: 1 };
  const server = fakeFetch(async (request, seen) => {
    if (seen.path === '/auth/jwt/login') {
      const form = new URLSearchParams(await request.text());
      if (form.get('password') !== 'secret') {
        return json({ detail: 'LOGIN_BAD_CREDENTIALS' }, { status: 400 });
      }
      return json({
        access_token: 'access-1',
        token_type: 'bearer',
        refresh_token: 'refresh-1',
        expires_in: 1800,
      });
    }
    if (seen.path === '/auth/refresh') {
      const body = (await request.json()) as { refresh_token?: string };
      if (options.refreshOk === false || body.refresh_token !== `refresh-${state.issued}`) {
        return json({ detail: 'Unauthorized' }, { status: 401 });
      }
      state.issued += 1;
      state.valid = `access-${state.issued}`;
      return json({
        access_token: state.valid,
        token_type: 'bearer',
        refresh_token: `refresh-${state.issued}`,
        expires_in: 1800,
      });
    }
    if (seen.path === '/auth/logout') return empty(204);
    if (seen.headers.get('Authorization') !== `Bearer ${state.valid}`) {
      return json({ detail: 'Unauthorized' }, { status: 401 });
    }
    return json({ orders: [], total: 0, skip: 0, limit: 50 });
  });
  return { ...server, state };
}

describe('token mode', () => {
  it('signs in with a form body and stores the tokens', async () => {
    const server = tokenServer();
    const store = createMemoryTokenStore();
    const api = createApiClient({
      baseUrl,
      fetch: server.fetch,
      auth: 'bearer',
      tokenStore: store,
      now: () => 0,
    });
    const tokens = await api.auth.login({ username: 'thandi@example.com', password: 'secret' });
    expect(tokens?.access_token).toBe('access-1');
    const [login] = server.seen;
    expect(login?.headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(login?.headers.get('Authorization')).toBeNull();
    expect(store.get()).toEqual({
      accessToken: 'access-1',
      refreshToken: 'refresh-1',
      expiresAt: 1_800_000,
    });
  });

  it('sends the bearer token on every call', async () => {
    const server = tokenServer();
    const api = createApiClient({ baseUrl, fetch: server.fetch, auth: 'bearer' });
    await api.auth.login({ username: 'thandi@example.com', password: 'secret' });
    const { data } = await api.GET('/api/orders');
    expect(data?.orders).toEqual([]);
    expect(server.seen[1]?.headers.get('Authorization')).toBe('Bearer access-1');
  });

  it('rejects bad credentials with the server code', async () => {
    const api = createApiClient({ baseUrl, fetch: tokenServer().fetch, auth: 'bearer' });
    const error = await api.auth
      .login({ username: 'x@y.co', password: 'nope' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'LOGIN_BAD_CREDENTIALS' });
  });

  it('refreshes with /auth/refresh and the refresh token, then retries with the new token', async () => {
    const server = tokenServer();
    const api = createApiClient({ baseUrl, fetch: server.fetch, auth: 'bearer' });
    await api.auth.login({ username: 'thandi@example.com', password: 'secret' });
    server.state.valid = 'rotated-by-server'; // the access token is no longer accepted
    server.state.issued = 1;
    const { response } = await api.GET('/api/orders');
    expect(response.status).toBe(200);
    expect(server.paths()).toEqual([
      'POST /auth/jwt/login',
      'GET /api/orders',
      'POST /auth/refresh',
      'GET /api/orders',
    ]);
    const refresh = server.seen[2];
    expect(refresh?.headers.get('Authorization')).toBeNull();
    expect(await refresh?.request.json()).toEqual({ refresh_token: 'refresh-1' });
    expect(server.seen[3]?.headers.get('Authorization')).toBe('Bearer access-2');
    expect(api.auth.state()?.refreshToken).toBe('refresh-2');
  });

  it('without a refresh token the session is over at the first 401', async () => {
    const onAuthExpired = vi.fn();
    const server = tokenServer();
    const api = createApiClient({ baseUrl, fetch: server.fetch, auth: 'bearer', onAuthExpired });
    await expect(api.GET('/api/orders')).rejects.toThrow(AUTH_EXPIRED_MESSAGE);
    expect(server.paths()).toEqual(['GET /api/orders']);
    expect(onAuthExpired).toHaveBeenCalledOnce();
  });

  it('refreshes early inside the 5 minute window', async () => {
    let now = 0;
    const server = tokenServer();
    const api = createApiClient({ baseUrl, fetch: server.fetch, auth: 'bearer', now: () => now });
    await api.auth.login({ username: 'thandi@example.com', password: 'secret' });
    now = 26 * 60_000;
    await api.GET('/api/orders');
    expect(server.paths()).toEqual([
      'POST /auth/jwt/login',
      'POST /auth/refresh',
      'GET /api/orders',
    ]);
    expect(server.seen[2]?.headers.get('Authorization')).toBe('Bearer access-2');
  });

  it('logs out with the token and forgets it', async () => {
    const server = tokenServer();
    const api = createApiClient({ baseUrl, fetch: server.fetch, auth: 'bearer' });
    await api.auth.login({ username: 'thandi@example.com', password: 'secret' });
    await api.auth.logout();
    expect(server.seen[1]?.path).toBe('/auth/logout');
    expect(server.seen[1]?.headers.get('Authorization')).toBe('Bearer access-1');
    expect(api.auth.state()).toBeNull();
  });

  it('records tokens from a login made through the typed client too', async () => {
    const server = tokenServer();
    const api = createApiClient({ baseUrl, fetch: server.fetch, auth: 'bearer' });
    await api.POST('/auth/jwt/login', {
      body: { username: 'thandi@example.com', password: 'secret' },
      bodySerializer: (body) => new URLSearchParams(body as Record<string, string>),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(api.auth.state()?.accessToken).toBe('access-1');
  });
});
