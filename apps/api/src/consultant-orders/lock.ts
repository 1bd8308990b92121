import type { Queryable } from '../db/db.ts';
import { conflict } from '../http/errors.ts';
import { assertPeriodOpen } from '../periods/assert-period-open.ts';
import type { ConsultantOrderStatus } from './consultant-order-row.ts';
import { orderNotFound } from './consultant-order-row.ts';

/** The columns of a consultant order locked for a change. */
export interface LockedOrder {
  id: number;
  order_number: string;
  status: ConsultantOrderStatus;
  period_id: number;
  consultant_id: number;
  /** Whether a pending or processing combination holds it. */
  combining: boolean;
}

/**
 * Locks the orders with these ids (`FOR UPDATE`, in id order, so concurrent changes queue and
 * then see each other's result) and says which are in a pending or processing combination.
 * Missing ids are simply absent from the answer.
 */
export async function lockOrders(tx: Queryable, ids: number[]): Promise<LockedOrder[]> {
  const rows = await tx.query<Omit<LockedOrder, 'combining'>>(
    `SELECT id, order_number, status, period_id, consultant_id FROM consultant_orders
     WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE`,
    [ids],
  );
  const busy = await combiningOrderIds(tx, ids);
  return rows.map((r) => ({ ...r, combining: busy.has(r.id) }));
}

/** Which of these orders are in a pending or processing combination. */
export async function combiningOrderIds(tx: Queryable, ids: number[]): Promise<Set<number>> {
  const rows = await tx.query<{ id: number }>(
    `SELECT DISTINCT x AS id FROM combinations, unnest(consultant_order_ids) AS x
     WHERE status IN ('pending', 'processing') AND consultant_order_ids && $1::int[]
       AND x = ANY($1::int[])`,
    [ids],
  );
  return new Set(rows.map((r) => r.id));
}

/**
 * Locks one order for a change of its fields, status or items: 404 when it does not exist,
 * 409 on `period_id` when its period is closed or archived, 409 when it is `combined` or in a
 * pending or processing combination.
 */
export async function lockChangeableOrder(tx: Queryable, id: number): Promise<LockedOrder> {
  const [order] = await lockOrders(tx, [id]);
  if (!order) throw orderNotFound();
  await assertPeriodOpen(tx, order.period_id, 'consultant orders');
  if (order.status === 'combined') {
    throw conflict(
      `Consultant order ${order.order_number} is combined; delete its combined order first`,
    );
  }
  if (order.combining) {
    throw conflict(`Consultant order ${order.order_number} is being combined; try again shortly`);
  }
  return order;
}

/** Touches an order's `updated_at` after a change of its items. */
export async function touchOrder(tx: Queryable, id: number, now: Date): Promise<void> {
  await tx.query('UPDATE consultant_orders SET updated_at = $2 WHERE id = $1', [id, now]);
}
