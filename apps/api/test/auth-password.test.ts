import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Outbox {
  messages: { token: string; kind: string }[];
}

async function resetToken(email: string): Promise<string | undefined> {
  const res = await t.anonymous().call<Outbox>('listOutboxMessages', {
    query: { to: email, kind: 'password_reset' },
  });
  return res.body.messages[0]?.token;
}

describe('forgot password and reset', () => {
  it('answers the same 202 for known and unknown addresses; only known ones get an email', async () => {
    const known = await t
      .anonymous()
      .call('forgotPassword', { json: { email: 'READONLY@example.com' } });
    const unknown = await t
      .anonymous()
      .call('forgotPassword', { json: { email: 'ghost@example.com' } });
    expect(known.status).toBe(202);
    expect(unknown.body).toEqual(known.body);
    expect(await resetToken('readonly@example.com')).toBeTruthy();
    expect(await resetToken('ghost@example.com')).toBeUndefined();
    expect((await t.anonymous().call('forgotPassword', { json: {} })).status).toBe(422);
  });

  it('reset confirm sets the password once, ends every session and enforces the policy', async () => {
    const signedIn = await t.login('readonly@example.com');
    const token = (await resetToken('readonly@example.com')) ?? '';
    const weak = await t.anonymous().call<{ detail: { code: string } }>('confirmPasswordReset', {
      json: { token, password: 'short' },
    });
    expect(weak.status).toBe(400);
    expect(weak.body.detail.code).toBe('RESET_PASSWORD_INVALID_PASSWORD');
    // The failed attempt rolled back, so the token still works.
    const ok = await t.anonymous().call('confirmPasswordReset', {
      json: { token, password: 'Drakensberg2026' },
    });
    expect(ok.status).toBe(200);
    const reused = await t.anonymous().call('confirmPasswordReset', {
      json: { token, password: 'Drakensberg2027' },
    });
    expect(reused.body).toEqual({ detail: 'RESET_PASSWORD_BAD_TOKEN' });
    expect((await signedIn.call('getCurrentUser')).status).toBe(401);
    await t.login('readonly@example.com', 'Drakensberg2026');
    const old = await t.anonymous().call('loginCookie', {
      form: { username: 'readonly@example.com', password: 'Demo1234!' },
    });
    expect(old.status).toBe(400);
    expect(
      (await t.anonymous().call('confirmPasswordReset', { json: { token: 'x', password: 'abc' } }))
        .status,
    ).toBe(400);
    expect(
      (await t.anonymous().call('confirmPasswordReset', { json: { token: 'x' } })).status,
    ).toBe(422);
  });
});

describe('change password', () => {
  it('checks the current password and the policy, keeps this session and ends the others', async () => {
    const here = await t.login('warehouse@example.com');
    const elsewhere = await t.login('warehouse@example.com');
    const wrong = await here.call('changePassword', {
      json: { current_password: 'nope', new_password: 'Kirstenbosch77' },
    });
    expect(wrong.body).toEqual({ detail: 'Incorrect password' });
    const same = await here.call<{ detail: { code: string } }>('changePassword', {
      json: { current_password: 'Demo1234!', new_password: 'Demo1234!' },
    });
    expect(same.body.detail.code).toBe('UPDATE_USER_INVALID_PASSWORD');
    const ok = await here.call('changePassword', {
      json: { current_password: 'Demo1234!', new_password: 'Kirstenbosch77' },
    });
    expect(ok.body).toEqual({ message: 'Password updated successfully' });
    expect((await here.call('getCurrentUser')).status).toBe(200);
    expect((await elsewhere.call('getCurrentUser')).status).toBe(401);
    expect(
      (
        await t
          .anonymous()
          .call('changePassword', { json: { current_password: 'a', new_password: 'b' } })
      ).status,
    ).toBe(401);
    expect((await here.call('changePassword', { json: {} })).status).toBe(422);
  });
});
