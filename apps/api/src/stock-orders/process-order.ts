import { orderLinesFailure } from '@back-office/domain';
import type { Auditor } from '../audit/audit.ts';
import type { AppDeps } from '../http/env.ts';
import { errorDetailsText, type FailedItem } from './error-details.ts';
import { orderOutputXlsx } from './order-output.ts';
import { findStockOrder, type StockOrderItemRow } from './stock-order-row.ts';

/** What a finished job stores besides its status. */
interface Outcome {
  error_details?: string;
  output_file?: Uint8Array;
  output_file_name?: string;
}

interface CheckedLine extends StockOrderItemRow {
  live_product_id: number | null;
  stock_quantity: number | null;
}

/**
 * Checks the lines against the products as they are now: a line whose product was deleted, or
 * whose product's stock is below what the order asks for it in total, fails.
 */
export function checkLines(lines: CheckedLine[]): FailedItem[] {
  const ordered = new Map<number, number>();
  for (const l of lines) {
    if (l.live_product_id !== null) {
      ordered.set(l.live_product_id, (ordered.get(l.live_product_id) ?? 0) + l.quantity);
    }
  }
  const failed: FailedItem[] = [];
  for (const l of lines) {
    if (l.live_product_id === null) {
      failed.push({
        item_id: l.id,
        product_code: l.product_code,
        reason: `Product ${l.product_code} no longer exists`,
      });
      continue;
    }
    const wanted = ordered.get(l.live_product_id) ?? l.quantity;
    if (l.stock_quantity !== null && l.stock_quantity < wanted) {
      failed.push({
        item_id: l.id,
        product_code: l.product_code,
        reason: `Insufficient stock: ${l.stock_quantity} available, ${wanted} ordered`,
      });
    }
  }
  return failed;
}

/**
 * The order-processing job: checks every line, then ends the order `completed` (with the output
 * spreadsheet) or `failed` (with `error_details`). Every write is conditional on the order
 * still being `processing`, so a cancel in the meantime wins and nothing is committed. `audit`
 * writes the outcome's entry (the starting request's auditor, or the start-up one).
 */
export async function runOrderJob(
  deps: Pick<AppDeps, 'db' | 'now'>,
  id: number,
  audit: Auditor,
): Promise<void> {
  const { db } = deps;
  const step = async (progress: number, message: string): Promise<boolean> => {
    const rows = await db.query(
      `UPDATE orders SET progress = $2, message = $3, updated_at = $4
       WHERE id = $1 AND status = 'processing' RETURNING id`,
      [id, progress, message, deps.now()],
    );
    return rows.length > 0;
  };
  const fail = async (message: string, failed: FailedItem[]) => {
    await finish('failed', message, { error_details: errorDetailsText(message, failed) });
  };
  const finish = async (status: 'completed' | 'failed', message: string, set: Outcome) => {
    const now = deps.now();
    await db.transaction(async (tx) => {
      const rows = await tx.query<{ reference: string }>(
        `UPDATE orders SET status = $2, progress = 100, message = $3, error_details = $4,
           output_file = $5, output_file_name = $6, processed_at = $7, updated_at = $7
         WHERE id = $1 AND status = 'processing' RETURNING reference`,
        [
          id,
          status,
          message,
          set.error_details ?? null,
          set.output_file ?? null,
          set.output_file_name ?? null,
          now,
        ],
      );
      const row = rows[0];
      if (!row) return;
      await audit(tx, {
        action: 'process',
        resource: 'orders',
        recordId: id,
        summary: `Order ${row.reference} ${status}: ${message}`,
      });
    });
  };

  try {
    if (!(await step(5, 'Checking lines'))) return;
    const lines = await db.query<CheckedLine>(
      `SELECT i.*, p.id AS live_product_id, p.stock_quantity
       FROM order_items i LEFT JOIN products p ON p.id = i.product_id
       WHERE i.order_id = $1 ORDER BY i.id`,
      [id],
    );
    const noLines = orderLinesFailure(lines.length);
    if (noLines) return fail(noLines, []);
    for (let n = 25; n < lines.length; n += 25) {
      const progress = 5 + Math.floor((60 * n) / lines.length);
      if (!(await step(progress, `Checked ${n} of ${lines.length} lines`))) return;
    }
    const failed = checkLines(lines);
    if (failed.length > 0) {
      return fail(`${failed.length} of ${lines.length} items could not be processed`, failed);
    }
    if (!(await step(70, `Writing ${lines.length} lines`))) return;
    const order = await findStockOrder(db, id);
    if (order?.status !== 'processing') return;
    const processedAt = deps.now();
    const bytes = await orderOutputXlsx(order, lines, processedAt);
    await finish('completed', 'Order processed', {
      output_file: bytes,
      output_file_name: `order_${order.reference}.xlsx`,
    });
  } catch (error) {
    await fail('Processing stopped by an internal error; retry the order', []);
    throw error;
  }
}
