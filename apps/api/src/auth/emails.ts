import type { Queryable } from '../db/db.ts';
import { queueEmail } from '../platform/outbox.ts';
import type { UserRow } from '../users/user-row.ts';
import { issueToken } from './one-time-tokens.ts';

/** Issues a verification token and queues the email that carries it. */
export async function sendVerificationEmail(
  tx: Queryable,
  user: UserRow,
  webOrigin: string,
  now: Date,
) {
  const token = await issueToken(tx, user, 'verify', now);
  await queueEmail(tx, {
    to: user.email,
    kind: 'verification',
    subject: 'Confirm your email address',
    body: `Hi ${user.first_name},\n\nConfirm your email address by opening\n${webOrigin}/auth/verify-email?token=${token}\n\nThe link is valid for 1 hour.`,
    token,
  });
}

/** Issues a password-reset token and queues the email that carries it. */
export async function sendPasswordResetEmail(
  tx: Queryable,
  user: UserRow,
  webOrigin: string,
  now: Date,
) {
  const token = await issueToken(tx, user, 'reset', now);
  await queueEmail(tx, {
    to: user.email,
    kind: 'password_reset',
    subject: 'Reset your password',
    body: `Hi ${user.first_name},\n\nReset your password by opening\n${webOrigin}/auth/reset-password?token=${token}\n\nThe link is valid for 1 hour. If you did not ask for this, ignore this email.`,
    token,
  });
}
