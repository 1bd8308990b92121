import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { type Auditor, insertAudit } from '../audit/audit.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/db.ts';
import { recordJobChange } from '../notifications/record-job-change.ts';
import type { DurableJobs } from './durable-jobs.ts';
import { fencedDb } from './fenced-db.ts';
import type { JobKindHandler } from './job-kind.ts';
import {
  type ClaimedJob,
  checkFence,
  claimJob,
  finishJob,
  type JobKind,
  LostLease,
  releaseJobs,
  renewLeases,
} from './job-queue.ts';
import type { JobRunner } from './jobs.ts';
import { recordLeaseRenewal } from './lease-lateness.ts';

/** How the worker claims, leases and gives up jobs (from the configuration). */
export interface WorkerOptions {
  /** A claim lasts this long unless renewed; a dead process's job is taken over after it. */
  leaseSeconds: number;
  /** How often a started worker looks for queued or abandoned jobs. */
  pollMs: number;
  /** Jobs this process runs at once. */
  concurrency: number;
  /** Claims a job may have; the next claimer fails it ({@link gaveUpMessage}). */
  maxTries: number;
  /** Test-only pause before every write of a job (`JOB_STEP_DELAY_MS`). */
  stepDelayMs: number;
}

/** The worker's options from the configuration. */
export const workerOptionsOf = (config: Config): WorkerOptions => ({
  leaseSeconds: config.jobLeaseSeconds,
  pollMs: config.jobPollMs,
  concurrency: config.jobConcurrency,
  maxTries: config.jobMaxTries,
  stepDelayMs: config.jobStepDelayMs,
});

/** The message of a job failed because it could not be finished after `tries` claims. */
export const gaveUpMessage = (tries: number) =>
  `Stopped after ${tries} interrupted attempts (the API process running it stopped); try again`;

/**
 * Runs the queued jobs of this process: a job enqueued by a request here is run at once
 * (`runQueued`); once `start`ed, the worker also polls for queued jobs and for running jobs
 * whose lease expired (their process died), and renews the leases of its own jobs. Every job
 * attempt writes through a fenced database (see `fencedDb`). Work goes through `runner`, so
 * `runner.idle()` waits for it.
 */
export class JobWorker implements DurableJobs {
  readonly owner = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private timers: NodeJS.Timeout[] = [];
  private active = 0;
  /** The kinds this process runs: it claims no other (a newer process's, mid-upgrade). */
  private readonly kindNames: readonly string[];
  private stopped = false;
  private started = false;

  constructor(
    private readonly db: Db,
    private readonly runner: () => JobRunner,
    private readonly kinds: Record<JobKind, JobKindHandler>,
    private readonly now: () => Date,
    private readonly options: WorkerOptions,
  ) {
    this.kindNames = Object.keys(kinds);
  }

  /** Starts a job just enqueued (after its transaction committed), in the background. */
  runQueued(jobId: number, name: string): void {
    this.runner().start(name, async () => {
      if (this.stopped) return; // left queued: another process claims it
      const job = await claimJob(
        this.db,
        this.owner,
        this.options.leaseSeconds,
        this.kindNames,
        jobId,
      );
      if (!job) return;
      this.active += 1;
      await this.execute(job);
    });
  }

  /** Polls for claimable jobs and renews leases until {@link stop}. */
  start(): void {
    const poll = setInterval(() => void this.poll(), this.options.pollMs);
    const everyMs = (this.options.leaseSeconds * 1000) / 3;
    let dueAt = performance.now() + everyMs;
    const renew = setInterval(() => {
      const due = dueAt;
      dueAt = performance.now() + everyMs;
      void renewLeases(this.db, this.owner, this.options.leaseSeconds)
        .then(() => recordLeaseRenewal(due, performance.now()))
        .catch(logError);
    }, everyMs);
    this.timers = [poll, renew];
    this.started = true;
  }

  /** Claims and runs jobs while there are free slots and claimable jobs. */
  async poll(): Promise<void> {
    while (!this.stopped && this.active < this.options.concurrency) {
      this.active += 1; // the slot is taken before the claim, so concurrent polls cannot overfill
      const job = await claimJob(
        this.db,
        this.owner,
        this.options.leaseSeconds,
        this.kindNames,
      ).catch(logError);
      if (!job) {
        this.active -= 1;
        return;
      }
      this.runner().start(`${this.kinds[job.kind].label} ${job.resource_id}`, () =>
        this.execute(job),
      );
    }
  }

  /**
   * Stops claiming; waits up to `graceMs` for running jobs, then gives the rest back to the
   * queue (another process claims them at once). Returns how many were given back.
   */
  async stop(graceMs: number): Promise<number> {
    this.stopped = true;
    for (const t of this.timers) clearInterval(t);
    const idle = this.runner().idle();
    await Promise.race([idle, new Promise((resolve) => setTimeout(resolve, graceMs).unref())]);
    return this.active > 0 ? releaseJobs(this.db, this.owner) : 0;
  }

  /** Runs one claimed attempt (counted in `active`), or fails the job once it had too many. */
  private async execute(job: ClaimedJob): Promise<void> {
    const kind = this.kinds[job.kind];
    const audit = jobAuditor(job);
    try {
      if (job.tries > this.options.maxTries) {
        await this.db.transaction(async (tx) => {
          await checkFence(tx, job);
          await kind.giveUp(tx, job.resource_id, gaveUpMessage(job.tries - 1), audit);
          await recordJobChange(tx, job, this.kinds[job.kind].telling);
          await finishJob(tx, job);
        });
        return;
      }
      const db = fencedDb(this.db, job, this.options.stepDelayMs, (tx) =>
        recordJobChange(tx, job, this.kinds[job.kind].telling),
      );
      try {
        await kind.run({
          db,
          now: this.now,
          audit,
          resourceId: job.resource_id,
          resumed: job.tries > 1,
        });
      } finally {
        await finishJob(this.db, job);
      }
    } catch (error) {
      if (!(error instanceof LostLease)) throw error;
    } finally {
      this.active -= 1;
      // A slot is free: take the next queued job now rather than at the next poll.
      if (this.started && !this.stopped) setImmediate(() => void this.poll());
    }
  }
}

/** The auditor of a job: as the user (request id, IP) who started it, whoever runs it. */
function jobAuditor(job: ClaimedJob): Auditor {
  const { actorId, actorEmail, requestId, ip } = job.audit;
  const starter =
    actorId === null || actorEmail === null ? null : { id: actorId, email: actorEmail };
  return (tx, entry) =>
    insertAudit(tx, entry, entry.actor === undefined ? starter : entry.actor, requestId, ip);
}

function logError(error: unknown): undefined {
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`${JSON.stringify({ level: 'error', worker: 'jobs', error: message })}\n`);
  return undefined;
}
