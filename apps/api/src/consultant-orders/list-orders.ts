import type { Queryable } from '../db/db.ts';
import { likeEscape } from '../db/like-escape.ts';
import type { QueryParams } from '../http/handlers.ts';
import { Keyset, sortKey } from '../sql/keyset.ts';
import { Where } from '../sql/where.ts';
import {
  type ConsultantOrderRow,
  ORDER_COLUMNS,
  ORDER_FROM,
  ORDER_TOTAL_SQL,
  toConsultantOrderSummary,
} from './consultant-order-row.ts';

/** The query of `listConsultantOrders` (defaults filled by validation). */
export type ConsultantOrderListQuery = QueryParams<'listConsultantOrders'>;

/** The consultant-order list's sort keys (the total comes from the items: not index-served). */
const CONSULTANT_ORDER_KEYSET = new Keyset<ConsultantOrderListQuery['sort_by']>(
  {
    created_at: sortKey.moment('o.created_at'),
    updated_at: sortKey.moment('o.updated_at'),
    order_date: sortKey.day('o.order_date'),
    order_number: sortKey.text('o.order_number'),
    consultant_name: sortKey.text(`lower(c.first_name || ' ' || c.last_name)`),
    status: sortKey.text('o.status'),
    total_cents: sortKey.int(ORDER_TOTAL_SQL, 'bigint'),
  },
  'o.id',
);

/**
 * An order an invoice may be made from now: submitted or combined, with no live (not void)
 * invoice of its own nor, when combined, of its combined order (either would bill it twice).
 */
const INVOICEABLE_SQL = `(o.status IN ('submitted', 'combined')
  AND NOT EXISTS (SELECT 1 FROM invoices v WHERE v.status <> 'void' AND (
    (v.source_type = 'consultant_order' AND v.source_id = o.id)
    OR (v.source_type = 'combined_order' AND v.source_id = o.combined_order_id))))`;

/** The filters and sort of `listConsultantOrders`, which its export shares. */
export type ConsultantOrderListFilters = Omit<
  ConsultantOrderListQuery,
  'skip' | 'limit' | 'cursor'
>;

/** The WHERE clause of the consultant-order list's filters (aliases `o`, `c`). */
export function consultantOrderWhere(q: ConsultantOrderListFilters): Where {
  const w = new Where()
    .addIf(q.status, 'o.status = ?')
    .addIf(q.consultant_id, 'o.consultant_id = ?')
    .addIf(q.period_id, 'o.period_id = ?')
    .addIf(q.date_from, 'o.order_date >= ?::date')
    .addIf(q.date_to, 'o.order_date <= ?::date');
  if (q.invoiceable !== undefined) {
    w.add(q.invoiceable ? INVOICEABLE_SQL : `NOT ${INVOICEABLE_SQL}`);
  }
  if (q.search) {
    const pattern = `%${likeEscape(q.search.trim())}%`;
    w.add(
      `(o.order_number ILIKE ? OR c.consultant_number ILIKE ? OR (c.first_name || ' ' || c.last_name) ILIKE ?)`,
      pattern,
      pattern,
      pattern,
    );
  }
  return w;
}

/** The ORDER BY terms of the consultant-order list's sort (the id breaks ties). */
export function consultantOrderOrder(q: ConsultantOrderListFilters): string {
  return CONSULTANT_ORDER_KEYSET.order(q);
}

/** A page of consultant orders (the contract's `ConsultantOrderList`), by `skip` or `cursor`. */
export async function listConsultantOrders(db: Queryable, q: ConsultantOrderListQuery) {
  const { rows, ...page } = await CONSULTANT_ORDER_KEYSET.page<ConsultantOrderRow>(db, q, {
    columns: ORDER_COLUMNS,
    from: ORDER_FROM,
    countFrom: 'FROM consultant_orders o JOIN consultants c ON c.id = o.consultant_id',
    where: () => consultantOrderWhere(q),
  });
  return { consultant_orders: rows.map(toConsultantOrderSummary), ...page };
}
