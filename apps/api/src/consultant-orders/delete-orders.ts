import type { Queryable } from '../db/db.ts';
import { conflict, notFound } from '../http/errors.ts';
import { assertPeriodsOpen } from '../periods/assert-period-open.ts';
import { orderNotFound } from './consultant-order-row.ts';
import { type LockedOrder, lockOrders } from './lock.ts';

/**
 * Deletes consultant orders and their items, all or nothing: 404 naming missing ids, 409 on
 * `period_id` for orders of a closed or archived period, then 409 naming orders that are
 * `combined` or in a pending or processing combination. Returns the deleted orders (locked
 * rows), in id order.
 */
export async function deleteOrders(tx: Queryable, ids: number[]): Promise<LockedOrder[]> {
  const orders = await lockOrders(tx, ids);
  if (orders.length < ids.length) {
    const found = new Set(orders.map((o) => o.id));
    const missing = ids.filter((id) => !found.has(id));
    if (ids.length === 1) throw orderNotFound();
    throw notFound(`Consultant orders not found: ${missing.join(', ')}`);
  }
  await assertPeriodsOpen(
    tx,
    orders.map((o) => o.period_id),
    'consultant orders',
  );
  const combined = orders.filter((o) => o.status === 'combined');
  if (combined.length > 0) {
    throw conflict(
      `Combined consultant orders cannot be deleted (delete their combined order first): ${combined
        .map((o) => o.order_number)
        .join(', ')}`,
    );
  }
  const combining = orders.filter((o) => o.combining);
  if (combining.length > 0) {
    throw conflict(
      `Consultant orders being combined cannot be deleted: ${combining.map((o) => o.order_number).join(', ')}`,
    );
  }
  await tx.query('DELETE FROM consultant_orders WHERE id = ANY($1::int[])', [ids]);
  return orders;
}
