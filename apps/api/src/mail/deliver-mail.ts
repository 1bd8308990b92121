import { mintToken, revokeToken } from '../auth/one-time-tokens.ts';
import type { Config } from '../config.ts';
import type { Queryable } from '../db/db.ts';
import type { JobContext, JobKindHandler } from '../jobs/job-kind.ts';
import { recordEmailDelivery } from '../metrics/metrics.ts';
import { findUserById } from '../users/user-row.ts';
import { type MailRow, requeueMail } from './mail-queue.ts';
import { type MailMessage, passwordResetMessage, verificationMessage } from './messages.ts';
import { type DeliveryResult, type Mailer, NOT_CONFIGURED } from './transport.ts';

/** What the mail job needs besides the mailer. */
export interface MailSettings {
  /** The web app's origin: the links in the emails point there. */
  webOrigin: string;
  /** Attempts before a temporary failure becomes permanent. */
  maxAttempts: number;
  /** The first retry's delay; it doubles each time, up to {@link MAX_RETRY_MS}. */
  retryMs: number;
}

/** The longest wait between two attempts. */
export const MAX_RETRY_MS = 60 * 60 * 1000;
/** Delivered emails are kept this long (for the record), then dropped. */
const KEEP_SENT_MS = 30 * 24 * 60 * 60 * 1000;

/** The delay before the attempt after `attempts` failed ones. */
export const retryDelayMs = (settings: MailSettings, attempts: number): number =>
  Math.min(MAX_RETRY_MS, settings.retryMs * 2 ** Math.max(0, attempts - 1));

/** The `mail` job kind: one job per `mail_queue` row. */
export function mailJobKind(mailer: Mailer, settings: MailSettings): JobKindHandler {
  return {
    label: 'send email',
    run: (ctx) => deliverMail(ctx, mailer, settings),
    async giveUp(tx, id, message) {
      const rows = await tx.query(
        `UPDATE mail_queue SET state = 'failed', last_error = $2, next_attempt_at = NULL,
           updated_at = now()
         WHERE id = $1 AND state IN ('queued', 'retrying') RETURNING id`,
        [id, message],
      );
      return rows.length > 0;
    },
  };
}

/**
 * One delivery attempt of a queued email. The row is re-read (another attempt may have ended
 * it); an email that no longer applies (no such account, inactive, address changed, already
 * verified) is dropped. Then, in one fenced write, the previous attempt's token is revoked and a
 * fresh one minted (its hash stored); the raw token exists only in this function's memory and
 * in the message. The outcome is written after the SMTP answer: sent, failed (5xx, or the last
 * attempt), or retrying, with the job queued again after the back-off.
 */
async function deliverMail(ctx: JobContext, mailer: Mailer, settings: MailSettings) {
  const { db, resourceId: id } = ctx;
  const [mail] = await db.query<MailRow>('SELECT * FROM mail_queue WHERE id = $1', [id]);
  if (!mail || (mail.state !== 'queued' && mail.state !== 'retrying')) return;
  if (mail.kind === 'test') return; // test emails are sent by the request, never queued
  const user = mail.user_id === null ? undefined : await findUserById(db, mail.user_id);
  const applies =
    user?.is_active === true &&
    user.email.toLowerCase() === mail.to_email.toLowerCase() &&
    (mail.kind === 'password_reset' || !user.is_verified);
  if (!user || !applies) {
    await db.query('DELETE FROM mail_queue WHERE id = $1', [id]);
    return;
  }
  if (!mailer.configured) {
    // No attempt is made (nothing is counted): the row says why it stays undelivered.
    await db.query(
      `UPDATE mail_queue SET state = 'unconfigured', last_error = $2, next_attempt_at = NULL,
         updated_at = now() WHERE id = $1`,
      [id, NOT_CONFIGURED],
    );
    return;
  }
  const purpose = mail.kind === 'verification' ? 'verify' : 'reset';
  const now = ctx.now();
  const token = await db.transaction(async (tx) => {
    if (mail.token_id !== null) await revokeToken(tx, mail.token_id, now);
    const minted = await mintToken(tx, user, purpose, now);
    await tx.query(
      `UPDATE mail_queue SET token_id = $2, attempts = attempts + 1, updated_at = now()
       WHERE id = $1`,
      [id, minted.id],
    );
    return minted;
  });
  const render = mail.kind === 'verification' ? verificationMessage : passwordResetMessage;
  const message: MailMessage = render(user.email, user.first_name, settings.webOrigin, token.token);
  const result = await mailer.send(message, { kind: mail.kind, token: token.token });
  await db.transaction((tx) =>
    recordOutcome(
      tx,
      mail,
      { attempts: mail.attempts + 1, tokenId: token.id, now },
      result,
      settings,
    ),
  );
}

/** Writes an attempt's outcome; a temporary failure with attempts left queues the next one. */
async function recordOutcome(
  tx: Queryable,
  mail: MailRow,
  { attempts, tokenId, now }: { attempts: number; tokenId: number; now: Date },
  result: DeliveryResult,
  settings: MailSettings,
): Promise<void> {
  if (result.outcome === 'sent') {
    recordEmailDelivery('sent');
    await tx.query(
      `UPDATE mail_queue SET state = 'sent', sent_at = now(), last_error = NULL,
         next_attempt_at = NULL, updated_at = now() WHERE id = $1`,
      [mail.id],
    );
    await tx.query(
      `DELETE FROM mail_queue WHERE state = 'sent'
         AND sent_at < now() - $1::float8 * interval '1 millisecond'`,
      [KEEP_SENT_MS],
    );
    return;
  }
  if (result.outcome === 'temporary' && attempts < settings.maxAttempts) {
    recordEmailDelivery('retry');
    // On the database's clock (`clock_timestamp()`), which the job queue's due check reads.
    const delayMs = retryDelayMs(settings, attempts);
    await tx.query(
      `UPDATE mail_queue SET state = 'retrying', last_error = $2,
         next_attempt_at = clock_timestamp() + $3::float8 * interval '1 millisecond',
         updated_at = now() WHERE id = $1`,
      [mail.id, result.error, delayMs],
    );
    await requeueMail(tx, mail.id, delayMs);
    return;
  }
  // Permanent: nobody holds a working link from this email, so its token goes too.
  recordEmailDelivery('failed');
  await revokeToken(tx, tokenId, now);
  const error =
    result.outcome === 'temporary'
      ? `Gave up after ${attempts} attempts: ${result.error}`
      : result.error;
  await tx.query(
    `UPDATE mail_queue SET state = 'failed', last_error = $2, next_attempt_at = NULL,
       updated_at = now() WHERE id = $1`,
    [mail.id, error],
  );
}

/** The mail job's settings from the configuration (links go to the first web origin). */
export const mailSettingsOf = (config: Config): MailSettings => ({
  webOrigin: config.webOrigins[0] ?? 'http://127.0.0.1:5173',
  maxAttempts: config.mailMaxAttempts,
  retryMs: config.mailRetryMs,
});
