import type { ConsultantOrder } from '@back-office/api-client';
import { example } from '@back-office/api-client/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { invalidatedKeys, keysOf, seedQueries } from '../../test/invalidation.ts';
import { createTestHarness } from '../../test/render.tsx';
import { mockOperation, server } from '../../test/server.ts';
import { combinedOrderKeys } from '../combined-orders.ts';
import { consultantKeys } from '../consultants/keys.ts';
import { useDeleteConsultantOrderItem, useUpdateConsultantOrderItem } from './items.ts';
import { consultantOrderKeys } from './keys.ts';

const order = example('ConsultantOrder');
const [first, second] = order.items;
if (first === undefined || second === undefined) throw new Error('the example needs two items');
const detailKey = consultantOrderKeys.detail(order.id);

function seeded() {
  const harness = createTestHarness();
  harness.queryClient.setQueryData(detailKey, order);
  seedQueries(harness.queryClient, [
    consultantOrderKeys.list({ period_id: 11 }),
    consultantOrderKeys.detail(127),
    consultantKeys.detail(order.consultant_id),
    consultantKeys.orders(order.consultant_id, {}),
    consultantKeys.detail(64),
    combinedOrderKeys.list({ period_id: 11 }),
  ]);
  return harness;
}

/** An item change makes its order, the lists and its consultant (with history) stale. */
const itemStale = keysOf([
  detailKey,
  consultantOrderKeys.list({ period_id: 11 }),
  consultantKeys.detail(order.consultant_id),
  consultantKeys.orders(order.consultant_id, {}),
]);

/** A handler that answers only once `release()` is called, to observe the optimistic state. */
function heldAnswer() {
  let release: () => void = () => {};
  const answered = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { answered, release: () => release() };
}

describe('useUpdateConsultantOrderItem', () => {
  it('shows the new quantity and line total at once, then refreshes the order, lists and consultant', async () => {
    const hold = heldAnswer();
    const saved: ConsultantOrder = {
      ...order,
      items: [{ ...first, quantity: 5, line_total_cents: 5 * first.unit_price_cents }, second],
    };
    server.use(
      mockOperation('put', '/api/consultant-orders/items/{itemId}', async () => {
        await hold.answered;
        return { status: 200, body: saved };
      }),
    );
    const { Wrapper, queryClient } = seeded();
    const { result } = renderHook(() => useUpdateConsultantOrderItem(), { wrapper: Wrapper });
    act(() => {
      result.current.mutate({ orderId: order.id, itemId: first.id, body: { quantity: 5 } });
    });
    await waitFor(() => {
      const shown = queryClient.getQueryData<ConsultantOrder>(detailKey)?.items[0];
      expect(shown?.quantity).toBe(5);
      expect(shown?.line_total_cents).toBe(5 * first.unit_price_cents);
    });
    expect(invalidatedKeys(queryClient)).toEqual([]);
    hold.release();
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    await waitFor(() => expect(invalidatedKeys(queryClient)).toEqual(itemStale));
  });

  it('rolls the quantity back when the server refuses, and still refreshes', async () => {
    server.use(
      mockOperation('put', '/api/consultant-orders/items/{itemId}', () => ({
        status: 409,
        body: { detail: 'Only draft consultant orders can be changed' },
      })),
    );
    const { Wrapper, queryClient } = seeded();
    const { result } = renderHook(() => useUpdateConsultantOrderItem(), { wrapper: Wrapper });
    act(() => {
      result.current.mutate({ orderId: order.id, itemId: first.id, body: { quantity: 5 } });
    });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.status).toBe(409);
    expect(queryClient.getQueryData<ConsultantOrder>(detailKey)).toEqual(order);
    await waitFor(() => expect(invalidatedKeys(queryClient)).toEqual(itemStale));
  });
});

describe('useDeleteConsultantOrderItem', () => {
  it('removes the line at once and puts it back when the server refuses', async () => {
    const hold = heldAnswer();
    server.use(
      mockOperation('delete', '/api/consultant-orders/items/{itemId}', async () => {
        await hold.answered;
        return { status: 409, body: { detail: 'Only draft consultant orders can be changed' } };
      }),
    );
    const { Wrapper, queryClient } = seeded();
    const { result } = renderHook(() => useDeleteConsultantOrderItem(), { wrapper: Wrapper });
    act(() => {
      result.current.mutate({ orderId: order.id, itemId: first.id });
    });
    await waitFor(() =>
      expect(queryClient.getQueryData<ConsultantOrder>(detailKey)?.items).toEqual([second]),
    );
    hold.release();
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(queryClient.getQueryData<ConsultantOrder>(detailKey)?.items).toEqual(order.items);
  });
});
