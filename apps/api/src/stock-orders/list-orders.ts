import { southAfricanDaySql } from '@back-office/domain';
import type { Queryable } from '../db/db.ts';
import { likeEscape } from '../db/like-escape.ts';
import type { QueryParams } from '../http/handlers.ts';
import { Keyset, sortKey } from '../sql/keyset.ts';
import { Where } from '../sql/where.ts';
import {
  STOCK_ORDER_COLUMNS,
  STOCK_ORDER_FROM,
  type StockOrderRow,
  toOrder,
} from './stock-order-row.ts';

/** The query of `listStockOrders` (validated and defaulted by the contract). */
export type StockOrderListQuery = QueryParams<'listOrders'>;

/** The order list's sort keys (the totals come from the items: not index-served). */
const ORDER_KEYSET = new Keyset<StockOrderListQuery['sort_by']>(
  {
    created_at: sortKey.moment('o.created_at'),
    updated_at: sortKey.moment('o.updated_at'),
    processed_at: sortKey.moment('o.processed_at', true),
    reference: sortKey.text('lower(o.reference)'),
    status: sortKey.text('o.status'),
    total_cents: sortKey.int('t.total_cents', 'bigint'),
    item_count: sortKey.int('t.item_count', 'int'),
  },
  'o.id',
);

const LOCAL_DAY = southAfricanDaySql('o.created_at');

/** The filters and sort of `listStockOrders`, which its export (`exportOrders`) shares. */
export type StockOrderListFilters = Omit<StockOrderListQuery, 'skip' | 'limit' | 'cursor'>;

/** The WHERE clause of the order list's filters (alias `o`). */
export function orderListWhere(q: StockOrderListFilters): Where {
  return new Where()
    .addIf(
      q.search && `%${likeEscape(q.search.toLowerCase())}%`,
      `(lower(o.reference) LIKE ? OR lower(coalesce(o.notes, '')) LIKE ?)`,
    )
    .addIf(q.status, 'o.status = ?')
    .addIf(q.period_id, 'o.period_id = ?')
    .addIf(q.date_from, `${LOCAL_DAY} >= ?::date`)
    .addIf(q.date_to, `${LOCAL_DAY} <= ?::date`);
}

/** The ORDER BY terms of the order list's sort (the id breaks ties; empty cells last). */
export function orderListOrder(q: StockOrderListFilters): string {
  return ORDER_KEYSET.order(q);
}

/** One page of orders (the contract's `OrderList`), by `skip` or `cursor`. */
export async function listStockOrders(db: Queryable, q: StockOrderListQuery) {
  const { rows, ...page } = await ORDER_KEYSET.page<StockOrderRow>(db, q, {
    columns: STOCK_ORDER_COLUMNS,
    from: STOCK_ORDER_FROM,
    countFrom: 'FROM orders o',
    where: () => orderListWhere(q),
  });
  return { orders: rows.map(toOrder), ...page };
}

/** A compact product for the order screen's search (the contract's `OrderProduct`). */
interface ProductRow {
  id: number;
  product_code: string;
  description: string;
  unit_price_cents: number;
  stock_quantity: number | null;
  unit: string | null;
}

/**
 * Products by code or description (`OrderProductSearchResult`): partial, case-insensitive,
 * codes starting with the query first; or, with `exact`, codes equal to the query.
 */
export async function searchOrderProducts(
  db: Queryable,
  query: string,
  limit: number,
  exact: boolean,
) {
  const text = query.trim().toLowerCase();
  const like = `%${likeEscape(text)}%`;
  const prefix = `${likeEscape(text)}%`;
  const where = exact
    ? 'lower(product_code) = $1'
    : '(lower(product_code) LIKE $1 OR lower(description) LIKE $1)';
  const counted = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM products WHERE ${where}`,
    [exact ? text : like],
  );
  const order = exact
    ? 'product_code, id'
    : `(lower(product_code) = $2) DESC, (lower(product_code) LIKE $3) DESC, lower(product_code), id`;
  const rows = await db.query<ProductRow>(
    `SELECT id, product_code, description, unit_price_cents, stock_quantity, unit
     FROM products WHERE ${where} ORDER BY ${order} LIMIT ${Number(limit)}`,
    exact ? [text] : [like, text, prefix],
  );
  return {
    products: rows.map((p) => ({
      id: p.id,
      product_code: p.product_code,
      description: p.description,
      unit_price_cents: p.unit_price_cents,
      stock_quantity: p.stock_quantity ?? 0,
      unit: p.unit ?? 'each',
    })),
    total: counted[0]?.n ?? 0,
  };
}
