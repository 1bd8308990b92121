import { EDITABLE_ORDER_STATUSES, UNDELETABLE_ORDER_STATUSES } from '@back-office/domain';
import type { Queryable } from '../db/db.ts';
import { conflict, notFound } from '../http/errors.ts';
import { assertPeriodOpen } from '../periods/assert-period-open.ts';
import type { StockOrderStatus } from './stock-order-row.ts';

/** The locked state of an order: its status, and its reference (what messages call it). */
interface LockedOrder {
  status: StockOrderStatus;
  reference: string;
}

/**
 * Locks the order row (`FOR UPDATE`) for a change and returns its status and reference: 404
 * when it does not exist, 409 on `period_id` when its period is closed or archived.
 */
export async function lockedOrder(tx: Queryable, id: number): Promise<LockedOrder> {
  const rows = await tx.query<LockedOrder & { period_id: number | null }>(
    'SELECT status, reference, period_id FROM orders WHERE id = $1 FOR UPDATE',
    [id],
  );
  const row = rows[0];
  if (!row) throw notFound('Order not found');
  await assertPeriodOpen(tx, row.period_id, 'stock orders');
  return { status: row.status, reference: row.reference };
}

/**
 * Moves an order from one of `from` to `to` with a locked, conditional update (of two
 * simultaneous requests one wins, the other sees the new status), also setting the `extra`
 * columns. Returns the previous status. 404 when the order does not exist; 409 with
 * `refusal(status)` when its status is not in `from`.
 */
export async function transition(
  tx: Queryable,
  id: number,
  from: readonly StockOrderStatus[],
  to: StockOrderStatus,
  now: Date,
  /** The 409 message for a status that does not allow the move; `reference` names the order. */
  refusal: (status: StockOrderStatus, reference: string) => string,
  extra: Record<string, unknown> = {},
): Promise<StockOrderStatus> {
  const { status: previous, reference } = await lockedOrder(tx, id);
  if (!from.includes(previous)) throw conflict(refusal(previous, reference));
  const sets = ['status = $3', 'updated_at = $4'];
  const params: unknown[] = [id, from, to, now];
  for (const [column, value] of Object.entries(extra)) {
    params.push(value);
    sets.push(`${column} = $${params.length}`);
  }
  const rows = await tx.query(
    `UPDATE orders SET ${sets.join(', ')} WHERE id = $1 AND status = ANY($2::text[]) RETURNING id`,
    params,
  );
  if (rows.length === 0) {
    const now = await lockedOrder(tx, id);
    throw conflict(refusal(now.status, now.reference));
  }
  return previous;
}

/**
 * Locks an order for an item change (touching `updated_at`): 404 when it does not exist, 409
 * unless it is a draft or failed (a failed order's lines are corrected, then it is retried).
 */
export async function lockDraft(tx: Queryable, id: number, now: Date): Promise<string> {
  const { status, reference } = await lockedOrder(tx, id);
  if (!EDITABLE_ORDER_STATUSES.includes(status)) {
    throw conflict(
      `Order ${reference} is ${status}; items can only change while it is a draft or has failed`,
    );
  }
  await tx.query('UPDATE orders SET updated_at = $2 WHERE id = $1', [id, now]);
  return reference;
}

/** Deletes an order unless it reached a status that must be kept (the caller checked it). */
export async function deleteStockOrder(tx: Queryable, id: number): Promise<void> {
  await tx.query('DELETE FROM orders WHERE id = $1 AND NOT (status = ANY($2::text[]))', [
    id,
    UNDELETABLE_ORDER_STATUSES,
  ]);
}
