import type { Schemas } from '@back-office/api-client';
import { documentTotals } from '@back-office/domain';
import {
  type ConsultantOrderRow,
  ORDER_COLUMNS,
  ORDER_FROM,
  toConsultantOrderSummary,
} from '../consultant-orders/consultant-order-row.ts';
import type { Queryable } from '../db/db.ts';
import { iso } from '../db/iso.ts';
import { vatSql } from '../db/vat-sql.ts';
import { notFound } from '../http/errors.ts';
import { toUserRef, USER_REF_COLUMNS, type UserRefColumns } from '../users/user-ref.ts';

/** A combined order joined with its period, creator, live invoice, orders and totals. */
export interface CombinedRow extends UserRefColumns {
  id: number;
  combined_number: string;
  period_id: number;
  period_name: string;
  status: Schemas['CombinedOrderStatus'];
  notes: string | null;
  invoice_id: number | null;
  invoice_number: string | null;
  consultant_order_ids: number[];
  consultant_order_count: number;
  line_count: number;
  total_quantity: number;
  subtotal_cents: number;
  created_at: Date;
  updated_at: Date;
}

/** One per-product line (items with the same code and unit price added together). */
export interface CombinedLine {
  product_id: number | null;
  product_code: string;
  description: string;
  quantity: number;
  unit_price_cents: number;
  line_total_cents: number;
}

/**
 * FROM clause of combined-order rows (`co`; `inv` its live, not void, invoice; `m` its orders;
 * `t` its totals). The status is `invoiced` exactly when a live invoice exists.
 */
export const COMBINED_FROM = `
  FROM combined_orders co
  JOIN periods p ON p.id = co.period_id
  LEFT JOIN users u ON u.id = co.created_by
  LEFT JOIN LATERAL (
    SELECT v.id, v.invoice_number FROM invoices v
    WHERE v.source_type = 'combined_order' AND v.source_id = co.id AND v.status <> 'void'
    ORDER BY v.id DESC LIMIT 1
  ) inv ON true
  CROSS JOIN LATERAL (
    SELECT coalesce(array_agg(o.id ORDER BY o.id), '{}') AS ids, count(*)::int AS n
    FROM consultant_orders o WHERE o.combined_order_id = co.id
  ) m
  CROSS JOIN LATERAL (
    SELECT count(DISTINCT (i.product_code, i.unit_price_cents))::int AS line_count,
      coalesce(sum(i.quantity), 0)::int AS total_quantity,
      coalesce(sum(i.quantity::bigint * i.unit_price_cents), 0)::bigint AS subtotal_cents
    FROM consultant_order_items i JOIN consultant_orders o ON o.id = i.consultant_order_id
    WHERE o.combined_order_id = co.id
  ) t`;

/** The SQL of the derived status. */
export const COMBINED_STATUS_SQL = `(CASE WHEN inv.id IS NULL THEN 'open' ELSE 'invoiced' END)`;

/** SELECT list of combined-order rows (matches `CombinedRow`). */
export const COMBINED_COLUMNS = `co.id, co.combined_number, co.period_id, p.name AS period_name,
  ${COMBINED_STATUS_SQL} AS status, co.notes, inv.id AS invoice_id,
  inv.invoice_number, m.ids AS consultant_order_ids, m.n AS consultant_order_count,
  t.line_count, t.total_quantity, t.subtotal_cents, co.created_at, co.updated_at, ${USER_REF_COLUMNS}`;

/** The SQL of a combined-order row's total including VAT. */
export const COMBINED_TOTAL_SQL = `(t.subtotal_cents + ${vatSql('t.subtotal_cents')})`;

/** The contract's `CombinedOrderSummary`. */
export function toCombinedSummary(row: CombinedRow) {
  return {
    id: row.id,
    combined_number: row.combined_number,
    period_id: row.period_id,
    period_name: row.period_name,
    status: row.status,
    consultant_order_ids: row.consultant_order_ids,
    consultant_order_count: row.consultant_order_count,
    line_count: row.line_count,
    total_quantity: row.total_quantity,
    ...documentTotals(Number(row.subtotal_cents)),
    notes: row.notes,
    invoice_id: row.invoice_id,
    invoice_number: row.invoice_id === null ? null : row.invoice_number,
    created_by: toUserRef(row),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

/** The 404 of every combined-order operation. */
export const combinedNotFound = () => notFound('Combined order not found');

/** The combined-order row with this id, or a 404. */
export async function loadCombinedRow(db: Queryable, id: number): Promise<CombinedRow> {
  const [row] = await db.query<CombinedRow>(
    `SELECT ${COMBINED_COLUMNS} ${COMBINED_FROM} WHERE co.id = $1`,
    [id],
  );
  if (!row) throw combinedNotFound();
  return row;
}

/**
 * The per-product lines of a combined order, ordered by product code (the same lines as an
 * invoice created from it: `combinedOrderLines` of the invoices area).
 */
export async function loadCombinedLines(db: Queryable, id: number): Promise<CombinedLine[]> {
  const rows = await db.query<Omit<CombinedLine, 'line_total_cents'>>(
    `SELECT min(i.product_id) AS product_id, i.product_code, min(i.description) AS description,
       sum(i.quantity)::int AS quantity, i.unit_price_cents
     FROM consultant_order_items i JOIN consultant_orders o ON o.id = i.consultant_order_id
     WHERE o.combined_order_id = $1
     GROUP BY i.product_code, i.unit_price_cents
     ORDER BY i.product_code, i.unit_price_cents`,
    [id],
  );
  return rows.map((r) => ({ ...r, line_total_cents: r.quantity * r.unit_price_cents }));
}

/** The consultant orders of a combined order (summary rows), in id order. */
export function loadCombinedOrderRows(db: Queryable, id: number): Promise<ConsultantOrderRow[]> {
  return db.query<ConsultantOrderRow>(
    `SELECT ${ORDER_COLUMNS} ${ORDER_FROM} WHERE o.combined_order_id = $1 ORDER BY o.id`,
    [id],
  );
}

/** The contract's `CombinedOrder` (with lines and consultant orders), or a 404. */
export async function loadCombined(db: Queryable, id: number) {
  const row = await loadCombinedRow(db, id);
  const lines = await loadCombinedLines(db, id);
  const orders = (await loadCombinedOrderRows(db, id)).map(toConsultantOrderSummary);
  return {
    ...toCombinedSummary(row),
    lines,
    consultant_orders: orders.map((o) => ({
      id: o.id,
      order_number: o.order_number,
      consultant_id: o.consultant_id,
      consultant_number: o.consultant_number,
      consultant_name: o.consultant_name,
      order_date: o.order_date,
      total_quantity: o.total_quantity,
      total_cents: o.total_cents,
    })),
  };
}
