import { passwordPolicyFailure } from '@back-office/domain';
import { audit } from '../audit/audit.ts';
import { limitMailRequest, queuePasswordResetEmail } from '../auth/emails.ts';
import { consumeToken, useUpResetTokens } from '../auth/one-time-tokens.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { revokeUserSessions } from '../auth/sessions.ts';
import { clientIp } from '../http/client-ip.ts';
import type { AppDeps } from '../http/env.ts';
import { badRequest, tooManyRequests, unauthorized } from '../http/errors.ts';
import type { HandlerGroup } from '../http/handlers.ts';
import { userOf } from '../http/input.ts';
import { startMail } from '../mail/mail-queue.ts';
import { findUserByEmail, findUserById, setPasswordHash } from '../users/user-row.ts';

/** Forgot password, reset confirm and change password. */
export function authPasswordHandlers(deps: AppDeps) {
  return {
    forgotPassword: async (c, { body, json }) => {
      const email = body.email.trim().toLowerCase();
      const now = deps.now();
      const request = { kind: 'reset' as const, email, ip: clientIp(c) };
      const wait = await limitMailRequest(deps.db, deps.config, request, now);
      if (wait > 0) {
        throw tooManyRequests(
          `Too many password reset requests. Try again in ${wait} seconds.`,
          wait,
        );
      }
      // The same statements whether or not the account exists: the job decides, after the answer.
      const user = await findUserByEmail(deps.db, email);
      const queued = await deps.db.transaction((tx) =>
        queuePasswordResetEmail(tx, email, user?.is_active ? user : undefined),
      );
      startMail(deps.worker, queued);
      return json(202, {
        message: 'If an account exists for this email, a password reset link has been sent.',
      });
    },
    confirmPasswordReset: async (c, { body, json }) => {
      const { token, password } = body;
      const now = deps.now();
      await deps.db.transaction(async (tx) => {
        const found = await consumeToken(tx, token, 'reset', now);
        const user = found ? await findUserById(tx, found.userId) : undefined;
        if (!found || !user?.is_active || user.email.toLowerCase() !== found.email) {
          throw badRequest('RESET_PASSWORD_BAD_TOKEN');
        }
        const reason = passwordPolicyFailure(password, user.email);
        if (reason) throw badRequest({ code: 'RESET_PASSWORD_INVALID_PASSWORD', reason });
        await setPasswordHash(tx, user.id, await hashPassword(password, deps.config.scryptN), now);
        // Single use until the password changes: every other reset token of the user dies too.
        await useUpResetTokens(tx, user.id, now);
        const ended = await revokeUserSessions(tx, user.id, 'password reset', now);
        await audit(tx, c, {
          action: 'password_reset',
          resource: 'users',
          recordId: user.id,
          summary: `${user.email} reset their password (${ended} sessions ended)`,
          actor: user,
        });
      });
      return json(200, { message: 'Password has been reset successfully' });
    },
    changePassword: async (c, { body, json }) => {
      const { current_password, new_password } = body;
      const me = userOf(c);
      const row = await findUserById(deps.db, me.id);
      if (!row) throw unauthorized();
      if (!(await verifyPassword(current_password, row.hashed_password))) {
        throw badRequest('Incorrect password');
      }
      const reason =
        current_password === new_password
          ? 'New password must differ from the current password'
          : passwordPolicyFailure(new_password, row.email);
      if (reason) throw badRequest({ code: 'UPDATE_USER_INVALID_PASSWORD', reason });
      const hashed = await hashPassword(new_password, deps.config.scryptN);
      const now = deps.now();
      await deps.db.transaction(async (tx) => {
        await setPasswordHash(tx, row.id, hashed, now);
        const ended = await revokeUserSessions(
          tx,
          row.id,
          'password change',
          now,
          c.get('session')?.id,
        );
        await audit(tx, c, {
          action: 'password_change',
          resource: 'users',
          recordId: row.id,
          summary: `${row.email} changed their password (${ended} other sessions ended)`,
        });
      });
      return json(200, { message: 'Password updated successfully' });
    },
  } satisfies HandlerGroup;
}
