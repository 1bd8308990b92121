import type { Schemas } from '@back-office/api-client';
import type { Queryable } from '../db/db.ts';
import { iso } from '../db/iso.ts';
import { vatSql } from '../db/vat-sql.ts';
import type { QueryParams } from '../http/handlers.ts';
import { Keyset, sortKey } from '../sql/keyset.ts';
import { Where } from '../sql/where.ts';
import {
  CONSULTANT_COLUMNS,
  type ConsultantRow,
  consultantSearch,
  consultantSelectFrom,
  toConsultant,
} from './consultant-row.ts';

/** The query of `listConsultants`. */
export type ConsultantListQuery = QueryParams<'listConsultants'>;

/** The consultant list's sort keys (alias `c`). */
export const CONSULTANT_KEYSET = new Keyset<ConsultantListQuery['sort_by']>(
  {
    created_at: sortKey.moment('c.created_at'),
    updated_at: sortKey.moment('c.updated_at'),
    consultant_number: sortKey.text('lower(c.consultant_number)'),
    first_name: sortKey.text('lower(c.first_name)'),
    last_name: sortKey.text('lower(c.last_name)'),
    joined_date: sortKey.day('c.joined_date'),
    status: sortKey.text('c.status'),
  },
  'c.id',
);

/** The filters of the consultants list (and of an export of "what the list shows"). */
export type ConsultantFilters = Pick<ConsultantListQuery, 'search' | 'status' | 'province'>;

/** The WHERE clause of `filters`, on `consultants c`. */
export function consultantFilterWhere(filters: ConsultantFilters): Where {
  const where = new Where();
  if (filters.search) {
    const search = consultantSearch(filters.search);
    where.add(search.sql, ...search.values);
  }
  return where.addIf(filters.status, 'c.status = ?').addIf(filters.province, 'c.province = ?');
}

/** One page of consultants (the contract's `ConsultantList`), by `skip` or `cursor`. */
export async function listConsultants(db: Queryable, q: ConsultantListQuery) {
  const { rows, ...page } = await CONSULTANT_KEYSET.page<ConsultantRow>(db, q, {
    columns: CONSULTANT_COLUMNS,
    from: 'FROM consultants c',
    where: () => consultantFilterWhere(q),
  });
  return { consultants: rows.map(toConsultant), ...page };
}

/**
 * Quick search (`ConsultantSearchResult`): exact number first, then by last and first name. The
 * matches come from the search index and are cut to `limit` before each one's consent forms
 * are counted (a count per match would run for every match before the sort otherwise).
 */
export async function searchConsultants(db: Queryable, term: string, limit: number) {
  const text = term.trim().toLowerCase();
  const search = consultantSearch(term);
  const matching = () => new Where().add(search.sql, ...search.values);
  const w = matching();
  const order = `(lower(c.consultant_number) = ${w.param(text)}) DESC, lower(c.last_name),
       lower(c.first_name), c.id`;
  const rows = await db.query<ConsultantRow>(
    `${consultantSelectFrom(`(SELECT c.* FROM consultants c ${w.sql}
       ORDER BY ${order} LIMIT ${w.param(limit + 1)}) c`)}
     ORDER BY ${order}`,
    w.params,
  );
  const counted = matching();
  const total =
    rows.length <= limit
      ? rows.length
      : ((
          await db.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM consultants c ${counted.sql}`,
            counted.params,
          )
        )[0]?.n ?? 0);
  return { consultants: rows.slice(0, limit).map(toConsultant), total };
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
