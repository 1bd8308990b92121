import type { Queryable } from '../db/db.ts';
import { containsPattern } from '../invoices/product-search.ts';
import { Keyset, sortKey } from '../sql/keyset.ts';
import { Where } from '../sql/where.ts';
import {
  DISTRIBUTOR_ORDER_COLUMNS,
  DISTRIBUTOR_ORDER_FROM,
  type DistributorOrderRow,
  toDistributorOrderSummary,
} from './distributor-order-row.ts';
import { type DistributorScope, scopeCondition } from './scope.ts';

/** The validated query of `listDistributorOrders`. */
export interface DistributorOrderListQuery {
  skip: number;
  limit: number;
  cursor?: string | undefined;
  sort_by: DistributorOrderSort;
  sort_order: 'asc' | 'desc';
  search?: string;
  status?: string;
}

/** The sort columns of the distributor-order list. */
type DistributorOrderSort =
  | 'created_at'
  | 'order_number'
  | 'distributor_name'
  | 'status'
  | 'total_cents'
  | 'submitted_at';

/** The distributor-order list's sort keys (the total comes from the items). */
const DISTRIBUTOR_ORDER_KEYSET = new Keyset<DistributorOrderSort>(
  {
    created_at: sortKey.moment('d.created_at'),
    order_number: sortKey.text('d.order_number'),
    distributor_name: sortKey.text('lower(d.distributor_name)'),
    status: sortKey.text('d.status'),
    total_cents: sortKey.int('t.total_cents', 'bigint'),
    submitted_at: sortKey.moment('d.submitted_at', true),
  },
  'd.id',
);

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

/** The ORDER BY terms of the list's sort (the list's keyset order; the id breaks ties). */
export function distributorOrderOrder(q: DistributorOrderListFilters): string {
  return DISTRIBUTOR_ORDER_KEYSET.order(q);
}

/** One page of the distributor order summaries the scope may see, with the total count. */
export async function listDistributorOrders(
  db: Queryable,
  q: DistributorOrderListQuery,
  scope: DistributorScope,
) {
  const { rows, ...page } = await DISTRIBUTOR_ORDER_KEYSET.page<DistributorOrderRow>(db, q, {
    columns: DISTRIBUTOR_ORDER_COLUMNS,
    from: DISTRIBUTOR_ORDER_FROM,
    countFrom: 'FROM distributor_orders d',
    where: () => distributorOrderWhere(q, scope),
  });
  return { distributor_orders: rows.map(toDistributorOrderSummary), ...page };
}
