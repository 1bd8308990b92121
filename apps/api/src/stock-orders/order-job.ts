import type { JobKindHandler } from '../jobs/job-kind.ts';
import { because } from '../jobs/job-kind.ts';
import { errorDetailsText } from './error-details.ts';
import { runOrderJob } from './process-order.ts';

/** Processing a stock order; its outcome is written in one transaction, so a rerun resumes it. */
export const stockOrderJob: JobKindHandler = {
  label: 'process order',
  run: (ctx) => runOrderJob(ctx, ctx.resourceId, ctx.audit),
  async giveUp(tx, id, message, audit) {
    const rows = await tx.query<{ reference: string }>(
      `UPDATE orders SET status = 'failed', progress = 100, message = $2, error_details = $3,
         processed_at = now(), updated_at = now()
       WHERE id = $1 AND status = 'processing' RETURNING reference`,
      [id, message, errorDetailsText(message)],
    );
    if (!rows[0]) return false;
    await audit(tx, {
      action: 'process',
      resource: 'orders',
      recordId: id,
      summary: `Order ${rows[0].reference} failed: ${message}`,
    });
    return true;
  },
  telling: {
    sql: 'SELECT status, reference, message FROM orders WHERE id = $1',
    end: (row, outcome) => ({
      outcome,
      resource: 'orders',
      reference:
        outcome === 'completed'
          ? `Order ${row.reference} processed`
          : `Order ${row.reference} failed${because(row.message)}`,
      resultId: null,
    }),
  },
};
