import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answer } from './helpers/answer.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { urlEncoded } from './helpers/url-encoded.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Outbox {
  messages: { token: string; kind: string }[];
}

async function resetToken(email: string): Promise<string | undefined> {
  const res = await answer<Outbox>(
    t
      .anonymous()
      .api.GET('/api/dev/outbox', { params: { query: { to: email, kind: 'password_reset' } } }),
  );
  return res.body.messages[0]?.token;
}

describe('forgot password and reset', () => {
  it('answers the same 202 for known and unknown addresses; only known ones get an email', async () => {
    const known = await answer(
      t.anonymous().api.POST('/auth/forgot-password', { body: { email: 'READONLY@example.com' } }),
    );
    const unknown = await answer(
      t.anonymous().api.POST('/auth/forgot-password', { body: { email: 'ghost@example.com' } }),
    );
    expect(known.status).toBe(202);
    expect(unknown.body).toEqual(known.body);
    expect(await resetToken('readonly@example.com')).toBeTruthy();
    expect(await resetToken('ghost@example.com')).toBeUndefined();
    // Off-contract input (no email): the SDK's types refuse it, so by operationId.
    expect((await t.anonymous().call('forgotPassword', { json: {} })).status).toBe(422);
  });

  it('reset confirm sets the password once, ends every session and enforces the policy', async () => {
    const signedIn = await t.login('readonly@example.com');
    const token = (await resetToken('readonly@example.com')) ?? '';
    const weak = await answer<{ detail: { code: string } }>(
      t
        .anonymous()
        .api.POST('/api/auth/password-reset/confirm', { body: { token, password: 'short' } }),
    );
    expect(weak.status).toBe(400);
    expect(weak.body.detail.code).toBe('RESET_PASSWORD_INVALID_PASSWORD');
    // The failed attempt rolled back, so the token still works.
    const ok = await answer(
      t.anonymous().api.POST('/api/auth/password-reset/confirm', {
        body: { token, password: 'Drakensberg2026' },
      }),
    );
    expect(ok.status).toBe(200);
    const reused = await answer(
      t.anonymous().api.POST('/api/auth/password-reset/confirm', {
        body: { token, password: 'Drakensberg2027' },
      }),
    );
    expect(reused.body).toEqual({ detail: 'RESET_PASSWORD_BAD_TOKEN' });
    // A 401 probe goes raw: the SDK would refresh the session (and throw) on it.
    expect((await signedIn.raw('GET', '/auth/me')).status).toBe(401);
    await t.login('readonly@example.com', 'Drakensberg2026');
    const old = await answer(
      t.anonymous().api.POST('/auth/cookie/login', {
        body: { username: 'readonly@example.com', password: 'Demo1234!' },
        ...urlEncoded,
      }),
    );
    expect(old.status).toBe(400);
    expect(
      (
        await answer(
          t.anonymous().api.POST('/api/auth/password-reset/confirm', {
            body: { token: 'x', password: 'abc' },
          }),
        )
      ).status,
    ).toBe(400);
    // Off-contract input (no password): the SDK's types refuse it, so by operationId.
    expect(
      (await t.anonymous().call('confirmPasswordReset', { json: { token: 'x' } })).status,
    ).toBe(422);
  });
});

describe('change password', () => {
  it('checks the current password and the policy, keeps this session and ends the others', async () => {
    const here = await t.login('warehouse@example.com');
    const elsewhere = await t.login('warehouse@example.com');
    const wrong = await answer(
      here.api.POST('/api/auth/change-password', {
        body: { current_password: 'nope', new_password: 'Kirstenbosch77' },
      }),
    );
    expect(wrong.body).toEqual({ detail: 'Incorrect password' });
    const same = await answer<{ detail: { code: string } }>(
      here.api.POST('/api/auth/change-password', {
        body: { current_password: 'Demo1234!', new_password: 'Demo1234!' },
      }),
    );
    expect(same.body.detail.code).toBe('UPDATE_USER_INVALID_PASSWORD');
    const ok = await answer(
      here.api.POST('/api/auth/change-password', {
        body: { current_password: 'Demo1234!', new_password: 'Kirstenbosch77' },
      }),
    );
    expect(ok.body).toEqual({ message: 'Password updated successfully' });
    expect((await answer(here.api.GET('/auth/me'))).status).toBe(200);
    // A 401 probe goes raw: the SDK would refresh the session (and throw) on it.
    expect((await elsewhere.raw('GET', '/auth/me')).status).toBe(401);
    expect(
      (
        await t.anonymous().raw('POST', '/api/auth/change-password', {
          json: { current_password: 'a', new_password: 'b' },
        })
      ).status,
    ).toBe(401);
    // Off-contract input (no passwords): the SDK's types refuse it, so by operationId.
    expect((await here.call('changePassword', { json: {} })).status).toBe(422);
  });
});
