import { type ApiClient, type Schemas, unwrap } from '@back-office/api-client';
import type { Notify } from '../api/ports.ts';
import type { AuthOperation } from '../messages/error-messages.ts';
import { SUCCESS_MESSAGES } from '../messages/success-messages.ts';
import type { AuthContextValue } from './auth-context.ts';
import type { AuthError } from './auth-error.ts';

/** The account calls of `useAuth()` that do not start or end the session. */
export type AccountCalls = Pick<
  AuthContextValue,
  | 'register'
  | 'forgotPassword'
  | 'resetPassword'
  | 'changePassword'
  | 'verifyEmail'
  | 'resendVerification'
  | 'verificationStatus'
  | 'listSessions'
  | 'revokeSession'
>;

export interface AccountCallsDeps {
  readonly api: ApiClient;
  readonly notify: Notify;
  /** Toasts the §8 message of a failed call and returns the `AuthError` to throw. */
  readonly fail: (operation: AuthOperation, cause: unknown) => AuthError;
  /** Refetches the session list (the server revoked one or more sessions). */
  readonly refreshSessions: () => Promise<void>;
  /** A verified email: the signed-in user is updated when it is theirs. */
  readonly onVerified: (verified: Schemas['User']) => void;
}

/** Each call maps its failure to the §8 message (toasted) and rejects with an `AuthError`. */
export function createAccountCalls({
  api,
  notify,
  fail,
  refreshSessions,
  onVerified,
}: AccountCallsDeps): AccountCalls {
  const attempt = async <T>(operation: AuthOperation, call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      throw fail(operation, error);
    }
  };
  return {
    register: (input) =>
      attempt('register', () => unwrap(api.POST('/auth/register', { body: input }))),
    forgotPassword: (email) =>
      attempt('forgotPassword', async () => {
        await unwrap(api.POST('/auth/forgot-password', { body: { email } }));
      }),
    resetPassword: (token, password) =>
      attempt('resetPassword', async () => {
        await unwrap(api.POST('/api/auth/password-reset/confirm', { body: { token, password } }));
      }),
    changePassword: (currentPassword, newPassword) =>
      attempt('changePassword', async () => {
        await unwrap(
          api.POST('/api/auth/change-password', {
            body: { current_password: currentPassword, new_password: newPassword },
          }),
        );
        // The server revoked the other sessions.
        await refreshSessions();
      }),
    verifyEmail: (token) =>
      attempt('verifyEmail', async () => {
        const verified = await unwrap(api.POST('/auth/verify', { body: { token } }));
        onVerified(verified);
        return verified;
      }),
    resendVerification: (email) =>
      attempt('resendVerification', async () => {
        await unwrap(api.POST('/auth/resend-verification', { body: { email } }));
        notify({ kind: 'success', message: SUCCESS_MESSAGES.verificationEmailSent });
      }),
    verificationStatus: () =>
      attempt('verificationStatus', () => unwrap(api.GET('/auth/verification-status'))),
    listSessions: () =>
      attempt('listSessions', async () => (await unwrap(api.GET('/auth/sessions'))).sessions),
    revokeSession: (id) =>
      attempt('revokeSession', async () => {
        await unwrap(api.DELETE('/auth/sessions/{id}', { params: { path: { id } } }));
        await refreshSessions();
      }),
  };
}
