import type { Schemas } from '@back-office/api-client';
import { example } from '@back-office/api-client/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestHarness } from '../test/render.tsx';
import { mockOperation, server } from '../test/server.ts';
import { orderKeys, useOrder, useOrders, useUpdateOrderItem } from './orders.ts';

const order = example('OrderDetail');
const item = order.items[0] as Schemas['OrderItem'];

describe('order queries', () => {
  it('keys are hierarchical: all → list(params) / detail(id) → status', () => {
    expect(orderKeys.list({ status: 'draft' })).toEqual(['orders', 'list', { status: 'draft' }]);
    expect(orderKeys.detail(12)).toEqual(['orders', 'detail', 12]);
    expect(orderKeys.status(12).slice(0, 3)).toEqual(orderKeys.detail(12));
  });

  it('useOrders sends the list params; useOrder keeps the API’s typed parsed_error_details', async () => {
    const details: Schemas['OrderErrorDetails'] = {
      message: '1 of 3 items could not be processed',
      failed_items: [{ item_id: 57, product_code: 'SKN-0107', reason: 'Insufficient stock' }],
    };
    let search = '';
    server.use(
      mockOperation('get', '/api/orders', ({ url }) => {
        search = url.search;
        return { status: 200, body: { orders: [order], total: 1, skip: 0, limit: 20 } };
      }),
      mockOperation('get', '/api/orders/{id}', () => ({
        status: 200,
        // The raw text says something else: a client that parsed it again would show that.
        body: { ...order, error_details: 'Stored text', parsed_error_details: details },
      })),
    );
    const { Wrapper } = createTestHarness();
    const list = renderHook(() => useOrders({ limit: 20, status: 'draft' }), { wrapper: Wrapper });
    await waitFor(() => expect(list.result.current.data?.orders).toHaveLength(1));
    expect(search).toContain('limit=20');
    expect(search).toContain('status=draft');
    const detail = renderHook(() => useOrder(order.id), { wrapper: Wrapper });
    await waitFor(() => expect(detail.result.current.data?.parsed_error_details).toEqual(details));
  });
});

describe('useUpdateOrderItem', () => {
  function setup() {
    const harness = createTestHarness();
    harness.queryClient.setQueryData(orderKeys.detail(order.id), order);
    harness.queryClient.setQueryData(orderKeys.list({}), {
      orders: [order],
      total: 1,
      skip: 0,
      limit: 50,
    });
    harness.queryClient.setQueryData(['consultants', 'list', {}], { consultants: [] });
    return harness;
  }

  it('shows the new quantity at once and refreshes the order and the list', async () => {
    const { Wrapper, queryClient } = setup();
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      mockOperation('put', '/api/orders/{id}/items/{itemId}', async () => {
        await answered;
        return { status: 200, body: order };
      }),
      mockOperation('get', '/api/orders/{id}', () => ({ status: 200, body: order })),
      mockOperation('get', '/api/orders', () => ({
        status: 200,
        body: { orders: [order], total: 1, skip: 0, limit: 50 },
      })),
    );
    const { result } = renderHook(() => useUpdateOrderItem(), { wrapper: Wrapper });
    act(() => {
      result.current.mutate({ orderId: order.id, itemId: item.id, body: { quantity: 99 } });
    });
    await waitFor(() => {
      const cached = queryClient.getQueryData<Schemas['OrderDetail']>(orderKeys.detail(order.id));
      expect(cached?.items[0]?.quantity).toBe(99);
    });
    release();
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    // Exactly what the edit changed is stale: its order and the order list.
    expect(queryClient.getQueryState(orderKeys.detail(order.id))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(orderKeys.list({}))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['consultants', 'list', {}])?.isInvalidated).toBe(false);
  });

  it('rolls back when the server refuses', async () => {
    const { Wrapper, queryClient } = setup();
    server.use(
      mockOperation('put', '/api/orders/{id}/items/{itemId}', () => ({
        status: 409,
        body: { detail: 'Only draft orders can be changed' },
      })),
      mockOperation('get', '/api/orders/{id}', () => ({ status: 200, body: order })),
      mockOperation('get', '/api/orders', () => ({
        status: 200,
        body: { orders: [order], total: 1, skip: 0, limit: 50 },
      })),
    );
    const { result } = renderHook(() => useUpdateOrderItem(), { wrapper: Wrapper });
    act(() => {
      result.current.mutate({ orderId: order.id, itemId: item.id, body: { quantity: 99 } });
    });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.status).toBe(409);
    const cached = queryClient.getQueryData<Schemas['OrderDetail']>(orderKeys.detail(order.id));
    expect(cached?.items[0]?.quantity).toBe(item.quantity);
  });
});
