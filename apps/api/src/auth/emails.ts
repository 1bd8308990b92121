import type { Config } from '../config.ts';
import type { Queryable } from '../db/db.ts';
import { type QueuedMail, queueMail } from '../mail/mail-queue.ts';
import { passGate, takeAttempt } from './rate-limit.ts';

/**
 * Queues the email that confirms a user's address. No token is made here: the delivery job
 * mints it when it sends (decision 038). Start it with `startMail` after the commit.
 */
export function queueVerificationEmail(
  tx: Queryable,
  user: { id: number; email: string },
): Promise<QueuedMail> {
  return queueMail(tx, { kind: 'verification', userId: user.id, to: user.email });
}

/**
 * Queues a password-reset email for `email`; `user` is its account, or undefined when there is
 * none (queued all the same, and dropped by the job, so both cases do the same work here).
 */
export function queuePasswordResetEmail(
  tx: Queryable,
  email: string,
  user: { id: number } | undefined,
): Promise<QueuedMail> {
  return queueMail(tx, { kind: 'password_reset', userId: user?.id ?? null, to: email });
}

/** Which email an anonymous request asks for. */
export type MailRequestKind = 'reset' | 'verify';

/**
 * The limits of the anonymous email requests (forgot password, resend verification), counted in
 * the database so they hold across processes, whether or not the address has an account: per
 * client address (`MAIL_REQUESTS_PER_ADDRESS` an hour, both kinds together), per email address
 * and kind (one per `RESEND_VERIFICATION_SECONDS`, and `MAIL_REQUESTS_PER_EMAIL` an hour).
 * Answers the seconds to wait, or 0.
 */
export async function limitMailRequest(
  db: Queryable,
  config: Pick<
    Config,
    'mailRequestsPerAddress' | 'mailRequestsPerEmail' | 'resendVerificationSeconds'
  >,
  request: { kind: MailRequestKind; email: string; ip: string | null },
  now: Date,
): Promise<number> {
  const ip = request.ip ?? 'unknown';
  const byAddress = await takeAttempt(
    db,
    `mail-address:${ip}`,
    config.mailRequestsPerAddress,
    3600,
    now,
  );
  if (byAddress > 0) return byAddress;
  const key = `${request.kind === 'verify' ? 'resend' : 'reset'}:${request.email}`;
  const wait = await passGate(db, key, config.resendVerificationSeconds, now);
  if (wait > 0) return wait;
  return takeAttempt(db, `${key}|hour`, config.mailRequestsPerEmail, 3600, now);
}
