import type { Schemas } from '@back-office/api-client';
import type { Queryable } from '../db/db.ts';
import { badRequest, notFound } from '../http/errors.ts';

/**
 * The contract's `ConsultantOrderItemCreate`: its `anyOf` (a product id or a code) adds two
 * empty-object branches to the generated union; the line is the branch with a quantity.
 */
export type ItemCreate = Extract<Schemas['ConsultantOrderItemCreate'], { quantity: number }>;

/** A line ready to insert. */
export interface ResolvedItem {
  product_id: number | null;
  product_code: string;
  description: string;
  quantity: number;
  unit_price_cents: number;
}

interface ProductRow {
  id: number;
  product_code: string;
  description: string;
  unit_price_cents: number;
}

/**
 * Finds a line's product: by `product_id` (404 when unknown), else by `product_code` (the
 * newest product with that code, case-insensitive). A known product fills the description and,
 * unless given, the price. An unknown code is a free line only with a description and a price
 * (400 otherwise).
 */
export async function resolveItem(db: Queryable, item: ItemCreate): Promise<ResolvedItem> {
  let product: ProductRow | undefined;
  if (item.product_id !== undefined) {
    [product] = await db.query<ProductRow>(
      'SELECT id, product_code, description, unit_price_cents FROM products WHERE id = $1',
      [item.product_id],
    );
    if (!product) throw notFound(`Product ${item.product_id} not found`);
  } else if (item.product_code !== undefined) {
    [product] = await db.query<ProductRow>(
      `SELECT id, product_code, description, unit_price_cents FROM products
       WHERE lower(product_code) = lower($1) ORDER BY created_at DESC, id DESC LIMIT 1`,
      [item.product_code.trim()],
    );
  }
  if (product) {
    return {
      product_id: product.id,
      product_code: product.product_code.slice(0, 64),
      description: product.description.slice(0, 500),
      quantity: item.quantity,
      unit_price_cents: item.unit_price_cents ?? product.unit_price_cents,
    };
  }
  const code = item.product_code?.trim() ?? '';
  if (!code || item.description === undefined || item.unit_price_cents === undefined) {
    throw badRequest(
      `Product code ${code || '(empty)'} is not in the catalogue; give description and unit_price_cents for a free line`,
    );
  }
  return {
    product_id: null,
    product_code: code,
    description: item.description,
    quantity: item.quantity,
    unit_price_cents: item.unit_price_cents,
  };
}

/** Inserts a resolved line into an order; returns the new item's id. */
export async function insertConsultantOrderItem(
  tx: Queryable,
  orderId: number,
  item: ResolvedItem,
  now: Date,
): Promise<number> {
  const rows = await tx.query<{ id: number }>(
    `INSERT INTO consultant_order_items
       (consultant_order_id, product_id, product_code, description, quantity, unit_price_cents,
        created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $7) RETURNING id`,
    [
      orderId,
      item.product_id,
      item.product_code,
      item.description,
      item.quantity,
      item.unit_price_cents,
      now,
    ],
  );
  return rows[0]?.id ?? 0;
}
