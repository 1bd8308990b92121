import { example } from '@back-office/api-client/testing';
import { describe, expect, it, vi } from 'vitest';
import type { AuthOperation } from '../messages/error-messages.ts';
import { createTestHarness } from '../test/render.tsx';
import { mockOperation, server } from '../test/server.ts';
import { createAccountCalls } from './account-calls.ts';
import { AuthError } from './auth-error.ts';

function setup() {
  const { client, notify } = createTestHarness();
  const refreshSessions = vi.fn(async () => {});
  const onVerified = vi.fn();
  const fail = vi.fn((operation: AuthOperation, cause: unknown) => new AuthError(operation, cause));
  const calls = createAccountCalls({ api: client, notify, fail, refreshSessions, onVerified });
  return { calls, notify, fail, refreshSessions, onVerified };
}

describe('createAccountCalls', () => {
  it('refetches the session list after a password change and a revoked session', async () => {
    const { calls, refreshSessions } = setup();
    server.use(
      mockOperation('post', '/api/auth/change-password', () => ({
        status: 200,
        body: example('Message'),
      })),
      mockOperation('delete', '/auth/sessions/{id}', () => ({ status: 204 })),
    );
    await calls.changePassword('Old12345', 'New12345');
    expect(refreshSessions).toHaveBeenCalledTimes(1);
    await calls.revokeSession(7);
    expect(refreshSessions).toHaveBeenCalledTimes(2);
  });

  it('hands a verified user to onVerified and returns it', async () => {
    const { calls, onVerified } = setup();
    const verified = { ...example('User'), is_verified: true };
    server.use(mockOperation('post', '/auth/verify', () => ({ status: 200, body: verified })));
    expect(await calls.verifyEmail('token-1')).toEqual(verified);
    expect(onVerified).toHaveBeenCalledWith(verified);
  });

  it('sends the reset token and password; a failure goes through fail with its operation', async () => {
    const { calls, fail, refreshSessions } = setup();
    let body: unknown;
    server.use(
      mockOperation('post', '/api/auth/password-reset/confirm', async ({ request }) => {
        body = await request.json();
        return { status: 400, body: { detail: 'RESET_PASSWORD_BAD_TOKEN' } };
      }),
    );
    await expect(calls.resetPassword('t-9', 'Secret123')).rejects.toBeInstanceOf(AuthError);
    expect(body).toEqual({ token: 't-9', password: 'Secret123' });
    expect(fail).toHaveBeenCalledWith('resetPassword', expect.anything());
    expect(refreshSessions).not.toHaveBeenCalled();
  });

  it('lists the sessions from the response envelope', async () => {
    const { calls } = setup();
    const list = example('SessionCollection');
    server.use(mockOperation('get', '/auth/sessions', () => ({ status: 200, body: list })));
    expect(await calls.listSessions()).toEqual(list.sessions);
  });
});
