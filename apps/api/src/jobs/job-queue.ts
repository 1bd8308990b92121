import type { Queryable } from '../db/db.ts';
import type { JobKind } from './job-kind-names.ts';

export type { JobKind };

/** Who started a job, kept with it so whichever process runs it audits as the starter. */
export interface JobAudit {
  actorId: number | null;
  actorEmail: string | null;
  requestId: string | null;
  ip: string | null;
}

/** A claimed job: `attempt` is its fencing token, `tries` how many claims it has had. */
export interface ClaimedJob {
  id: number;
  kind: JobKind;
  resource_id: number;
  attempt: number;
  tries: number;
  audit: JobAudit;
}

const CLAIMED = 'id, kind, resource_id, attempt, tries, audit';

/**
 * Queues a job; call it in the transaction that moves the resource to its running status, so
 * both commit or neither does. A job already queued for the resource is superseded (its attempt
 * rises, fencing out a worker still on it). Returns the job id. `delayMs`: no claim for that
 * long (an email's retry after a temporary failure), counted on the database's clock, which
 * decides when a job is due: the process's own clock may differ from it.
 */
export async function enqueueJob(
  tx: Queryable,
  kind: JobKind,
  resourceId: number,
  audit: JobAudit,
  delayMs: number | null = null,
): Promise<number> {
  const rows = await tx.query<{ id: number }>(
    `INSERT INTO jobs (kind, resource_id, audit, not_before)
     VALUES ($1, $2, $3::jsonb, clock_timestamp() + $4::float8 * interval '1 millisecond')
     ON CONFLICT (kind, resource_id) DO UPDATE SET state = 'queued', attempt = jobs.attempt + 1,
       tries = 0, owner = NULL, lease_until = NULL, audit = EXCLUDED.audit,
       not_before = EXCLUDED.not_before, updated_at = now()
     RETURNING id`,
    [kind, resourceId, JSON.stringify(audit), delayMs],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('job insert returned no id');
  return id;
}

/**
 * Claims one job of `kinds` (those this process runs: during a rolling upgrade an older process
 * leaves a newer kind to the processes that know it) for `owner` for `leaseSeconds`: the given
 * one if it is still queued, else the oldest queued job or running job whose lease has expired
 * (its process died). Locked rows are skipped, so concurrent claimers (other processes) never
 * get the same job.
 */
export async function claimJob(
  db: Queryable,
  owner: string,
  leaseSeconds: number,
  kinds: readonly string[],
  jobId?: number,
): Promise<ClaimedJob | undefined> {
  const due = `(not_before IS NULL OR not_before <= clock_timestamp())`;
  const which =
    jobId === undefined
      ? `((state = 'queued' AND ${due}) OR (state = 'running' AND lease_until < clock_timestamp()))`
      : `id = $4 AND state = 'queued' AND ${due}`;
  const rows = await db.query<ClaimedJob>(
    `UPDATE jobs SET state = 'running', attempt = attempt + 1, tries = tries + 1, owner = $1,
       lease_until = clock_timestamp() + make_interval(secs => $2), updated_at = now()
     WHERE id = (SELECT id FROM jobs WHERE kind = ANY($3::text[]) AND ${which}
       ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)
     RETURNING ${CLAIMED}`,
    jobId === undefined ? [owner, leaseSeconds, kinds] : [owner, leaseSeconds, kinds, jobId],
  );
  return rows[0];
}

/** Extends the leases of this owner's running jobs; returns the ids still held. */
export async function renewLeases(
  db: Queryable,
  owner: string,
  leaseSeconds: number,
): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `UPDATE jobs SET lease_until = clock_timestamp() + make_interval(secs => $2)
     WHERE owner = $1 AND state = 'running' RETURNING id`,
    [owner, leaseSeconds],
  );
  return rows.map((r) => r.id);
}

/**
 * Gives this owner's running jobs back to the queue at once (shutdown): raises their attempt so
 * the handlers still running here cannot write, and does not count the claim as a try.
 */
export async function releaseJobs(db: Queryable, owner: string): Promise<number> {
  const rows = await db.query(
    `UPDATE jobs SET state = 'queued', attempt = attempt + 1, tries = greatest(tries - 1, 0),
       owner = NULL, lease_until = NULL, updated_at = now()
     WHERE owner = $1 AND state = 'running' RETURNING id`,
    [owner],
  );
  return rows.length;
}

/** Thrown by a fenced write when the job's lease has passed to a newer attempt. */
export class LostLease extends Error {
  constructor(job: { id: number; attempt: number }) {
    super(`job ${job.id} attempt ${job.attempt} lost its lease`);
  }
}

/**
 * The fence: locks the job row and checks it is still this attempt's, inside the transaction
 * of a write. A claimer skips the locked row, so the write commits before any takeover.
 */
export async function checkFence(
  tx: Queryable,
  job: { id: number; attempt: number },
): Promise<void> {
  const rows = await tx.query(
    `SELECT 1 FROM jobs WHERE id = $1 AND attempt = $2 AND state = 'running' FOR UPDATE`,
    [job.id, job.attempt],
  );
  if (rows.length === 0) throw new LostLease(job);
}

/** Ends a job (its outcome is in its resource's row); a no-op for a stale attempt. */
export async function finishJob(
  tx: Queryable,
  job: { id: number; attempt: number },
): Promise<void> {
  await tx.query('DELETE FROM jobs WHERE id = $1 AND attempt = $2', [job.id, job.attempt]);
}
