import type { Schemas } from '@back-office/api-client';
import { documentTotals } from '@back-office/domain';
import type { Queryable } from '../db/db.ts';
import { iso, isoOrNull } from '../db/iso.ts';
import { type OrderLineRow, orderLineFields } from '../db/order-line.ts';
import { vatSql } from '../db/vat-sql.ts';
import { notFound } from '../http/errors.ts';
import { toUserRef, USER_REF_COLUMNS, type UserRefColumns } from '../users/user-ref.ts';

/** The statuses of a consultant order (the contract's). */
export type ConsultantOrderStatus = Schemas['ConsultantOrderStatus'];

/** A consultant order joined with its consultant, period, combined order, creator and totals. */
export interface ConsultantOrderRow extends UserRefColumns {
  id: number;
  version: number;
  order_number: string;
  consultant_id: number;
  consultant_number: string;
  consultant_first: string;
  consultant_last: string;
  period_id: number;
  period_name: string;
  status: ConsultantOrderStatus;
  order_date: string;
  notes: string | null;
  combined_order_id: number | null;
  combined_number: string | null;
  submitted_at: Date | null;
  created_at: Date;
  updated_at: Date;
  item_count: number;
  total_quantity: number;
  subtotal_cents: number;
}

/** A `consultant_order_items` row. */
export interface ConsultantOrderItemRow extends OrderLineRow {
  consultant_order_id: number;
}

/** FROM/JOIN clause of order rows (`o` orders, `c` consultants, `t` totals). */
export const ORDER_FROM = `
  FROM consultant_orders o
  JOIN consultants c ON c.id = o.consultant_id
  JOIN periods p ON p.id = o.period_id
  LEFT JOIN combined_orders co ON co.id = o.combined_order_id
  LEFT JOIN users u ON u.id = o.created_by
  CROSS JOIN LATERAL (
    SELECT count(*)::int AS item_count, coalesce(sum(i.quantity), 0)::int AS total_quantity,
      coalesce(sum(i.quantity::bigint * i.unit_price_cents), 0)::bigint AS subtotal_cents
    FROM consultant_order_items i WHERE i.consultant_order_id = o.id
  ) t`;

/** SELECT list of order rows (matches `ConsultantOrderRow`). */
export const ORDER_COLUMNS = `o.id, o.version, o.order_number, o.consultant_id, c.consultant_number,
  c.first_name AS consultant_first, c.last_name AS consultant_last, o.period_id,
  p.name AS period_name, o.status, o.order_date, o.notes, o.combined_order_id,
  co.combined_number, o.submitted_at, o.created_at, o.updated_at, t.item_count,
  t.total_quantity, t.subtotal_cents, ${USER_REF_COLUMNS}`;

/** The SQL expression of an order row's total including VAT. */
export const ORDER_TOTAL_SQL = `(t.subtotal_cents + ${vatSql('t.subtotal_cents')})`;

/** The contract's `ConsultantOrderSummary`. */
export function toConsultantOrderSummary(row: ConsultantOrderRow) {
  return {
    id: row.id,
    version: row.version,
    order_number: row.order_number,
    consultant_id: row.consultant_id,
    consultant_number: row.consultant_number,
    consultant_name: `${row.consultant_first} ${row.consultant_last}`.trim(),
    period_id: row.period_id,
    period_name: row.period_name,
    status: row.status,
    order_date: row.order_date,
    notes: row.notes,
    item_count: row.item_count,
    total_quantity: row.total_quantity,
    ...documentTotals(Number(row.subtotal_cents)),
    combined_order_id: row.combined_order_id,
    combined_number: row.combined_order_id === null ? null : row.combined_number,
    submitted_at: isoOrNull(row.submitted_at),
    created_by: toUserRef(row),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

/** The contract's `ConsultantOrderItem`. */
export function toItem(row: ConsultantOrderItemRow) {
  return { ...orderLineFields(row), consultant_order_id: row.consultant_order_id };
}

/** The 404 of every consultant-order operation. */
export const orderNotFound = () => notFound('Consultant order not found');

/** The order row with this id, or a 404. */
export async function loadConsultantOrderRow(
  db: Queryable,
  id: number,
): Promise<ConsultantOrderRow> {
  const rows = await db.query<ConsultantOrderRow>(
    `SELECT ${ORDER_COLUMNS} ${ORDER_FROM} WHERE o.id = $1`,
    [id],
  );
  const row = rows[0];
  if (!row) throw orderNotFound();
  return row;
}

/** The items of an order, oldest first. */
export function loadItems(db: Queryable, orderId: number): Promise<ConsultantOrderItemRow[]> {
  return db.query<ConsultantOrderItemRow>(
    'SELECT * FROM consultant_order_items WHERE consultant_order_id = $1 ORDER BY created_at, id',
    [orderId],
  );
}

/** The contract's `ConsultantOrder` (the detail with items), or a 404. */
export async function loadConsultantOrder(db: Queryable, id: number) {
  const row = await loadConsultantOrderRow(db, id);
  const items = await loadItems(db, id);
  return { ...toConsultantOrderSummary(row), items: items.map(toItem) };
}
