import { example } from '@back-office/api-client/testing';
import { useInfiniteQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { orderPages } from '../queries/orders.ts';
import { createTestHarness } from '../test/render.tsx';
import { mockOperation, server } from '../test/server.ts';
import { useApi } from './api-context.tsx';

describe('cursor pages', () => {
  it('asks without a cursor, then after each next_cursor with the same filters, until it is null', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      mockOperation('get', '/api/orders', ({ url }) => {
        asked.push(url.searchParams);
        const cursor = url.searchParams.get('cursor');
        const next = { '': 'c1', c1: 'c2', c2: null }[cursor ?? ''] ?? null;
        return {
          status: 200,
          body: {
            orders: [example('Order')],
            total: 3,
            skip: 0,
            limit: 1,
            total_is_estimate: false,
            next_cursor: next,
          },
        };
      }),
    );
    const { Wrapper } = createTestHarness();
    const { result } = renderHook(
      () => useInfiniteQuery(orderPages(useApi(), { limit: 1, status: 'draft' })),
      { wrapper: Wrapper },
    );
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(1));
    await act(() => result.current.fetchNextPage());
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(3));
    expect(result.current.hasNextPage).toBe(false);
    expect(asked.map((q) => q.get('cursor'))).toEqual([null, 'c1', 'c2']);
    expect(asked.every((q) => q.get('status') === 'draft' && !q.has('skip'))).toBe(true);
  });
});
