import type { Queryable } from '../db/db.ts';
/** A `products` row. */
export interface ProductRow {
  id: number;
  product_code: string;
  description: string;
  category: string | null;
  unit_price_cents: number;
  unit: string | null;
  barcode: string | null;
  stock_quantity: number | null;
  upload_session_id: number;
  created_at: Date;
  updated_at: Date;
}

/** The contract's `Product`. */
export function toProduct(row: ProductRow) {
  return {
    id: row.id,
    product_code: row.product_code,
    description: row.description,
    category: row.category,
    unit_price_cents: row.unit_price_cents,
    unit: row.unit,
    barcode: row.barcode,
    stock_quantity: row.stock_quantity,
    upload_session_id: row.upload_session_id,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

/** Deletes products by id; answers the rows deleted (ids not found are simply absent). */
export function deleteProducts(tx: Queryable, ids: number[]): Promise<ProductRow[]> {
  return tx.query<ProductRow>('DELETE FROM products WHERE id = ANY($1::int[]) RETURNING *', [ids]);
}
