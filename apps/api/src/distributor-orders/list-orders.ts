import type { Queryable } from '../db/db.ts';
import { containsPattern } from '../invoices/product-search.ts';
import { Where } from '../platform/where.ts';
import {
  DISTRIBUTOR_ORDER_SELECT,
  type DistributorOrderRow,
  toDistributorOrderSummary,
} from './distributor-order-row.ts';
import { type DistributorScope, scopeCondition } from './scope.ts';

/** The validated query of `listDistributorOrders`. */
export interface DistributorOrderListQuery {
  skip: number;
  limit: number;
  sort_by: string;
  sort_order: 'asc' | 'desc';
  search?: string;
  status?: string;
}

const SORT: Record<string, string> = {
  created_at: 'd.created_at',
  order_number: 'd.order_number',
  distributor_name: 'lower(d.distributor_name)',
  status: 'd.status',
  total_cents: 't.total_cents',
  submitted_at: 'd.submitted_at',
};

/** The filters and sort of the distributor order list, which its export shares. */
export type DistributorOrderListFilters = Omit<DistributorOrderListQuery, 'skip' | 'limit'>;

/** The WHERE clause of the list's filters, narrowed to what the scope may see (alias `d`). */
export function distributorOrderWhere(
  q: DistributorOrderListFilters,
  scope: DistributorScope,
): Where {
  const w = new Where()
    .addIf(
      q.search?.trim() ? containsPattern(q.search) : undefined,
      `(lower(d.order_number) LIKE ? OR lower(d.distributor_name) LIKE ?
        OR lower(coalesce(d.distributor_reference, '')) LIKE ? OR lower(d.file_name) LIKE ?)`,
    )
    .addIf(q.status, 'd.status = ?');
  const own = scopeCondition(scope, 'd.distributor_name');
  if (own) w.add(own.sql, own.value);
  return w;
}

/** The ORDER BY terms of the list's sort (the id breaks ties). */
export function distributorOrderOrder(q: DistributorOrderListFilters): string {
  const dir = q.sort_order === 'asc' ? 'ASC' : 'DESC';
  return `${SORT[q.sort_by] ?? 'd.created_at'} ${dir} NULLS LAST, d.id ${dir}`;
}

/** One page of the distributor order summaries the scope may see, with the total count. */
export async function listDistributorOrders(
  db: Queryable,
  q: DistributorOrderListQuery,
  scope: DistributorScope,
) {
  const w = distributorOrderWhere(q, scope);
  const count = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM distributor_orders d ${w.sql}`,
    w.params,
  );
  const rows = await db.query<DistributorOrderRow>(
    `${DISTRIBUTOR_ORDER_SELECT} ${w.sql} ORDER BY ${distributorOrderOrder(q)}
     LIMIT ${w.param(q.limit)} OFFSET ${w.param(q.skip)}`,
    w.params,
  );
  return {
    distributor_orders: rows.map(toDistributorOrderSummary),
    total: count[0]?.n ?? 0,
    skip: q.skip,
    limit: q.limit,
  };
}
