import { unwrap } from '@back-office/api-client';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useApi } from '../api/api-context.tsx';
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
  infiniteQueryOptions({
    queryKey: [...productKeys.lists(), 'pages', params] as const,
    queryFn: ({ pageParam, signal }) =>
      unwrap(
        api.GET('/api/products', {
          params: { query: pageParam ? { ...params, cursor: pageParam } : params },
          signal,
        }),
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });

/** Products page after page (`fetchNextPage`), for endless lists and tools that read them all. */
export function useProductPages(params: ProductPagesParams = {}) {
  return useInfiniteQuery(productPagesQuery(useApi(), params));
}
