import type { Queryable } from '../db/db.ts';
import { likeEscape } from '../db/like-escape.ts';
import { badRequest } from '../http/errors.ts';
import type { QueryParams } from '../http/handlers.ts';
import { boundedCount } from '../sql/bounded-count.ts';
import { Where } from '../sql/where.ts';

/** The filters `GET /api/products` and `GET /api/products/count` share. */
export type ProductFilters = Pick<
  QueryParams<'listProducts'>,
  'search' | 'category' | 'upload_session_id' | 'min_price_cents' | 'max_price_cents'
>;

/**
 * The WHERE clause of the product filters (alias `p`): search on code, description or barcode
 * (case-insensitive), exact category (case-insensitive), product set, price range. 400 when
 * `min_price_cents` is greater than `max_price_cents`.
 */
export function productWhere(f: ProductFilters): Where {
  if (
    f.min_price_cents !== undefined &&
    f.max_price_cents !== undefined &&
    f.min_price_cents > f.max_price_cents
  ) {
    throw badRequest('min_price_cents must not be greater than max_price_cents');
  }
  const like = f.search && `%${likeEscape(f.search.toLowerCase())}%`;
  return new Where()
    .addIf(
      like,
      `(lower(p.product_code) LIKE ? OR lower(p.description) LIKE ? OR lower(coalesce(p.barcode, '')) LIKE ?)`,
    )
    .addIf(f.category?.toLowerCase(), 'lower(p.category) = ?')
    .addIf(f.upload_session_id, 'p.upload_session_id = ?')
    .addIf(f.min_price_cents, 'p.unit_price_cents >= ?')
    .addIf(f.max_price_cents, 'p.unit_price_cents <= ?');
}

/** How many products the filters match, estimated by the planner when there are many. */
export function countProducts(db: Queryable, f: ProductFilters) {
  const w = productWhere(f);
  return boundedCount(db, `FROM products p ${w.sql}`, w.params);
}
