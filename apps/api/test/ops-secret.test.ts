import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp, createDeps } from '../src/app.ts';
import { loadSecret, warnIfSignedWithAnotherSecret } from '../src/auth/secret.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_SECRET: 'first-process-secret-0123456789abcdef' });
});
afterAll(() => t.close());

const storedSecret = async () =>
  t.deps.db.query<{ value: string }>(`SELECT value FROM app_settings WHERE key = 'auth_secret'`);

describe('the signing secret', () => {
  it('outside demo mode is AUTH_SECRET only: nothing generated, a stored one deleted', async () => {
    await t.deps.db.query(
      `INSERT INTO app_settings (key, value) VALUES ('auth_secret', 'left-by-a-demo-start')
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
    );
    const secret = await loadSecret(t.deps.db, {
      demo: false,
      authSecret: 'production-secret-0123456789abcdef',
    });
    expect(secret.toString()).toBe('production-secret-0123456789abcdef');
    expect(await storedSecret()).toEqual([]);
    await expect(loadSecret(t.deps.db, { demo: false, authSecret: undefined })).rejects.toThrow(
      'AUTH_SECRET',
    );
    expect(await storedSecret()).toEqual([]);
  });

  it('in demo mode without AUTH_SECRET is generated once and shared through the database', async () => {
    const first = await loadSecret(t.deps.db, { demo: true, authSecret: undefined });
    const second = await loadSecret(t.deps.db, { demo: true, authSecret: undefined });
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(second.equals(first)).toBe(true);
    expect((await storedSecret())[0]?.value).toBe(first.toString());
    await t.deps.db.query(`DELETE FROM app_settings WHERE key = 'auth_secret'`);
  });
});

describe('a process with another AUTH_SECRET', () => {
  it('rejects the others’ tokens with a warning naming the cause, at most once a minute', async () => {
    const login = await t.anonymous().raw('POST', '/auth/jwt/login', {
      form: { username: 'supervisor@example.com', password: 'Demo1234!' },
    });
    const { access_token } = (await login.json()) as { access_token: string };
    const other = await createDeps(
      { ...t.deps.config, authSecret: 'second-process-secret-0123456789abcdef' },
      t.deps.db,
      { contract: t.deps.contract },
    );
    const app = createApp(other);
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      const headers = { Authorization: `Bearer ${access_token}` };
      const refused = await app.request('http://127.0.0.1:8000/auth/me', { headers });
      expect(refused.status).toBe(401);
      const again = await app.request('http://127.0.0.1:8000/auth/me', { headers });
      expect(again.status).toBe(401);
      const warnings = stderr.mock.calls
        .map(([line]) => String(line))
        .filter((line) => line.includes('"level":"warn"'));
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toContain('signed with another AUTH_SECRET');
    } finally {
      stderr.mockRestore();
      await other.live.close();
    }
    // The first process still accepts its own token.
    const own = await t.app.request('http://127.0.0.1:8000/auth/me', {
      headers: { Authorization: `Bearer ${access_token}` },
    });
    expect(own.status).toBe(200);
  });

  it('stays silent for forged, expired or unknown-session tokens', async () => {
    const warn = vi.fn();
    const now = new Date();
    const encode = (claims: object) =>
      `eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.c2ln`;
    const exp = Math.floor(now.getTime() / 1000) + 600;
    for (const token of [
      'garbage',
      'a.b.c',
      encode({ sub: '1', sid: 99999999, exp }),
      encode({ sub: '1', sid: 1, exp: 1 }),
      encode({ sub: 1, sid: 'x', exp }),
    ]) {
      expect(await warnIfSignedWithAnotherSecret(t.deps.db, token, now, warn)).toBe(false);
    }
    expect(warn).not.toHaveBeenCalled();
  });
});
