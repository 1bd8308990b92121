import { countWords } from '../audit/audit-words.ts';
import type { JobKindHandler } from '../jobs/job-kind.ts';
import { because } from '../jobs/job-kind.ts';
import { runCombination } from './run-combination.ts';

/** Combining consultant orders into a combined order, in one transaction with its outcome. */
export const combinationJob: JobKindHandler = {
  label: 'combination',
  run: (ctx) => runCombination(ctx, ctx.resourceId, ctx.audit),
  async giveUp(tx, id, message, audit) {
    const rows = await tx.query<{ consultant_order_ids: number[] }>(
      `UPDATE combinations SET status = 'failed', progress = 100, error = $2, message = $3,
         updated_at = now()
       WHERE id = $1 AND status IN ('pending', 'processing') RETURNING consultant_order_ids`,
      [id, message, `Combination failed: ${message}`],
    );
    if (!rows[0]) return false;
    for (const orderId of rows[0].consultant_order_ids) {
      await audit(tx, {
        action: 'combine',
        resource: 'consultant_orders',
        recordId: orderId,
        summary: `Combining ${countWords(rows[0].consultant_order_ids.length, 'consultant order')} failed: ${message}`,
      });
    }
    return true;
  },
  telling: {
    sql: `SELECT c.status, c.combined_order_id, c.error, cardinality(c.consultant_order_ids) AS n,
        o.combined_number
      FROM combinations c LEFT JOIN combined_orders o ON o.id = c.combined_order_id
      WHERE c.id = $1`,
    end: (row, outcome) => ({
      outcome,
      resource: 'combinations',
      reference:
        outcome === 'completed'
          ? `Combination of ${countWords(Number(row.n), 'consultant order')} completed${row.combined_number ? `: combined order ${row.combined_number}` : ''}`
          : `Combination of ${countWords(Number(row.n), 'consultant order')} failed${because(row.error)}`,
      resultId:
        outcome === 'completed' && row.combined_order_id !== null
          ? Number(row.combined_order_id)
          : null,
    }),
  },
};
