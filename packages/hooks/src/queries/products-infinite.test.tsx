import { example } from '@back-office/api-client/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestHarness } from '../test/render.tsx';
import { mockOperation, server } from '../test/server.ts';
import { productKeys } from './products.ts';
import { useProductPages } from './products-infinite.ts';

const product = (id: number) => ({ ...example('Product'), id, product_code: `P-${id}` });

describe('useProductPages', () => {
  it('asks each next page by the previous next_cursor and stops when it is null', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      mockOperation('get', '/api/products', ({ url }) => {
        asked.push(url.searchParams);
        const second = url.searchParams.get('cursor') === 'after-2';
        return {
          status: 200,
          body: {
            products: second ? [product(3)] : [product(1), product(2)],
            total: 12_400_000,
            total_is_estimate: true,
            skip: 0,
            limit: 2,
            next_cursor: second ? null : 'after-2',
          },
        };
      }),
    );
    const { Wrapper, queryClient } = createTestHarness();
    const { result } = renderHook(
      () => useProductPages({ sort_by: 'unit_price_cents', sort_order: 'asc', limit: 2 }),
      { wrapper: Wrapper },
    );
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(1));
    expect(result.current.hasNextPage).toBe(true);
    expect(asked[0]?.has('cursor')).toBe(false);
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(2));
    expect(asked[1]?.get('cursor')).toBe('after-2');
    expect(asked[1]?.get('sort_by')).toBe('unit_price_cents');
    expect(result.current.data?.pages.flatMap((p) => p.products.map((x) => x.id))).toEqual([
      1, 2, 3,
    ]);
    expect(result.current.hasNextPage).toBe(false);
    expect(result.current.data?.pages[0]?.total_is_estimate).toBe(true);
    // Under the products' list keys: a delete's invalidation of products reaches it.
    const keys = queryClient
      .getQueryCache()
      .getAll()
      .map((q) => q.queryKey);
    expect(keys.some((k) => productKeys.lists().every((part, i) => k[i] === part))).toBe(true);
  });
});
