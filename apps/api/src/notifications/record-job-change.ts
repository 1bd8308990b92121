import type { Queryable } from '../db/db.ts';
import type { JobTelling } from '../jobs/job-kind.ts';
import type { ClaimedJob } from '../jobs/job-queue.ts';
import { readJobSnapshot } from './job-outcome.ts';
import { EVENTS_CHANNEL, type LiveEvent } from './live-event.ts';
import { insertJobNotification } from './notification-rows.ts';

/** Sends `event` to every API process's listeners when (and only if) `tx` commits. */
export async function publishLiveEvent(tx: Queryable, event: LiveEvent): Promise<void> {
  await tx.query('SELECT pg_notify($1, $2)', [EVENTS_CHANNEL, JSON.stringify(event)]);
}

/**
 * Runs inside every write transaction of a job attempt (after the write): tells the user who
 * started the job that its resource changed and, once it has ended, writes the notification of
 * the end in the same transaction as the outcome (one per job: see `insertJobNotification`).
 * Jobs without a starter (queued by a migration) tell no one.
 */
export async function recordJobChange(
  tx: Queryable,
  job: ClaimedJob,
  telling: JobTelling | undefined,
): Promise<void> {
  const userId = job.audit.actorId;
  if (typeof userId !== 'number') return; // queued by a migration: no starter
  const snapshot = await readJobSnapshot(tx, telling, job.resource_id);
  if (!snapshot) return;
  if (snapshot.end) {
    const notification = await insertJobNotification(tx, { ...job, userId }, snapshot.end);
    if (notification) await publishLiveEvent(tx, { type: 'notification', userId, notification });
  }
  await publishLiveEvent(tx, {
    type: 'job',
    userId,
    kind: job.kind,
    id: job.resource_id,
    status: snapshot.status,
  });
}
