import { example } from '@back-office/api-client/testing';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { invalidatedKeys, keysOf, seedQueries } from '../test/invalidation.ts';
import { createTestHarness } from '../test/render.tsx';
import { mockOperation, server } from '../test/server.ts';
import { consultantKeys } from './consultants/keys.ts';
import { orderKeys, useAddOrderItem, useDeleteOrderItem } from './orders.ts';

const order = example('OrderDetail');
const other = { ...order, id: order.id + 1 };

function seeded() {
  const harness = createTestHarness();
  seedQueries(harness.queryClient, [
    orderKeys.detail(other.id),
    orderKeys.list({}),
    orderKeys.list({ status: 'draft' }),
    consultantKeys.list({}),
  ]);
  harness.queryClient.setQueryData(orderKeys.detail(order.id), order);
  return harness;
}

/** What any item change of `order` must make stale: its detail and every order list. */
const expected = keysOf([
  orderKeys.detail(order.id),
  orderKeys.list({}),
  orderKeys.list({ status: 'draft' }),
]);

describe('order item changes', () => {
  it('adding an item refreshes its order and the order lists only', async () => {
    server.use(
      mockOperation('post', '/api/orders/{id}/items', () => ({ status: 200, body: order })),
    );
    const { Wrapper, queryClient } = seeded();
    const { result } = renderHook(() => useAddOrderItem(), { wrapper: Wrapper });
    await act(async () => {
      await result.current.mutateAsync({
        orderId: order.id,
        body: { product_id: 42, quantity: 1 },
      });
    });
    expect(invalidatedKeys(queryClient)).toEqual(expected);
  });

  it('deleting an item removes the line at once, then refreshes its order and the lists only', async () => {
    const line = order.items[0];
    if (line === undefined) throw new Error('the example order has no items');
    const { items: _removed, ...rest } = order;
    server.use(
      mockOperation('delete', '/api/orders/{id}/items/{itemId}', () => ({
        status: 200,
        body: { ...rest, items: order.items.slice(1) },
      })),
    );
    const { Wrapper, queryClient } = seeded();
    const { result } = renderHook(() => useDeleteOrderItem(), { wrapper: Wrapper });
    await act(async () => {
      await result.current.mutateAsync({ orderId: order.id, itemId: line.id });
    });
    const cached = queryClient.getQueryData<typeof order>(orderKeys.detail(order.id));
    expect(cached?.items.map((item) => item.id)).not.toContain(line.id);
    expect(invalidatedKeys(queryClient)).toEqual(expected);
  });
});
