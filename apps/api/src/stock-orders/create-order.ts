import type { Schemas } from '@back-office/api-client';
import { southAfricanYear } from '@back-office/domain';
import type { Queryable } from '../db/db.ts';
import { badRequest, conflict } from '../http/errors.ts';
import { assertPeriodOpen } from '../periods/assert-period-open.ts';

/** The contract's `OrderItemCreate`. */
export type ItemInput = Schemas['OrderItemCreate'];

/** The contract's `OrderCreate`. */
export type OrderInput = Schemas['OrderCreate'];

/** 400 unless the period exists; 409 on `period_id` when it is closed or archived. */
export async function checkPeriod(tx: Queryable, periodId: number): Promise<void> {
  const rows = await tx.query('SELECT 1 FROM periods WHERE id = $1', [periodId]);
  if (!rows[0]) throw badRequest(`Period ${periodId} does not exist`);
  await assertPeriodOpen(tx, periodId, 'stock orders');
}

/** Whether a reference is taken (case-insensitive). */
async function referenceTaken(tx: Queryable, reference: string): Promise<boolean> {
  const rows = await tx.query('SELECT 1 FROM orders WHERE lower(reference) = lower($1)', [
    reference,
  ]);
  return rows.length > 0;
}

/**
 * Inserts a draft order and returns its id. The reference is the given one (409 when taken) or
 * `ORD-<year>-<id as 4 digits>` (with a `-2`, `-3`… suffix if someone already chose that text).
 */
export async function insertOrder(
  tx: Queryable,
  input: OrderInput,
  userId: number | null,
  now: Date,
): Promise<number> {
  if (input.period_id != null) await checkPeriod(tx, input.period_id);
  const seq = await tx.query<{ id: number }>(
    `SELECT nextval(pg_get_serial_sequence('orders', 'id'))::int AS id`,
  );
  const id = seq[0]?.id ?? 0;
  let reference = input.reference?.trim();
  if (reference) {
    if (await referenceTaken(tx, reference)) {
      throw conflict(`An order with reference ${reference} already exists`, 'reference');
    }
  } else {
    const base = `ORD-${southAfricanYear(now)}-${String(id).padStart(4, '0')}`;
    reference = base;
    for (let n = 2; await referenceTaken(tx, reference); n++) reference = `${base}-${n}`;
  }
  await tx.query(
    `INSERT INTO orders (id, reference, notes, period_id, created_by, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $6)`,
    [id, reference, input.notes ?? null, input.period_id ?? null, userId, now],
  );
  for (const item of input.items ?? []) await insertStockOrderItem(tx, id, item, now);
  return id;
}

/**
 * Adds a line, copying the product's code, description and (unless given) price. 400 when the
 * product does not exist. Returns the new line's id.
 */
export async function insertStockOrderItem(
  tx: Queryable,
  orderId: number,
  item: ItemInput,
  now: Date,
): Promise<number> {
  const products = await tx.query<{
    product_code: string;
    description: string;
    unit_price_cents: number;
  }>('SELECT product_code, description, unit_price_cents FROM products WHERE id = $1', [
    item.product_id,
  ]);
  const product = products[0];
  if (!product) throw badRequest(`Product ${item.product_id} does not exist`);
  const rows = await tx.query<{ id: number }>(
    `INSERT INTO order_items (order_id, product_id, product_code, description, quantity,
       unit_price_cents, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $7) RETURNING id`,
    [
      orderId,
      item.product_id,
      product.product_code.slice(0, 64),
      product.description.slice(0, 500),
      item.quantity,
      item.unit_price_cents ?? product.unit_price_cents,
      now,
    ],
  );
  return rows[0]?.id ?? 0;
}

/** The most one order line holds (the contract's `maximum` of a quantity). */
export const MAX_LINE_QUANTITY = 100_000;

/**
 * Adds `item` to a draft order: onto the line that already holds the product (at the same
 * price) when there is one, so an order lists each product once; else as a new line. 409 when
 * the line would hold more than {@link MAX_LINE_QUANTITY}. Returns the line's id.
 */
export async function addStockOrderItem(
  tx: Queryable,
  orderId: number,
  item: ItemInput,
  now: Date,
): Promise<{ itemId: number; merged: boolean }> {
  const lines = await tx.query<{ id: number; quantity: number }>(
    `SELECT id, quantity FROM order_items
     WHERE order_id = $1 AND product_id = $2
       AND ($3::bigint IS NULL OR unit_price_cents = $3::bigint)
     ORDER BY id LIMIT 1`,
    [orderId, item.product_id, item.unit_price_cents ?? null],
  );
  const line = lines[0];
  if (!line) return { itemId: await insertStockOrderItem(tx, orderId, item, now), merged: false };
  const quantity = Number(line.quantity) + item.quantity;
  if (quantity > MAX_LINE_QUANTITY) {
    throw conflict(
      `The line of product ${item.product_id} would hold ${quantity}; a line holds at most 100 000`,
      'quantity',
    );
  }
  await tx.query('UPDATE order_items SET quantity = $2, updated_at = $3 WHERE id = $1', [
    line.id,
    quantity,
    now,
  ]);
  return { itemId: line.id, merged: true };
}

/** The product code a line carries, for the words of the audit log. */
export async function itemProductCode(tx: Queryable, itemId: number): Promise<string> {
  const rows = await tx.query<{ product_code: string }>(
    'SELECT product_code FROM order_items WHERE id = $1',
    [itemId],
  );
  return rows[0]?.product_code ?? `line ${itemId}`;
}
