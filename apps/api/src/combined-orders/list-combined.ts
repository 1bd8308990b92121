import { southAfricanDayStartSql } from '@back-office/domain';
import type { Queryable } from '../db/db.ts';
import { likeEscape } from '../db/like-escape.ts';
import { Keyset, sortKey } from '../sql/keyset.ts';
import { Where } from '../sql/where.ts';
import {
  COMBINED_COLUMNS,
  COMBINED_FROM,
  COMBINED_STATUS_SQL,
  COMBINED_TOTAL_SQL,
  type CombinedRow,
  toCombinedSummary,
} from './combined-row.ts';

/** The query of `listCombinedOrders` (defaults filled by validation). */
export interface CombinedListQuery {
  skip: number;
  limit: number;
  cursor?: string | undefined;
  sort_by: 'created_at' | 'combined_number' | 'status' | 'consultant_order_count' | 'total_cents';
  sort_order: 'asc' | 'desc';
  search?: string;
  status?: CombinedRow['status'];
  period_id?: number;
  date_from?: string;
  date_to?: string;
}

/** The combined-order list's sort keys (status, count and total are computed per row). */
const COMBINED_KEYSET = new Keyset<CombinedListQuery['sort_by']>(
  {
    created_at: sortKey.moment('co.created_at'),
    combined_number: sortKey.text('co.combined_number'),
    status: sortKey.text(COMBINED_STATUS_SQL),
    consultant_order_count: sortKey.int('m.n', 'bigint'),
    total_cents: sortKey.int(COMBINED_TOTAL_SQL, 'bigint'),
  },
  'co.id',
);

/** The filters and sort of `listCombinedOrders`, which its export shares. */
export type CombinedListFilters = Omit<CombinedListQuery, 'skip' | 'limit' | 'cursor'>;

/** The WHERE clause of the combined-order list's filters (alias `co`). */
export function combinedWhere(q: CombinedListFilters): Where {
  const w = new Where()
    .addIf(q.status, `${COMBINED_STATUS_SQL} = ?`)
    .addIf(q.period_id, 'co.period_id = ?')
    .addIf(q.date_from, `co.created_at >= ${southAfricanDayStartSql('?::date')}`)
    .addIf(q.date_to, `co.created_at < ${southAfricanDayStartSql('?::date + 1')}`);
  if (q.search) {
    const pattern = `%${likeEscape(q.search.trim())}%`;
    w.add(
      `(co.combined_number ILIKE ? OR EXISTS (SELECT 1 FROM consultant_orders so
         WHERE so.combined_order_id = co.id AND so.order_number ILIKE ?))`,
      pattern,
      pattern,
    );
  }
  return w;
}

/** The ORDER BY terms of the combined-order list's sort (the id breaks ties). */
export function combinedOrder(q: CombinedListFilters): string {
  return COMBINED_KEYSET.order(q);
}

/** A page of combined orders (the contract's `CombinedOrderList`); days are South African. */
export async function listCombined(db: Queryable, q: CombinedListQuery) {
  const { rows, ...page } = await COMBINED_KEYSET.page<CombinedRow>(db, q, {
    columns: COMBINED_COLUMNS,
    from: COMBINED_FROM,
    where: () => combinedWhere(q),
  });
  return { combined_orders: rows.map(toCombinedSummary), ...page };
}
