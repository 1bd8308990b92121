import type { Schemas } from '@back-office/api-client';
import type { Queryable } from '../db/db.ts';
import { iso, isoOrNull } from '../db/iso.ts';
import { type OrderLineRow, orderLineFields } from '../db/order-line.ts';
import { notFound } from '../http/errors.ts';
import { toUserRef, USER_REF_COLUMNS, type UserRefColumns } from '../users/user-ref.ts';
import { parsedErrorDetails } from './error-details.ts';

/** The lifecycle of a stock order (the contract's `OrderStatusValue`). */
export type StockOrderStatus = Schemas['OrderStatusValue'];

/** An order row as {@link STOCK_ORDER_SELECT} reads it (totals from the items, no file bytes). */
export interface StockOrderRow extends UserRefColumns {
  id: number;
  version: number;
  reference: string;
  status: StockOrderStatus;
  notes: string | null;
  period_id: number | null;
  period_name: string | null;
  progress: number;
  message: string | null;
  error_details: string | null;
  output_file_name: string | null;
  item_count: number;
  total_quantity: number;
  total_cents: number;
  created_at: Date;
  updated_at: Date;
  processed_at: Date | null;
}

/** An `order_items` row. */
export interface StockOrderItemRow extends OrderLineRow {
  order_id: number;
}

/** The columns of order rows (`o`): period name, creator and item totals. */
export const STOCK_ORDER_COLUMNS = `o.id, o.version, o.reference, o.status, o.notes, o.period_id,
    p.name AS period_name, o.progress, o.message, o.error_details, o.output_file_name,
    o.created_at, o.updated_at, o.processed_at, t.item_count, t.total_quantity, t.total_cents,
    ${USER_REF_COLUMNS}`;

/** The FROM clause of order rows (aliases `o`, `p`, `u`, `t`). */
export const STOCK_ORDER_FROM = `
  FROM orders o
  LEFT JOIN periods p ON p.id = o.period_id
  LEFT JOIN users u ON u.id = o.created_by
  CROSS JOIN LATERAL (
    SELECT count(*)::int AS item_count, coalesce(sum(i.quantity), 0)::int AS total_quantity,
      coalesce(sum(i.quantity::bigint * i.unit_price_cents), 0)::bigint AS total_cents
    FROM order_items i WHERE i.order_id = o.id
  ) t`;

/** The select of order rows (matches `StockOrderRow`). */
export const STOCK_ORDER_SELECT = `SELECT ${STOCK_ORDER_COLUMNS} ${STOCK_ORDER_FROM}`;

/** The contract's `Order` (list row). */
export function toOrder(row: StockOrderRow) {
  return {
    id: row.id,
    version: row.version,
    reference: row.reference,
    status: row.status,
    notes: row.notes,
    period_id: row.period_id,
    period_name: row.period_id === null ? null : row.period_name,
    item_count: row.item_count,
    total_quantity: row.total_quantity,
    total_cents: Number(row.total_cents),
    error_details: row.error_details,
    parsed_error_details: parsedErrorDetails(row.error_details),
    output_file_name: row.output_file_name,
    created_by: toUserRef(row),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    processed_at: isoOrNull(row.processed_at),
  };
}

/** The contract's `OrderItem`. */
export function toOrderItem(row: StockOrderItemRow) {
  return { ...orderLineFields(row), order_id: row.order_id };
}

/** The contract's `OrderStatus` (a job status: `is_terminal` is false only while processing). */
export function toOrderStatus(row: StockOrderRow) {
  const terminal = row.status !== 'processing';
  const progress = row.status === 'draft' ? 0 : terminal ? 100 : row.progress;
  return {
    status: row.status,
    progress: Math.max(0, Math.min(100, progress)),
    is_terminal: terminal,
    message: row.message,
    updated_at: iso(row.updated_at),
    order_id: row.id,
    reference: row.reference,
    output_file_name: row.output_file_name,
    error_details: row.error_details,
    parsed_error_details: parsedErrorDetails(row.error_details),
    processed_at: isoOrNull(row.processed_at),
  };
}

/** The order with this id (no items), or undefined. */
export async function findStockOrder(
  db: Queryable,
  id: number,
): Promise<StockOrderRow | undefined> {
  const rows = await db.query<StockOrderRow>(`${STOCK_ORDER_SELECT} WHERE o.id = $1`, [id]);
  return rows[0];
}

/** The order with this id, or 404 `Order not found`. */
export async function loadStockOrder(db: Queryable, id: number): Promise<StockOrderRow> {
  const row = await findStockOrder(db, id);
  if (!row) throw notFound('Order not found');
  return row;
}

/** The order's lines, oldest first. */
export async function orderItems(db: Queryable, orderId: number): Promise<StockOrderItemRow[]> {
  return db.query<StockOrderItemRow>('SELECT * FROM order_items WHERE order_id = $1 ORDER BY id', [
    orderId,
  ]);
}

/** The contract's `OrderDetail` of an order id (404 when it does not exist). */
export async function stockOrderDetail(db: Queryable, id: number) {
  const row = await loadStockOrder(db, id);
  const items = await orderItems(db, id);
  return { ...toOrder(row), items: items.map(toOrderItem) };
}

/** A stock order's output spreadsheet, with the status that says whether it may be downloaded. */
export async function readOrderFile(
  db: Queryable,
  id: number,
): Promise<
  | { status: StockOrderStatus; output_file: Uint8Array | null; output_file_name: string | null }
  | undefined
> {
  const rows = await db.query<{
    status: StockOrderStatus;
    output_file: Uint8Array | null;
    output_file_name: string | null;
  }>('SELECT status, output_file, output_file_name FROM orders WHERE id = $1', [id]);
  return rows[0];
}
