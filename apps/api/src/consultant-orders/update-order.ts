import type { Schemas } from '@back-office/api-client';
import type { Queryable } from '../db/db.ts';
import { conflict } from '../http/errors.ts';
import type { ConsultantOrderStatus } from './consultant-order-row.ts';
import { lockChangeableOrder } from './lock.ts';

/** The contract's `ConsultantOrderUpdate`. */
export type OrderUpdate = Schemas['ConsultantOrderUpdate'];

/** The status changes `ConsultantOrderUpdate` allows (from → to). */
const TRANSITIONS: Record<ConsultantOrderStatus, readonly ConsultantOrderStatus[]> = {
  draft: ['submitted', 'cancelled'],
  submitted: ['draft', 'cancelled'],
  cancelled: ['draft'],
  combined: [],
};

/** What an update did, for the audit log. */
export interface UpdateOutcome {
  order_number: string;
  from: ConsultantOrderStatus;
  to: ConsultantOrderStatus;
  fields: string[];
}

/**
 * Applies an update: 404 unknown; 409 for a combined or combining order, a transition the
 * lifecycle does not allow (a cancelled order accepts only the change back to draft), or
 * submitting an order without items. Keeping the same status is not a transition.
 */
export async function updateOrder(
  tx: Queryable,
  id: number,
  body: OrderUpdate,
  now: Date,
): Promise<UpdateOutcome> {
  const order = await lockChangeableOrder(tx, id);
  const from = order.status;
  const to = body.status ?? from;
  if (from === 'cancelled' && to !== 'draft') {
    throw conflict(
      `Consultant order ${order.order_number} is cancelled; only reopening it as draft is allowed`,
    );
  }
  if (to !== from && !TRANSITIONS[from].includes(to)) {
    throw conflict(`Consultant order ${order.order_number} cannot go from ${from} to ${to}`);
  }
  if (to === 'submitted' && from !== 'submitted') {
    const [n] = await tx.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM consultant_order_items WHERE consultant_order_id = $1',
      [id],
    );
    if ((n?.n ?? 0) === 0) {
      throw conflict(`Consultant order ${order.order_number} has no items and cannot be submitted`);
    }
  }
  const sets: string[] = ['status = $2', 'updated_at = $3'];
  const params: unknown[] = [id, to, now];
  const fields: string[] = [];
  if (to === 'submitted' && from !== 'submitted') sets.push('submitted_at = $3');
  if (body.order_date !== undefined) {
    params.push(body.order_date);
    sets.push(`order_date = $${params.length}`);
    fields.push('order_date');
  }
  if (body.notes !== undefined) {
    params.push(body.notes);
    sets.push(`notes = $${params.length}`);
    fields.push('notes');
  }
  await tx.query(`UPDATE consultant_orders SET ${sets.join(', ')} WHERE id = $1`, params);
  return { order_number: order.order_number, from, to, fields };
}
