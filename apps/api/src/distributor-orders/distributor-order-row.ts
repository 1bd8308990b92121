import type { Schemas } from '@back-office/api-client';
import type { Queryable } from '../db/db.ts';
import { iso, isoOrNull } from '../db/iso.ts';
import { toUserRef, USER_REF_COLUMNS, type UserRefColumns } from '../users/user-ref.ts';

/** The distributor order statuses of the contract. */
export type DistributorOrderStatus = Schemas['DistributorOrderSummary']['status'];

/** A `distributor_orders` row with its line totals and creator. */
export interface DistributorOrderRow extends UserRefColumns {
  id: number;
  version: number;
  order_number: string;
  distributor_name: string;
  distributor_reference: string | null;
  template_id: number | null;
  template_name: string | null;
  status: DistributorOrderStatus;
  file_name: string;
  item_count: number;
  total_quantity: number;
  total_cents: number;
  notes: string | null;
  created_at: Date;
  updated_at: Date;
  submitted_at: Date | null;
}

/** The select list of `DistributorOrderRow` (aliases `d`, `t`, `u` of `DISTRIBUTOR_ORDER_FROM`). */
export const DISTRIBUTOR_ORDER_COLUMNS = `d.id, d.version, d.order_number, d.distributor_name,
  d.distributor_reference, d.template_id, d.template_name, d.status, d.file_name, t.item_count,
  t.total_quantity, t.total_cents, d.notes, d.created_at, d.updated_at, d.submitted_at,
  ${USER_REF_COLUMNS}`;

/** The `FROM` of `DistributorOrderRow`: the order, its creator and its lines' totals. */
export const DISTRIBUTOR_ORDER_FROM = `FROM distributor_orders d LEFT JOIN users u ON u.id = d.created_by
  CROSS JOIN LATERAL (
    SELECT count(*)::int AS item_count, coalesce(sum(quantity), 0)::int AS total_quantity,
      coalesce(sum(quantity::bigint * unit_price_cents), 0)::bigint AS total_cents
    FROM distributor_order_items WHERE distributor_order_id = d.id
  ) t`;

/** The select list and `FROM` of `DistributorOrderRow` (aliases `d`, `t`, `u`). */
export const DISTRIBUTOR_ORDER_SELECT = `SELECT ${DISTRIBUTOR_ORDER_COLUMNS} ${DISTRIBUTOR_ORDER_FROM}`;

/** The contract's `DistributorOrderSummary`. */
export function toDistributorOrderSummary(row: DistributorOrderRow) {
  return {
    id: row.id,
    version: row.version,
    order_number: row.order_number,
    distributor_name: row.distributor_name,
    distributor_reference: row.distributor_reference,
    template_id: row.template_id,
    template_name: row.template_name,
    status: row.status,
    file_name: row.file_name,
    item_count: row.item_count,
    total_quantity: row.total_quantity,
    total_cents: row.total_cents,
    notes: row.notes,
    created_by: toUserRef(row),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    submitted_at: isoOrNull(row.submitted_at),
  };
}

interface ItemRow {
  id: number;
  distributor_order_id: number;
  row_number: number;
  product_id: number | null;
  product_code: string;
  description: string;
  quantity: number;
  unit_price_cents: number;
}

/** The contract's `DistributorOrder` (the summary and its lines in row order), or undefined. */
export async function distributorOrderDetail(db: Queryable, id: number) {
  const rows = await db.query<DistributorOrderRow>(`${DISTRIBUTOR_ORDER_SELECT} WHERE d.id = $1`, [
    id,
  ]);
  const row = rows[0];
  if (!row) return undefined;
  const items = await db.query<ItemRow>(
    'SELECT * FROM distributor_order_items WHERE distributor_order_id = $1 ORDER BY row_number, id',
    [id],
  );
  return {
    ...toDistributorOrderSummary(row),
    items: items.map((it) => ({ ...it, line_total_cents: it.quantity * it.unit_price_cents })),
  };
}
