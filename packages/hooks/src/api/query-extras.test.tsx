import { example } from '@back-office/api-client/testing';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { useOrders } from '../queries/orders.ts';
import { useOrderProductSearch } from '../queries/product-search.ts';
import { createTestHarness } from '../test/render.tsx';
import { mockOperation, server } from '../test/server.ts';

const order = example('OrderDetail');

describe('query options passed through a plain hook', () => {
  it('applies select, typing the result by it', async () => {
    server.use(
      mockOperation('get', '/api/orders', () => ({
        status: 200,
        body: { orders: [order], total: 1, skip: 0, limit: 20 },
      })),
    );
    const { Wrapper } = createTestHarness();
    const { result } = renderHook(
      () => useOrders({}, { select: (page) => page.orders.map((o) => o.reference) }),
      { wrapper: Wrapper },
    );
    await waitFor(() => expect(result.current.data).toEqual([order.reference]));
    expectTypeOf(result.current.data).toEqualTypeOf<string[] | undefined>();
  });

  it('asks nothing while enabled is false, and never widens a hook of its own guard', async () => {
    let asked = 0;
    server.use(
      mockOperation('get', '/api/orders', () => {
        asked++;
        return { status: 200, body: { orders: [], total: 0, skip: 0, limit: 20 } };
      }),
      mockOperation('get', '/api/orders/products/search', () => {
        asked++;
        return { status: 200, body: { products: [], total: 0 } };
      }),
    );
    const { Wrapper } = createTestHarness();
    const off = renderHook(() => useOrders({}, { enabled: false }), { wrapper: Wrapper });
    // An empty search term keeps the hook's own guard, even when the caller enables it.
    const blank = renderHook(() => useOrderProductSearch('  ', {}, { enabled: true }), {
      wrapper: Wrapper,
    });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(asked).toBe(0);
    expect(off.result.current.fetchStatus).toBe('idle');
    expect(blank.result.current.fetchStatus).toBe('idle');
  });
});
