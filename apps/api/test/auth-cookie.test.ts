import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../src/auth/tokens.ts';
import { answer } from './helpers/answer.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { urlEncoded } from './helpers/url-encoded.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /auth/cookie/login', () => {
  it('sets the HttpOnly access and refresh cookies and answers 204', async () => {
    const c = t.anonymous();
    const res = await answer(
      c.api.POST('/auth/cookie/login', {
        body: { username: 'Warehouse@Example.com', password: 'Demo1234!' },
        ...urlEncoded,
      }),
    );
    expect(res.status).toBe(204);
    const cookies = res.headers.getSetCookie();
    expect(cookies.find((x) => x.startsWith('bo_access='))).toMatch(
      /Max-Age=1800; Path=\/; HttpOnly; SameSite=Lax/,
    );
    expect(cookies.find((x) => x.startsWith('bo_refresh='))).toMatch(
      /Max-Age=604800; Path=\/auth; HttpOnly; SameSite=Lax/,
    );
    const me = await answer<{ email: string; last_login: string }>(c.api.GET('/auth/me'));
    expect(me.body.email).toBe('warehouse@example.com');
    expect(me.body.last_login).not.toBeNull();
  });

  it('answers 400 LOGIN_BAD_CREDENTIALS for a wrong password or an unknown email', async () => {
    const c = t.anonymous();
    for (const form of [
      { username: 'readonly@example.com', password: 'wrong-password' },
      { username: 'nobody@example.com', password: 'Demo1234!' },
    ]) {
      const res = await answer(c.api.POST('/auth/cookie/login', { body: form, ...urlEncoded }));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ detail: 'LOGIN_BAD_CREDENTIALS' });
    }
  });

  it('refuses a deactivated account with the same 400', async () => {
    await t.deps.db.query(
      `UPDATE users SET is_active = false WHERE email = 'distributor.readonly@example.com'`,
    );
    const res = await answer(
      t.anonymous().api.POST('/auth/cookie/login', {
        body: { username: 'distributor.readonly@example.com', password: 'Demo1234!' },
        ...urlEncoded,
      }),
    );
    expect(res.status).toBe(400);
    await t.deps.db.query(
      `UPDATE users SET is_active = true WHERE email = 'distributor.readonly@example.com'`,
    );
  });

  it('answers 422 in FastAPI shape for a JSON body or missing fields', async () => {
    // Off-contract input (JSON, and email for username): the SDK's types refuse it, so by operationId.
    const res = await t
      .anonymous()
      .call<{ detail: { loc: string[]; type: string }[] }>('loginCookie', {
        json: { email: 'admin@example.com', password: 'Demo1234!' },
      });
    expect(res.status).toBe(422);
    expect(res.body.detail.map((d) => d.loc)).toEqual([
      ['body', 'username'],
      ['body', 'password'],
    ]);
    expect(res.body.detail[0]?.type).toBe('missing');
  });

  it('rate limits failed attempts per email and IP with 429 and Retry-After', async () => {
    const c = t.anonymous();
    const form = { username: 'supervisor@example.com', password: 'not-it-1' };
    for (let i = 0; i < 5; i++)
      expect(
        (await answer(c.api.POST('/auth/cookie/login', { body: form, ...urlEncoded }))).status,
      ).toBe(400);
    const limited = await answer(c.api.POST('/auth/cookie/login', { body: form, ...urlEncoded }));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const right = await answer(
      c.api.POST('/auth/cookie/login', {
        body: { username: 'supervisor@example.com', password: 'Demo1234!' },
        ...urlEncoded,
      }),
    );
    expect(right.status).toBe(429);
    await t.deps.db.query(`DELETE FROM rate_limit_counters`);
  });

  it('audits sign-ins and failures', async () => {
    const rows = await t.deps.db.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE action IN ('login', 'login_failed')`,
    );
    expect(rows.some((r) => r.action === 'login')).toBe(true);
    expect(rows.some((r) => r.action === 'login_failed')).toBe(true);
  });
});

describe('session reads', () => {
  it('GET /auth/me answers the user with roles and 48 permissions; 401 without a session', async () => {
    const c = await t.login('readonly@example.com');
    const me = await answer<{ role: string; roles: string[]; permissions: unknown[] }>(
      c.api.GET('/auth/me'),
    );
    expect(me.status).toBe(200);
    expect(me.body.role).toBe('readonly');
    expect(me.body.permissions).toHaveLength(48);
    // A 401 probe goes raw: the SDK would refresh the session (and throw) on it.
    const anon = await t.anonymous().raw('GET', '/auth/me');
    expect(anon.status).toBe(401);
    expect(await anon.json()).toEqual({ detail: 'Unauthorized' });
  });

  it('GET /auth/permissions and GET /auth/verify', async () => {
    const c = await t.login('root@example.com');
    const perms = await answer<{ permissions: { granted: boolean }[]; is_superuser: boolean }>(
      c.api.GET('/auth/permissions'),
    );
    expect(perms.body.is_superuser).toBe(true);
    expect(perms.body.permissions.every((p) => p.granted)).toBe(true);
    const d = await t.login('distributor.editor@example.com');
    const verify = await answer<{ valid: boolean; roles: string[] }>(d.api.GET('/auth/verify'));
    expect(verify.body).toMatchObject({ valid: true, roles: ['distributor_editor'] });
    // A 401 probe goes raw: the SDK would refresh the session (and throw) on it.
    expect((await t.anonymous().raw('GET', '/auth/verify')).status).toBe(401);
    expect((await t.anonymous().raw('GET', '/auth/permissions')).status).toBe(401);
  });

  it('refuses an expired or forged access token', async () => {
    const c = await t.login('admin@example.com');
    const past = new Date(Date.now() - 3600_000);
    const sid = Number(
      JSON.parse(Buffer.from(c.jar.get('bo_access')?.split('.')[1] ?? '', 'base64url').toString())
        .sid,
    );
    c.jar.set('bo_access', signAccessToken(t.deps.secret, 1, sid, past, 1800));
    // A 401 probe goes raw: the SDK would refresh the session (and throw) on it.
    expect((await c.raw('GET', '/auth/me')).status).toBe(401);
    c.jar.set('bo_access', signAccessToken(Buffer.from('other'), 1, sid, new Date(), 1800));
    expect((await c.raw('GET', '/auth/me')).status).toBe(401);
  });
});

describe('logout and refresh', () => {
  it('logout revokes the session and clears both cookies; a second logout is 401', async () => {
    const c = await t.login('warehouse@example.com');
    const access = c.jar.get('bo_access') ?? '';
    const res = await answer(c.api.POST('/auth/cookie/logout'));
    expect(res.status).toBe(204);
    expect(res.headers.getSetCookie().every((x) => /Max-Age=0/.test(x))).toBe(true);
    expect(c.jar.get('bo_access')).toBeUndefined();
    c.jar.set('bo_access', access);
    // A 401 probe goes raw: the SDK would refresh the session (and throw) on it.
    expect((await c.raw('GET', '/auth/me')).status).toBe(401);
    expect((await answer(c.api.POST('/auth/cookie/logout'))).status).toBe(401);
  });

  it('refresh rotates the refresh cookie and issues a new access cookie', async () => {
    const c = await t.login('supervisor@example.com');
    const before = c.jar.get('bo_refresh');
    const res = await answer(c.api.POST('/auth/cookie/refresh'));
    expect(res.status).toBe(204);
    expect(c.jar.get('bo_refresh')).not.toBe(before);
    expect((await answer(c.api.GET('/auth/me'))).status).toBe(200);
  });

  it('a reused (rotated-out) refresh token revokes the whole session', async () => {
    const c = await t.login('admin@example.com');
    const old = c.jar.get('bo_refresh') ?? '';
    expect((await answer(c.api.POST('/auth/cookie/refresh'))).status).toBe(204);
    const thief = t.anonymous();
    thief.jar.set('bo_refresh', old, '/auth');
    const reuse = await answer(thief.api.POST('/auth/cookie/refresh'));
    expect(reuse.status).toBe(401);
    expect(reuse.headers.getSetCookie().length).toBe(2);
    expect((await answer(c.api.POST('/auth/cookie/refresh'))).status).toBe(401);
    // A 401 probe goes raw: the SDK would refresh the session (and throw) on it.
    expect((await c.raw('GET', '/auth/me')).status).toBe(401);
  });

  it('refresh without a cookie answers 401', async () => {
    const res = await answer(t.anonymous().api.POST('/auth/cookie/refresh'));
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ detail: 'Unauthorized' });
  });
});
