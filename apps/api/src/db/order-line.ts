import { iso } from './iso.ts';

/** The columns every order line shares (stock-order and consultant-order items). */
export interface OrderLineRow {
  id: number;
  product_id: number | null;
  product_code: string;
  description: string;
  quantity: number;
  unit_price_cents: number;
  created_at: Date;
  updated_at: Date;
}

/** A line's shared fields as the contract writes them, with its total. */
export function orderLineFields(row: OrderLineRow) {
  return {
    id: row.id,
    product_id: row.product_id,
    product_code: row.product_code,
    description: row.description,
    quantity: row.quantity,
    unit_price_cents: row.unit_price_cents,
    line_total_cents: row.quantity * row.unit_price_cents,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}
