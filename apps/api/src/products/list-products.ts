import type { Queryable } from '../db/db.ts';
import type { QueryParams } from '../http/handlers.ts';
import { productWhere } from './product-filters.ts';
import { type ProductRow, toProduct } from './product-row.ts';
import { PRODUCT_KEYSET } from './product-sort.ts';

/** The validated query of `GET /api/products`. */
export type ProductListQuery = QueryParams<'listProducts'>;

/**
 * One page of products: by `skip` (OFFSET, page numbers) or after a `cursor` (keyset: any page
 * costs what the first does), with the cursor of the next page and a bounded total.
 */
export async function listProducts(db: Queryable, q: ProductListQuery) {
  const { rows, ...page } = await PRODUCT_KEYSET.page<ProductRow>(db, q, {
    columns: 'p.*',
    from: 'FROM products p',
    where: () => productWhere(q),
  });
  return { products: rows.map(toProduct), ...page };
}
