import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answer } from './helpers/answer.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { urlEncoded } from './helpers/url-encoded.ts';

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
    const res = await answer<Tokens>(
      c.api.POST('/auth/jwt/login', {
        body: { username: 'warehouse@example.com', password: 'Demo1234!' },
        ...urlEncoded,
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ token_type: 'bearer', expires_in: 1800 });
    expect(res.headers.getSetCookie()).toEqual([]);
    c.bearer = res.body.access_token;
    const me = await answer<{ email: string }>(c.api.GET('/auth/me'));
    expect(me.body.email).toBe('warehouse@example.com');
  });

  it('jwt login answers 400 for bad credentials and 422 for a missing field', async () => {
    const c = t.anonymous();
    const bad = await answer(
      c.api.POST('/auth/jwt/login', {
        body: { username: 'warehouse@example.com', password: 'x' },
        ...urlEncoded,
      }),
    );
    expect(bad.body).toEqual({ detail: 'LOGIN_BAD_CREDENTIALS' });
    // Off-contract input (no password): the SDK's types refuse it, so by operationId.
    const missing = await c.call('loginJwt', { form: { username: 'warehouse@example.com' } });
    expect(missing.status).toBe(422);
  });

  it('refresh rotates; reusing the old refresh token revokes the session', async () => {
    const c = t.anonymous();
    const login = await answer<Tokens>(
      c.api.POST('/auth/jwt/login', {
        body: { username: 'readonly@example.com', password: 'Demo1234!' },
        ...urlEncoded,
      }),
    );
    const first = login.body.refresh_token;
    const next = await answer<Tokens>(
      c.api.POST('/auth/refresh', { body: { refresh_token: first } }),
    );
    expect(next.status).toBe(200);
    expect(next.body.refresh_token).not.toBe(first);
    expect(
      (await answer(c.api.POST('/auth/refresh', { body: { refresh_token: first } }))).status,
    ).toBe(401);
    expect(
      (
        await answer(
          c.api.POST('/auth/refresh', { body: { refresh_token: next.body.refresh_token } }),
        )
      ).status,
    ).toBe(401);
    c.bearer = next.body.access_token;
    // A 401 probe goes raw: the SDK would refresh the session (and throw) on it.
    expect((await c.raw('GET', '/auth/me')).status).toBe(401);
  });

  it('refresh answers 401 for garbage and 422 without a body', async () => {
    const c = t.anonymous();
    expect(
      (await answer(c.api.POST('/auth/refresh', { body: { refresh_token: 'nope' } }))).status,
    ).toBe(401);
    // Off-contract input (no body): the SDK's types refuse it, so by operationId.
    expect((await c.call('refreshJwt')).status).toBe(422);
  });

  it('logout revokes the bearer session', async () => {
    const c = t.anonymous();
    const login = await answer<Tokens>(
      c.api.POST('/auth/jwt/login', {
        body: { username: 'admin@example.com', password: 'Demo1234!' },
        ...urlEncoded,
      }),
    );
    c.bearer = login.body.access_token;
    expect((await answer(c.api.POST('/auth/logout'))).status).toBe(204);
    // A 401 probe goes raw: the SDK would refresh the session (and throw) on it.
    expect((await c.raw('GET', '/auth/me')).status).toBe(401);
    expect((await answer(c.api.POST('/auth/logout'))).status).toBe(401);
    const r = await answer(
      c.api.POST('/auth/refresh', { body: { refresh_token: login.body.refresh_token } }),
    );
    expect(r.status).toBe(401);
  });
});
