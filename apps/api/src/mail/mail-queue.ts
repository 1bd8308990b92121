import type { Queryable } from '../db/db.ts';
import type { DurableJobs } from '../jobs/durable-jobs.ts';
import { enqueueJob, type JobAudit } from '../jobs/job-queue.ts';
import type { MailKind } from './transport.ts';

/** The states of a queued email. */
export type MailState = 'queued' | 'retrying' | 'sent' | 'failed' | 'unconfigured';

/** A `mail_queue` row: what to send to whom, and how its delivery went. Never a token or body. */
export interface MailRow {
  id: number;
  kind: MailKind;
  user_id: number | null;
  to_email: string;
  state: MailState;
  attempts: number;
  last_error: string | null;
  token_id: number | null;
  next_attempt_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
  sent_at: Date | string | null;
}

/** A mail job has no starter to notify or audit as: what it does is recorded on its row. */
const NO_STARTER: JobAudit = { actorId: null, actorEmail: null, requestId: null, ip: null };

/** An email queued in a transaction: start its job with {@link startMail} once that commits. */
export interface QueuedMail {
  id: number;
  jobId: number;
}

/**
 * Queues a verification or password-reset email for `to` and its delivery job, in `tx` (the
 * transaction of the change that causes it). The row says only what to send to whom: the job
 * mints the one-time token when it sends (decision 038). `userId` is null for an address with no
 * account: queued all the same, so the request does the same work either way, and the job
 * drops it.
 */
export async function queueMail(
  tx: Queryable,
  mail: { kind: Exclude<MailKind, 'test'>; userId: number | null; to: string },
): Promise<QueuedMail> {
  const rows = await tx.query<{ id: number }>(
    'INSERT INTO mail_queue (kind, user_id, to_email) VALUES ($1, $2, $3) RETURNING id',
    [mail.kind, mail.userId, mail.to.trim().toLowerCase()],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('mail insert returned no id');
  return { id, jobId: await enqueueJob(tx, 'mail', id, NO_STARTER) };
}

/** Starts the delivery of emails queued by a transaction that has committed. */
export function startMail(worker: DurableJobs, ...queued: (QueuedMail | undefined)[]): void {
  for (const mail of queued) if (mail) worker.runQueued(mail.jobId, `send email ${mail.id}`);
}

/** Re-queues a mail's job for a retry in `delayMs` (inside the attempt's fenced write). */
export async function requeueMail(tx: Queryable, id: number, delayMs: number): Promise<void> {
  await enqueueJob(tx, 'mail', id, NO_STARTER, delayMs);
}

/** The states of an email that has not been delivered (yet, or at all). */
export const UNDELIVERED: readonly MailState[] = ['queued', 'retrying', 'failed', 'unconfigured'];

/** Undelivered emails, newest first, with their total. */
export async function listUndeliveredMail(
  db: Queryable,
  page: { skip: number; limit: number },
): Promise<{ rows: MailRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    db.query<MailRow>(
      `SELECT * FROM mail_queue WHERE state = ANY($1::text[]) ORDER BY id DESC OFFSET $2 LIMIT $3`,
      [UNDELIVERED, page.skip, page.limit],
    ),
    db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM mail_queue WHERE state = ANY($1::text[])',
      [UNDELIVERED],
    ),
  ]);
  return { rows, total: count[0]?.n ?? 0 };
}

/** How many emails are in each undelivered state. */
export async function countUndeliveredMail(db: Queryable): Promise<Record<MailState, number>> {
  const rows = await db.query<{ state: MailState; n: number }>(
    'SELECT state, count(*)::int AS n FROM mail_queue GROUP BY state',
  );
  const counts: Record<MailState, number> = {
    queued: 0,
    retrying: 0,
    sent: 0,
    failed: 0,
    unconfigured: 0,
  };
  for (const r of rows) counts[r.state] = r.n;
  return counts;
}

/** Whether an email queued in the last ten seconds is still waiting for its job. */
export async function hasFreshQueuedMail(db: Queryable): Promise<boolean> {
  const queued = await db.query(
    `SELECT 1 FROM mail_queue
     WHERE state = 'queued' AND created_at > now() - interval '10 seconds' LIMIT 1`,
  );
  return queued.length > 0;
}

/** Keeps the record of a test email sent at once (the settings page lists it with the others). */
export async function recordTestMail(
  db: Queryable,
  to: string,
  state: 'sent' | 'failed' | 'unconfigured',
  error: string | null,
  sentAt: Date | null,
): Promise<void> {
  await db.query(
    `INSERT INTO mail_queue (kind, to_email, state, attempts, last_error, sent_at)
     VALUES ('test', $1, $2, $3, $4, $5)`,
    [to.toLowerCase(), state, state === 'unconfigured' ? 0 : 1, error, sentAt],
  );
}
