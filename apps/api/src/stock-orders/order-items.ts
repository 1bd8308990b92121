import type { Queryable } from '../db/db.ts';
import { notFound } from '../http/errors.ts';

/** How many lines a stock order has. */
export async function countOrderLines(tx: Queryable, orderId: number): Promise<number> {
  const rows = await tx.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM order_items WHERE order_id = $1',
    [orderId],
  );
  return rows[0]?.n ?? 0;
}

/** Sets a line's quantity (and price, when given); answers its product code, or 404. */
export async function setOrderItem(
  tx: Queryable,
  orderId: number,
  itemId: number,
  change: { quantity: number; unit_price_cents?: number | undefined },
  now: Date,
): Promise<string> {
  const rows = await tx.query<{ product_code: string }>(
    `UPDATE order_items SET quantity = $3, unit_price_cents = coalesce($4, unit_price_cents),
       updated_at = $5
     WHERE id = $1 AND order_id = $2 RETURNING product_code`,
    [itemId, orderId, change.quantity, change.unit_price_cents ?? null, now],
  );
  if (!rows[0]) throw notFound('Order item not found');
  return rows[0].product_code;
}

/** Removes a line; answers its product code, or 404. */
export async function removeOrderItem(
  tx: Queryable,
  orderId: number,
  itemId: number,
): Promise<string> {
  const rows = await tx.query<{ product_code: string }>(
    'DELETE FROM order_items WHERE id = $1 AND order_id = $2 RETURNING product_code',
    [itemId, orderId],
  );
  if (!rows[0]) throw notFound('Order item not found');
  return rows[0].product_code;
}
