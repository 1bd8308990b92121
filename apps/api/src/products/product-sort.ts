import type { QueryParams } from '../http/handlers.ts';
import { Keyset, sortKey } from '../sql/keyset.ts';

/** The sort of the product list (and its export). */
export type ProductSort = Pick<QueryParams<'listProducts'>, 'sort_by' | 'sort_order'>;

/**
 * The product list's sort keys (alias `p`): each has an index in both directions (migration
 * 151); category and stock may be empty (last either way, an index per direction).
 */
export const PRODUCT_KEYSET = new Keyset<ProductSort['sort_by']>(
  {
    product_code: sortKey.text('lower(p.product_code)'),
    description: sortKey.text('lower(p.description)'),
    category: sortKey.text('lower(p.category)', true),
    unit_price_cents: sortKey.int('p.unit_price_cents', 'bigint'),
    stock_quantity: sortKey.int('p.stock_quantity', 'int', true),
    created_at: sortKey.moment('p.created_at'),
  },
  'p.id',
);

/** The ORDER BY terms of the product list's sort (alias `p`; the id breaks ties). */
export const productOrder = (q: ProductSort): string => PRODUCT_KEYSET.order(q);
