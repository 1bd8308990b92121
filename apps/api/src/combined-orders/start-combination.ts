import { orderNotFound } from '../consultant-orders/consultant-order-row.ts';
import { lockOrders } from '../consultant-orders/lock.ts';
import type { Queryable } from '../db/db.ts';
import { conflict, notFound } from '../http/errors.ts';
import { assertPeriodsOpen } from '../periods/assert-period-open.ts';
import type { CombinationRow } from './combination-row.ts';

/**
 * Checks the orders to combine and records a `pending` combination: 404 naming missing ids;
 * 409 on `period_id` when their period is closed or archived; 409 unless every order is `submitted`, all belong to one period and none is already in a
 * pending or processing combination. The orders stay locked by the combination until it ends.
 */
export async function startCombination(
  tx: Queryable,
  ids: number[],
  notes: string | null,
  userId: number,
  now: Date,
): Promise<CombinationRow> {
  const orders = await lockOrders(tx, ids);
  if (orders.length < ids.length) {
    if (ids.length === 1) throw orderNotFound();
    const found = new Set(orders.map((o) => o.id));
    throw notFound(`Consultant orders not found: ${ids.filter((id) => !found.has(id)).join(', ')}`);
  }
  await assertPeriodsOpen(
    tx,
    orders.map((o) => o.period_id),
    'consultant orders',
  );
  const notSubmitted = orders.filter((o) => o.status !== 'submitted');
  if (notSubmitted.length > 0) {
    throw conflict(
      `Only submitted consultant orders can be combined: ${notSubmitted
        .map((o) => `${o.order_number} is ${o.status}`)
        .join(', ')}`,
    );
  }
  const combining = orders.filter((o) => o.combining);
  if (combining.length > 0) {
    throw conflict(
      `Consultant orders already being combined: ${combining.map((o) => o.order_number).join(', ')}`,
    );
  }
  const periods = new Set(orders.map((o) => o.period_id));
  if (periods.size > 1) {
    throw conflict('Consultant orders of different periods cannot be combined together');
  }
  const [row] = await tx.query<CombinationRow>(
    `INSERT INTO combinations (status, period_id, consultant_order_ids, notes, progress, message,
       created_by, created_at, updated_at)
     VALUES ('pending', $1, $2::int[], $3, 0, $4, $5, $6, $6) RETURNING *`,
    [
      orders[0]?.period_id,
      ids,
      notes,
      `Waiting to combine ${ids.length} consultant order${ids.length === 1 ? '' : 's'}`,
      userId,
      now,
    ],
  );
  if (!row) throw new Error('combination insert returned no row');
  return row;
}
