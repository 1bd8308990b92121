import type { Db, Queryable } from '../db/db.ts';
import { checkFence } from './job-queue.ts';

const READ = /^\s*select\b/i;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The database as a job attempt sees it: reads go straight through; every write (a single
 * statement or a transaction) first checks the attempt still holds the job (`checkFence`), so a
 * worker that lost its lease cannot overwrite a newer attempt. `stepDelayMs` (tests only, the
 * `JOB_STEP_DELAY_MS` knob) waits before each write so a test can catch a job mid-way.
 * `afterWrite` runs at the end of every write transaction (the job's notifications, decision 025).
 */
export function fencedDb(
  db: Db,
  job: { id: number; attempt: number },
  stepDelayMs = 0,
  afterWrite: (tx: Queryable) => Promise<void> = async () => {},
): Db {
  const pause = () => (stepDelayMs > 0 ? sleep(stepDelayMs) : Promise.resolve());
  return {
    async query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
      if (READ.test(sql)) return db.query<T>(sql, params);
      await pause();
      return db.transaction(async (tx) => {
        await checkFence(tx, job);
        const rows = await tx.query<T>(sql, params);
        await afterWrite(tx);
        return rows;
      });
    },
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      await pause();
      return db.transaction(async (tx) => {
        await checkFence(tx, job);
        const value = await fn(tx);
        await afterWrite(tx);
        return value;
      });
    },
    exec: () => Promise.reject(new Error('a job cannot run scripts')),
    close: () => Promise.reject(new Error('a job cannot close the database')),
  };
}
