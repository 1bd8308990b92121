import type { Auditor } from '../audit/audit.ts';
import type { Db, Queryable } from '../db/db.ts';

/** What a job attempt runs with: a fenced database, the clock, the starter's auditor. */
export interface JobContext {
  db: Db;
  now: () => Date;
  audit: Auditor;
  resourceId: number;
  /** A later attempt after a process died (or gave the job back) mid-way. */
  resumed: boolean;
}

/**
 * How a job ended, in words, with the record it made when that is another than the job's own
 * (the web builds its link from the notification's records: decision 065).
 */
export interface JobEnd {
  outcome: 'completed' | 'failed';
  /** The table of the job's resource (`uploads`, `orders`, …). */
  resource: string;
  reference: string;
  /** A completed combination's combined order; null for every other end. */
  resultId: number | null;
}

/** A job's resource row as {@link JobTelling.sql} reads it. */
export type JobResourceRow = Record<string, unknown> & { status: string };

/** What the user who started a job is told: its resource's row, and the words of its end. */
export interface JobTelling {
  /** Reads the resource by id (`$1`); selects at least `status`. */
  sql: string;
  end(row: JobResourceRow, outcome: JobEnd['outcome']): JobEnd;
}

/** One kind of background job: how it runs, how it is failed, and what its starter is told. */
export interface JobKindHandler {
  /** The job's name in logs. */
  label: string;
  run(ctx: JobContext): Promise<void>;
  /**
   * Fails the resource with `message` (clearing its progress text) if it is still running, and
   * audits that; returns whether it did. Runs inside the fenced transaction that ends the job.
   */
  giveUp(tx: Queryable, resourceId: number, message: string, audit: Auditor): Promise<boolean>;
  /** Absent: the job tells no one (an email). */
  telling?: JobTelling;
}

/** `: <message>` after a failure's words, when there is a message. */
export const because = (message: unknown): string =>
  typeof message === 'string' && message ? `: ${message}` : '';
