import { unwrap } from '@back-office/api-client';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useApi } from '../api/api-context.tsx';
import { cursorPages } from '../api/cursor-pages.ts';
import type { ApiClient } from '../api/types.ts';
import { type ProductListParams, productKeys } from './products.ts';

/** The filters and sort of an endless product list (pages follow by cursor, not by skip). */
export type ProductPagesParams = Omit<ProductListParams, 'skip' | 'cursor'>;

/**
 * Query options of the products as pages that follow one another by `next_cursor` (keyset: page
 * 10,000 costs what page 1 does). Under the products' keys, so a delete refreshes it too.
 *
 * @example
 * const pages = useInfiniteQuery(productPagesQuery(api, { sort_by: 'unit_price_cents' }));
 * pages.fetchNextPage();
 */
export const productPagesQuery = (api: ApiClient, params: ProductPagesParams = {}) =>
  cursorPages([...productKeys.lists(), 'pages', params] as const, (page, signal) =>
    unwrap(api.GET('/api/products', { params: { query: { ...params, ...page } }, signal })),
  );

/** Products page after page (`fetchNextPage`), for endless lists and tools that read them all. */
export function useProductPages(params: ProductPagesParams = {}) {
  return useInfiniteQuery(productPagesQuery(useApi(), params));
}
