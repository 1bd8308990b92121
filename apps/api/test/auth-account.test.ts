import type { operations } from '@back-office/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answer } from './helpers/answer.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  // Registration is open in demo mode unless REGISTRATION says otherwise (decision 039).
  t = await createTestApp({ DEMO: 'true', REGISTRATION: 'open' });
});
afterAll(() => t.close());

interface Outbox {
  messages: { to: string; kind: string; token: string; body: string }[];
}

const newUser = {
  email: 'Ayanda.Khumalo@example.com',
  password: 'Pietermaritzburg9',
  first_name: 'Ayanda',
  last_name: 'Khumalo',
};

type OutboxKind = NonNullable<operations['listOutboxMessages']['parameters']['query']>['kind'];
async function latestToken(to: string, kind: OutboxKind): Promise<string> {
  const res = await answer<Outbox>(
    t.anonymous().api.GET('/api/dev/outbox', { params: { query: { to, kind } } }),
  );
  const token = res.body.messages[0]?.token;
  if (!token) throw new Error(`no ${kind} email to ${to}`);
  return token;
}

describe('registration', () => {
  it('creates an active, unverified user without roles and queues a verification email', async () => {
    const res = await answer<{ roles: string[]; is_verified: boolean; role: null }>(
      t.anonymous().api.POST('/auth/register', { body: newUser }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ roles: [], role: null, is_verified: false, is_active: true });
    const outbox = await answer<Outbox>(
      t
        .anonymous()
        .api.GET('/api/dev/outbox', { params: { query: { to: 'ayanda.khumalo@example.com' } } }),
    );
    expect(outbox.body.messages[0]).toMatchObject({ kind: 'verification' });
    expect(outbox.body.messages[0]?.body).toContain(outbox.body.messages[0]?.token);
  });

  it('answers 400 REGISTER_USER_ALREADY_EXISTS case-insensitively', async () => {
    const res = await answer(
      t
        .anonymous()
        .api.POST('/auth/register', { body: { ...newUser, email: 'AYANDA.KHUMALO@EXAMPLE.COM' } }),
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail: 'REGISTER_USER_ALREADY_EXISTS' });
  });

  it('answers 400 {code, reason} for a weak password', async () => {
    for (const password of ['short1', 'onlyletters', 'zanele.dube99']) {
      const res = await answer<{ detail: { code: string; reason: string } }>(
        t.anonymous().api.POST('/auth/register', {
          body: { ...newUser, email: 'zanele.dube@example.com', password },
        }),
      );
      expect(res.status).toBe(400);
      expect(res.body.detail.code).toBe('REGISTER_INVALID_PASSWORD');
      expect(res.body.detail.reason).toMatch(/Password/);
    }
  });

  it('answers 422 for a malformed email or a missing field', async () => {
    // Off-contract input (no names, a malformed email): the SDK's types refuse it, so by operationId.
    const res = await t.anonymous().call<{ detail: { loc: string[] }[] }>('registerUser', {
      json: { email: 'not-an-email', password: 'abc12345' },
    });
    expect(res.status).toBe(422);
    expect(res.body.detail.map((d) => d.loc.join('.'))).toEqual(
      expect.arrayContaining(['body.email', 'body.first_name', 'body.last_name']),
    );
  });
});

describe('email verification', () => {
  it('verification status, then verify with the emailed token', async () => {
    const c = await t.login('ayanda.khumalo@example.com', newUser.password);
    const before = await answer(c.api.GET('/auth/verification-status'));
    expect(before.body).toEqual({ is_verified: false, email: 'Ayanda.Khumalo@example.com' });
    const token = await latestToken('ayanda.khumalo@example.com', 'verification');
    const bad = await answer(t.anonymous().api.POST('/auth/verify', { body: { token: 'nope' } }));
    expect(bad.body).toEqual({ detail: 'VERIFY_USER_BAD_TOKEN' });
    const ok = await answer<{ is_verified: boolean }>(
      t.anonymous().api.POST('/auth/verify', { body: { token } }),
    );
    expect(ok.status).toBe(200);
    expect(ok.body.is_verified).toBe(true);
    const again = await answer(t.anonymous().api.POST('/auth/verify', { body: { token } }));
    expect(again.body).toEqual({ detail: 'VERIFY_USER_BAD_TOKEN' });
    expect(
      (await answer<{ is_verified: boolean }>(c.api.GET('/auth/verification-status'))).body
        .is_verified,
    ).toBe(true);
    // A 401 probe goes raw: the SDK would refresh the session (and throw) on it.
    expect((await t.anonymous().raw('GET', '/auth/verification-status')).status).toBe(401);
  });

  it('a fresh token for an already verified address answers VERIFY_USER_ALREADY_VERIFIED', async () => {
    const { issueToken } = await import('../src/auth/one-time-tokens.ts');
    const token = await issueToken(
      t.deps.db,
      { id: 1, email: 'admin@example.com' },
      'verify',
      new Date(),
    );
    const res = await answer(t.anonymous().api.POST('/auth/verify', { body: { token } }));
    expect(res.body).toEqual({ detail: 'VERIFY_USER_ALREADY_VERIFIED' });
  });

  it('resend answers 202, then 429 with Retry-After within 60 seconds', async () => {
    await answer(
      t.anonymous().api.POST('/auth/register', {
        body: { ...newUser, email: 'bongani.zulu@example.com', password: 'Mthatha2026x' },
      }),
    );
    const c = t.anonymous();
    const first = await answer(
      c.api.POST('/auth/resend-verification', { body: { email: 'bongani.zulu@example.com' } }),
    );
    expect(first.status).toBe(202);
    const second = await answer(
      c.api.POST('/auth/resend-verification', { body: { email: 'bongani.zulu@example.com' } }),
    );
    expect(second.status).toBe(429);
    expect(Number(second.headers.get('retry-after'))).toBeGreaterThan(0);
    const unknown = await answer(
      c.api.POST('/auth/resend-verification', { body: { email: 'ghost@example.com' } }),
    );
    expect(unknown.status).toBe(202);
    expect(
      (await answer(c.api.POST('/auth/resend-verification', { body: { email: 'bad' } }))).status,
    ).toBe(422);
  });
});
