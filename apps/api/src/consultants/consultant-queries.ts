import type { Schemas } from '@back-office/api-client';
import type { Queryable } from '../db/db.ts';
import { iso } from '../db/iso.ts';
import { vatSql } from '../db/vat-sql.ts';
import type { QueryParams } from '../http/handlers.ts';
import { Where } from '../platform/where.ts';
import {
  CONSULTANT_SEARCH,
  CONSULTANT_SELECT,
  type ConsultantRow,
  consultantSearchValues,
  toConsultant,
} from './consultant-row.ts';

/** The query of `listConsultants`. */
export type ConsultantListQuery = QueryParams<'listConsultants'>;

const SORTS: Record<ConsultantListQuery['sort_by'], string> = {
  created_at: 'c.created_at',
  updated_at: 'c.updated_at',
  consultant_number: 'lower(c.consultant_number)',
  first_name: 'lower(c.first_name)',
  last_name: 'lower(c.last_name)',
  joined_date: 'c.joined_date',
  status: 'c.status',
};

/** The filters of the consultants list (and of an export of "what the list shows"). */
export type ConsultantFilters = Pick<ConsultantListQuery, 'search' | 'status' | 'province'>;

/** The WHERE clause of `filters`, on `consultants c`. */
export function consultantFilterWhere(filters: ConsultantFilters): Where {
  const where = new Where();
  if (filters.search) where.add(CONSULTANT_SEARCH, ...consultantSearchValues(filters.search));
  return where.addIf(filters.status, 'c.status = ?').addIf(filters.province, 'c.province = ?');
}

/** One page of consultants (the contract's `ConsultantList`). */
export async function listConsultants(db: Queryable, q: ConsultantListQuery) {
  const w = consultantFilterWhere(q);
  const dir = q.sort_order === 'asc' ? 'ASC' : 'DESC';
  const total = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM consultants c ${w.sql}`,
    w.params,
  );
  const rows = await db.query<ConsultantRow>(
    `${CONSULTANT_SELECT} ${w.sql} ORDER BY ${SORTS[q.sort_by]} ${dir}, c.id ${dir}
     LIMIT ${w.param(q.limit)} OFFSET ${w.param(q.skip)}`,
    w.params,
  );
  return {
    consultants: rows.map(toConsultant),
    total: total[0]?.n ?? 0,
    skip: q.skip,
    limit: q.limit,
  };
}

/** Quick search (`ConsultantSearchResult`): exact number first, then by last and first name. */
export async function searchConsultants(db: Queryable, term: string, limit: number) {
  const text = term.trim().toLowerCase();
  const w = new Where().add(CONSULTANT_SEARCH, ...consultantSearchValues(text));
  const total = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM consultants c ${w.sql}`,
    w.params,
  );
  const rows = await db.query<ConsultantRow>(
    `${CONSULTANT_SELECT} ${w.sql}
     ORDER BY (lower(c.consultant_number) = ${w.param(text)}) DESC, lower(c.last_name),
       lower(c.first_name), c.id
     LIMIT ${w.param(limit)}`,
    w.params,
  );
  return { consultants: rows.map(toConsultant), total: total[0]?.n ?? 0 };
}

/** The query of `listConsultantHistoryOrders`. */
export type HistoryQuery = QueryParams<'listConsultantHistoryOrders'>;

interface HistoryRow {
  id: number;
  order_number: string;
  status: Schemas['ConsultantOrderStatus'];
  period_id: number;
  period_name: string;
  total_cents: number;
  item_count: number;
  created_at: Date;
}

/**
 * One page of a consultant's consultant orders (`ConsultantHistoryOrderList`); totals are VAT
 * inclusive: subtotal + 15% VAT rounded half up, as on the consultant order itself.
 */
export async function consultantHistory(db: Queryable, consultantId: number, q: HistoryQuery) {
  const w = new Where()
    .add('o.consultant_id = ?', consultantId)
    .addIf(q.status, 'o.status = ?')
    .addIf(q.period_id, 'o.period_id = ?');
  const dir = q.sort_order === 'asc' ? 'ASC' : 'DESC';
  const sort = {
    created_at: 'o.created_at',
    order_number: 'o.order_number',
    status: 'o.status',
    total_cents: 't.subtotal',
  }[q.sort_by];
  const total = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM consultant_orders o ${w.sql}`,
    w.params,
  );
  const rows = await db.query<HistoryRow>(
    `SELECT o.id, o.order_number, o.status, o.period_id, p.name AS period_name, o.created_at,
       t.item_count, (t.subtotal + ${vatSql('t.subtotal')})::bigint AS total_cents
     FROM consultant_orders o
     JOIN periods p ON p.id = o.period_id
     CROSS JOIN LATERAL (
       SELECT count(*)::int AS item_count,
         coalesce(sum(i.quantity::bigint * i.unit_price_cents), 0)::bigint AS subtotal
       FROM consultant_order_items i WHERE i.consultant_order_id = o.id
     ) t
     ${w.sql} ORDER BY ${sort} ${dir}, o.id ${dir}
     LIMIT ${w.param(q.limit)} OFFSET ${w.param(q.skip)}`,
    w.params,
  );
  return {
    consultant_orders: rows.map((r) => ({
      id: r.id,
      order_number: r.order_number,
      status: r.status,
      period_id: r.period_id,
      period_name: r.period_name,
      total_cents: Number(r.total_cents),
      item_count: r.item_count,
      created_at: iso(r.created_at),
    })),
    total: total[0]?.n ?? 0,
    skip: q.skip,
    limit: q.limit,
  };
}
