import { runCombination } from '../combined-orders/run-combination.ts';
import type { AppDeps } from '../http/env.ts';
import { runOrderJob } from '../orders/process-order.ts';
import { importUpload } from '../uploads/import-upload.ts';
import { runWeeklyCombination } from '../weekly-combinations/process-job.ts';
import { startupAuditor } from './audit.ts';

/** The message of a job that a restart interrupted and that cannot be resumed. */
export const INTERRUPTED = 'Interrupted by a restart; try again';

/** What {@link recoverJobs} did, by kind. */
export interface RecoveredJobs {
  /** Jobs started again (they claim their rows with conditional updates, as at first). */
  resumed: { orders: number; uploads: number; combinations: number; weekly: number };
  /** Uploads that were half-way through their import, now failed with {@link INTERRUPTED}. */
  failedUploads: number;
}

const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

/**
 * Picks up the background work a stopped process left behind; call once at start-up, after the
 * migrations and the seed. Orders in `processing`, combinations in `pending`/`processing`,
 * weekly combinations in `processing` and uploads still `pending` are resumed through their own
 * job functions (each re-checks its row's status before every write, so a resumed job cannot
 * overwrite a finished one). An upload in `processing` cannot be claimed again (its claim is
 * pending → processing), so it is failed with {@link INTERRUPTED} and can be uploaded again.
 * Weekly combinations in `pending` were never started and wait for the user, as before.
 */
export async function recoverJobs(deps: AppDeps): Promise<RecoveredJobs> {
  const { db, jobs } = deps;
  const now = deps.now();
  const interrupted = await db.query<{ id: number }>(
    `UPDATE uploads SET status = 'failed', message = $1,
            errors = jsonb_build_array(jsonb_build_object('row', 1, 'column', NULL, 'message', $1::text)),
            imported_rows = 0, updated_at = $2, completed_at = $2
      WHERE status = 'processing' RETURNING id`,
    [INTERRUPTED, now],
  );
  const uploads = ids(
    await db.query(`SELECT id FROM uploads WHERE status = 'pending' ORDER BY id`),
  );
  const orders = ids(
    await db.query(`SELECT id FROM orders WHERE status = 'processing' ORDER BY id`),
  );
  const combinations = ids(
    await db.query(
      `SELECT id FROM combinations WHERE status IN ('pending', 'processing') ORDER BY id`,
    ),
  );
  const weekly = ids(
    await db.query(`SELECT id FROM weekly_combinations WHERE status = 'processing' ORDER BY id`),
  );
  for (const id of uploads) {
    jobs.start(`import upload ${id} (resumed)`, () =>
      importUpload(
        {
          db,
          now: deps.now,
          audit: (tx, outcome) =>
            startupAuditor(tx, {
              action: 'process',
              resource: 'uploads',
              recordId: id,
              summary: outcome.summary,
            }),
        },
        id,
      ),
    );
  }
  for (const id of orders) {
    jobs.start(`process order ${id} (resumed)`, () => runOrderJob(deps, id, startupAuditor));
  }
  for (const id of combinations) {
    jobs.start(`combination ${id} (resumed)`, () => runCombination(deps, id, startupAuditor));
  }
  for (const id of weekly) {
    jobs.start(`weekly combination ${id} (resumed)`, () => runWeeklyCombination(deps, id));
  }
  return {
    resumed: {
      orders: orders.length,
      uploads: uploads.length,
      combinations: combinations.length,
      weekly: weekly.length,
    },
    failedUploads: interrupted.length,
  };
}
