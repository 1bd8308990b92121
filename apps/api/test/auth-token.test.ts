import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Tokens {
  access_token: string;
  refresh_token: string;
  token_type: string;
  expires_in: number;
}

describe('token mode', () => {
  it('jwt login answers bearer tokens that work on protected routes, without cookies', async () => {
    const c = t.anonymous();
    const res = await c.call<Tokens>('loginJwt', {
      form: { username: 'warehouse@example.com', password: 'Demo1234!' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ token_type: 'bearer', expires_in: 1800 });
    expect(res.headers.getSetCookie()).toEqual([]);
    c.bearer = res.body.access_token;
    const me = await c.call<{ email: string }>('getCurrentUser');
    expect(me.body.email).toBe('warehouse@example.com');
  });

  it('jwt login answers 400 for bad credentials and 422 for a missing field', async () => {
    const c = t.anonymous();
    const bad = await c.call('loginJwt', {
      form: { username: 'warehouse@example.com', password: 'x' },
    });
    expect(bad.body).toEqual({ detail: 'LOGIN_BAD_CREDENTIALS' });
    const missing = await c.call('loginJwt', { form: { username: 'warehouse@example.com' } });
    expect(missing.status).toBe(422);
  });

  it('refresh rotates; reusing the old refresh token revokes the session', async () => {
    const c = t.anonymous();
    const login = await c.call<Tokens>('loginJwt', {
      form: { username: 'readonly@example.com', password: 'Demo1234!' },
    });
    const first = login.body.refresh_token;
    const next = await c.call<Tokens>('refreshJwt', { json: { refresh_token: first } });
    expect(next.status).toBe(200);
    expect(next.body.refresh_token).not.toBe(first);
    expect((await c.call('refreshJwt', { json: { refresh_token: first } })).status).toBe(401);
    expect(
      (await c.call('refreshJwt', { json: { refresh_token: next.body.refresh_token } })).status,
    ).toBe(401);
    c.bearer = next.body.access_token;
    expect((await c.call('getCurrentUser')).status).toBe(401);
  });

  it('refresh answers 401 for garbage and 422 without a body', async () => {
    const c = t.anonymous();
    expect((await c.call('refreshJwt', { json: { refresh_token: 'nope' } })).status).toBe(401);
    expect((await c.call('refreshJwt', {})).status).toBe(422);
  });

  it('logout revokes the bearer session', async () => {
    const c = t.anonymous();
    const login = await c.call<Tokens>('loginJwt', {
      form: { username: 'admin@example.com', password: 'Demo1234!' },
    });
    c.bearer = login.body.access_token;
    expect((await c.call('logoutJwt')).status).toBe(204);
    expect((await c.call('getCurrentUser')).status).toBe(401);
    expect((await c.call('logoutJwt')).status).toBe(401);
    const r = await c.call('refreshJwt', { json: { refresh_token: login.body.refresh_token } });
    expect(r.status).toBe(401);
  });
});
