import { example } from '@back-office/api-client/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestHarness } from '../test/render.tsx';
import { mockOperation, server } from '../test/server.ts';
import { useInvoiceProductSearch, useOrderProductSearch } from './product-search.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('product search hooks', () => {
  it('order products: debounced, limit 20, exact_match false', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const queries: URLSearchParams[] = [];
    server.use(
      mockOperation('get', '/api/orders/products/search', ({ url }) => {
        queries.push(url.searchParams);
        return { status: 200, body: example('OrderProductSearchResult') };
      }),
    );
    const { Wrapper } = createTestHarness();
    const { result, rerender } = renderHook(({ text }) => useOrderProductSearch(text), {
      wrapper: Wrapper,
      initialProps: { text: '' },
    });
    rerender({ text: 'l' });
    rerender({ text: 'li' });
    rerender({ text: 'lip' });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(300);
    });
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(queries).toHaveLength(1);
    expect(queries[0]?.get('query')).toBe('lip');
    expect(queries[0]?.get('limit')).toBe('20');
    expect(queries[0]?.get('exact_match')).toBe('false');
  });

  it('asks nothing for an empty query', async () => {
    const { Wrapper } = createTestHarness();
    const { result } = renderHook(() => useOrderProductSearch('   '), { wrapper: Wrapper });
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(result.current.fetchStatus).toBe('idle');
  });

  it('invoice products carry the period in the request and the key', async () => {
    let search: URLSearchParams | undefined;
    server.use(
      mockOperation('get', '/api/invoices/products/search', ({ url }) => {
        search = url.searchParams;
        return { status: 200, body: example('InvoiceProductSearchResult') };
      }),
    );
    const { Wrapper, queryClient } = createTestHarness();
    const { result } = renderHook(() => useInvoiceProductSearch('lip', { periodId: 11 }), {
      wrapper: Wrapper,
    });
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(search?.get('period_id')).toBe('11');
    expect(search?.get('limit')).toBe('20');
    const keys = queryClient
      .getQueryCache()
      .getAll()
      .map((query) => query.queryKey);
    expect(keys).toContainEqual([
      'invoices',
      'product-search',
      { query: 'lip', period_id: 11, limit: 20 },
    ]);
  });

  it('a period-scoped search waits for a period', async () => {
    const { Wrapper } = createTestHarness();
    const { result } = renderHook(() => useInvoiceProductSearch('lip'), { wrapper: Wrapper });
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(result.current.fetchStatus).toBe('idle');
  });
});
