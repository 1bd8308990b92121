import type { Queryable } from '../db/db.ts';
import { likeEscape } from '../db/like-escape.ts';
import { badRequest, notFound } from '../http/errors.ts';

/** A `LIKE` pattern matching `text` anywhere, its wildcards escaped, lower-cased. */
export const containsPattern = (text: string) => `%${likeEscape(text.trim().toLowerCase())}%`;

/** The period a product search is scoped to: the given one (404 if unknown) or the active one (400 if none). */
export async function searchPeriod(db: Queryable, periodId: number | undefined): Promise<number> {
  if (periodId !== undefined) {
    const rows = await db.query<{ id: number }>('SELECT id FROM periods WHERE id = $1', [periodId]);
    if (!rows[0]) throw notFound('Period not found');
    return periodId;
  }
  const rows = await db.query<{ id: number }>(`SELECT id FROM periods WHERE status = 'active'`);
  if (!rows[0]) throw badRequest('There is no active period; pass period_id');
  return rows[0].id;
}

interface ProductHit {
  product_id: number;
  product_code: string;
  description: string;
  unit_price_cents: number;
  quantity_ordered_in_period: number;
  total: number;
}

/**
 * Products (one per code: the newest) whose code or description contains `query`, exact code
 * matches first then by code, with the quantity ordered on the period's submitted and combined
 * consultant orders; `total` counts every match.
 */
export async function searchInvoiceProducts(
  db: Queryable,
  query: string,
  periodId: number,
  limit: number,
) {
  const rows = await db.query<ProductHit>(
    `WITH latest AS (
       SELECT DISTINCT ON (lower(product_code)) id, product_code, description, unit_price_cents
       FROM products ORDER BY lower(product_code), created_at DESC, id DESC
     ), matched AS (
       SELECT * FROM latest WHERE lower(product_code) LIKE $1 OR lower(description) LIKE $1
     )
     SELECT m.id AS product_id, m.product_code, m.description, m.unit_price_cents,
       (SELECT coalesce(sum(i.quantity), 0)::int FROM consultant_order_items i
          JOIN consultant_orders co ON co.id = i.consultant_order_id
         WHERE co.period_id = $2 AND co.status IN ('submitted', 'combined')
           AND lower(i.product_code) = lower(m.product_code)) AS quantity_ordered_in_period,
       count(*) OVER ()::int AS total
     FROM matched m
     ORDER BY (lower(m.product_code) = $3) DESC, m.product_code, m.id LIMIT $4`,
    [containsPattern(query), periodId, query.trim().toLowerCase(), limit],
  );
  return {
    products: rows.map(({ total: _total, ...p }) => p),
    total: rows[0]?.total ?? 0,
  };
}
