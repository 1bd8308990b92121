import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/seed/demo-users.ts';
import { answer } from './helpers/answer.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { urlEncoded } from './helpers/url-encoded.ts';

// Sign-ins run concurrently here, as many processes would send them: the limits must hold.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_ATTEMPTS: '5', LOGIN_MAX_ATTEMPTS_PER_ADDRESS: '45' });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.deps.db.query('DELETE FROM rate_limit_counters');
  await t.deps.db.query('DELETE FROM rate_limit_gates');
});

const signIn = (username: string, password: string) =>
  answer(
    t.anonymous().api.POST('/auth/cookie/login', { body: { username, password }, ...urlEncoded }),
  ).then((r) => r.status);

const tally = (statuses: number[]) => {
  const counts: Record<number, number> = {};
  for (const s of statuses) counts[s] = (counts[s] ?? 0) + 1;
  return counts;
};

describe('login rate limits under concurrency', () => {
  it('40 wrong passwords at once: only the allowed 5 are checked, the rest are 429', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 40 }, () => signIn('supervisor@example.com', 'wrong-password-1')),
    );
    expect(tally(statuses)).toEqual({ 400: 5, 429: 35 });
  });

  it('11 wrong and 1 right at once: no more than 5 get past the limit, sign-in included', async () => {
    const statuses = await Promise.all([
      ...Array.from({ length: 11 }, () => signIn('warehouse@example.com', 'wrong-password-1')),
      signIn('warehouse@example.com', DEMO_PASSWORD),
    ]);
    const counts = tally(statuses);
    expect((counts[400] ?? 0) + (counts[204] ?? 0)).toBe(5);
    expect(counts[429]).toBe(7);
  });

  it('once the limit is reached, 11 wrong and 1 right at once are all refused', async () => {
    for (let i = 0; i < 5; i++) {
      expect(await signIn('warehouse@example.com', 'wrong-password-1')).toBe(400);
    }
    const statuses = await Promise.all([
      ...Array.from({ length: 11 }, () => signIn('warehouse@example.com', 'wrong-password-1')),
      signIn('warehouse@example.com', DEMO_PASSWORD),
    ]);
    expect(tally(statuses)).toEqual({ 429: 12 });
  });

  it('limits one address across accounts: one wrong password each, then 429', async () => {
    const emails = Array.from({ length: 50 }, (_, i) => `nobody${i}@example.com`);
    const statuses = await Promise.all(emails.map((e) => signIn(e, 'wrong-password-1')));
    expect(tally(statuses)).toEqual({ 400: 45, 429: 5 });
  });

  it('a successful sign-in does not use up the address limit', async () => {
    for (let i = 0; i < 10; i++) expect(await signIn('admin@example.com', DEMO_PASSWORD)).toBe(204);
    const counters = await t.deps.db.query<{ key: string; hits: number }>(
      'SELECT key, hits FROM rate_limit_counters',
    );
    expect(counters.map((c) => c.hits)).toEqual([0, 0]);
  });
});

describe('verification email limit under concurrency', () => {
  it('sends one email for 10 requests at once', async () => {
    const email = 'admin@example.com';
    const statuses = await Promise.all(
      Array.from({ length: 10 }, () =>
        answer(t.anonymous().api.POST('/auth/resend-verification', { body: { email } })).then(
          (r) => r.status,
        ),
      ),
    );
    expect(tally(statuses)).toEqual({ 202: 1, 429: 9 });
  });
});
