import type { JobKindHandler } from '../jobs/job-kind.ts';
import { because } from '../jobs/job-kind.ts';
import { runWeeklyCombination } from './process-job.ts';

/** Processing a weekly combination; its outcome is written in one transaction. */
export const weeklyCombinationJob: JobKindHandler = {
  label: 'weekly combination',
  run: (ctx) => runWeeklyCombination(ctx, ctx.resourceId),
  async giveUp(tx, id, message, audit) {
    const rows = await tx.query<{ week_start: string; week_end: string }>(
      `UPDATE weekly_combinations SET status = 'failed', progress = 100, message = $2, error = $2,
         processed_at = now(), updated_at = now()
       WHERE id = $1 AND status = 'processing'
       RETURNING week_start::text AS week_start, week_end::text AS week_end`,
      [id, message],
    );
    if (!rows[0]) return false;
    await audit(tx, {
      action: 'process',
      resource: 'weekly_combinations',
      recordId: id,
      summary: `Weekly combination of ${rows[0].week_start} to ${rows[0].week_end} failed: ${message}`,
    });
    return true;
  },
  telling: {
    sql: 'SELECT status, week_start, week_end, error FROM weekly_combinations WHERE id = $1',
    end: (row, outcome) => ({
      outcome,
      resource: 'weekly_combinations',
      reference:
        outcome === 'completed'
          ? `Weekly combination of ${row.week_start} to ${row.week_end} completed`
          : `Weekly combination of ${row.week_start} to ${row.week_end} failed${because(row.error)}`,
      resultId: null,
    }),
  },
};
