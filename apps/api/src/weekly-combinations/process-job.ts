import type { AppDeps } from '../http/env.ts';
import { gatherWeek, snapshotOf } from './week-orders.ts';
import { findWeekly } from './weekly-row.ts';
import { weeklyWorkbook } from './workbook.ts';

/** The spreadsheet's file name. */
export const weeklyFileName = (id: number) => `weekly_combination_${id}.xlsx`;

/**
 * The processing job of a weekly combination already moved to `processing`: gathers the week,
 * writes the spreadsheet and completes, or fails with the reason. Every step is a conditional
 * update on `status = 'processing'`, so a combination cancelled (or deleted) meanwhile stops the
 * job and no file is written.
 */
export async function runWeeklyCombination(
  deps: Pick<AppDeps, 'db' | 'now'>,
  id: number,
): Promise<void> {
  const { db } = deps;
  const step = async (progress: number, message: string) => {
    const rows = await db.query(
      `UPDATE weekly_combinations SET progress = $2, message = $3, updated_at = $4
       WHERE id = $1 AND status = 'processing' RETURNING id`,
      [id, progress, message, deps.now()],
    );
    return rows.length > 0;
  };
  if (!(await step(10, "Gathering the week's consultant orders"))) return;
  try {
    const row = await findWeekly(db, id);
    if (!row) return;
    const week = await gatherWeek(db, row);
    if (week.orders.length === 0) throw new Error('The week has no submitted consultant orders');
    if (
      !(await step(50, `Writing ${week.orders.length} orders and ${week.products.length} products`))
    )
      return;
    const now = deps.now();
    const bytes = await weeklyWorkbook(week, { ...row, gathered_at: now });
    const snap = snapshotOf(week);
    await db.query(
      `UPDATE weekly_combinations SET status = 'completed', progress = 100, message = 'Spreadsheet ready',
         file = $2, file_name = $3, consultant_order_count = $4, total_quantity = $5, total_cents = $6,
         error = NULL, processed_at = $7, updated_at = $7
       WHERE id = $1 AND status = 'processing'`,
      [
        id,
        Buffer.from(bytes),
        weeklyFileName(id),
        snap.consultant_order_count,
        snap.total_quantity,
        snap.total_cents,
        now,
      ],
    );
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const now = deps.now();
    await db.query(
      `UPDATE weekly_combinations SET status = 'failed', progress = 100, message = $2, error = $2,
         processed_at = $3, updated_at = $3
       WHERE id = $1 AND status = 'processing'`,
      [id, reason, now],
    );
  }
}
