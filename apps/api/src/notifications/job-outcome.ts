import type { Queryable } from '../db/db.ts';
import type { JobEnd, JobResourceRow, JobTelling } from '../jobs/job-kind.ts';

/** A job's resource as the user sees it: its status, and how it ended once it has. */
export interface JobSnapshot {
  status: string;
  end: JobEnd | undefined;
}

const ended = (status: string): status is JobEnd['outcome'] =>
  status === 'completed' || status === 'failed';

/**
 * Reads a job's resource inside the job's write transaction, as its kind tells it (`telling`);
 * undefined when the kind tells no one or the resource is gone.
 */
export async function readJobSnapshot(
  tx: Queryable,
  telling: JobTelling | undefined,
  resourceId: number,
): Promise<JobSnapshot | undefined> {
  if (!telling) return undefined;
  const row = (await tx.query<JobResourceRow>(telling.sql, [resourceId]))[0];
  if (!row) return undefined;
  return {
    status: row.status,
    end: ended(row.status) ? telling.end(row, row.status) : undefined,
  };
}
