import type { Schemas } from '@back-office/api-client';
import type { Queryable } from '../db/db.ts';
import { conflict, notFound } from '../http/errors.ts';
import type { ConsultantOrderItemRow } from './consultant-order-row.ts';
import { lockChangeableOrder, touchOrder } from './lock.ts';
import { type ItemCreate, insertConsultantOrderItem, resolveItem } from './resolve-item.ts';

/** The contract's `ConsultantOrderItemUpdate`. */
export type ItemUpdate = Schemas['ConsultantOrderItemUpdate'];

const itemNotFound = () => notFound('Consultant order item not found');

/** Locks an order whose items may change: 409 unless it is draft or submitted (and not combining). */
async function lockForItems(tx: Queryable, orderId: number) {
  const order = await lockChangeableOrder(tx, orderId);
  if (order.status !== 'draft' && order.status !== 'submitted') {
    throw conflict(
      `Consultant order ${order.order_number} is ${order.status}; its items cannot change`,
    );
  }
  return order;
}

/** The order id of an item, or a 404. */
async function orderOfItem(tx: Queryable, itemId: number): Promise<number> {
  const [row] = await tx.query<{ consultant_order_id: number }>(
    'SELECT consultant_order_id FROM consultant_order_items WHERE id = $1',
    [itemId],
  );
  if (!row) throw itemNotFound();
  return row.consultant_order_id;
}

/** Adds a line to an order (404 order or product, 400 free line without price, 409 state). */
export async function addConsultantOrderItem(
  tx: Queryable,
  orderId: number,
  body: ItemCreate,
  now: Date,
) {
  const order = await lockForItems(tx, orderId);
  const item = await resolveItem(tx, body);
  const id = await insertConsultantOrderItem(tx, orderId, item, now);
  await touchOrder(tx, orderId, now);
  return { order, itemId: id, item };
}

/** Changes a line's quantity, price or description (404 item, 409 state); returns the order id. */
export async function changeItem(tx: Queryable, itemId: number, body: ItemUpdate, now: Date) {
  const orderId = await orderOfItem(tx, itemId);
  const order = await lockForItems(tx, orderId);
  const [row] = await tx.query<ConsultantOrderItemRow>(
    `UPDATE consultant_order_items SET quantity = coalesce($2, quantity),
       unit_price_cents = coalesce($3, unit_price_cents), description = coalesce($4, description),
       updated_at = $5
     WHERE id = $1 AND consultant_order_id = $6 RETURNING *`,
    [
      itemId,
      body.quantity ?? null,
      body.unit_price_cents ?? null,
      body.description ?? null,
      now,
      orderId,
    ],
  );
  if (!row) throw itemNotFound();
  await touchOrder(tx, orderId, now);
  return { order, item: row };
}

/**
 * Removes a line (404 item; 409 unless the order is draft, or submitted with another line,
 * and not combining). Returns the order id.
 */
export async function removeItem(tx: Queryable, itemId: number, now: Date) {
  const orderId = await orderOfItem(tx, itemId);
  const order = await lockForItems(tx, orderId);
  const [count] = await tx.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM consultant_order_items WHERE consultant_order_id = $1',
    [orderId],
  );
  if (order.status === 'submitted' && (count?.n ?? 0) <= 1) {
    throw conflict(
      `Consultant order ${order.order_number} is submitted and needs at least one item; set it back to draft first`,
    );
  }
  const [row] = await tx.query<ConsultantOrderItemRow>(
    'DELETE FROM consultant_order_items WHERE id = $1 AND consultant_order_id = $2 RETURNING *',
    [itemId, orderId],
  );
  if (!row) throw itemNotFound();
  await touchOrder(tx, orderId, now);
  return { order, item: row };
}
