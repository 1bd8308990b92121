import { createApiClient } from '@back-office/api-client';
import { example } from '@back-office/api-client/testing';
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { BASE_URL, mockOperation, server } from '../test/server.ts';
import { createOrderMutation, orderKeys } from './orders.ts';

describe('mutation options factories (outside React)', () => {
  it('createOrderMutation sends the call and invalidates the order lists', async () => {
    const order = example('OrderDetail');
    server.use(mockOperation('post', '/api/orders', () => ({ status: 201, body: order })));
    const api = createApiClient({ baseUrl: BASE_URL, createXhr: null });
    const queryClient = new QueryClient();
    queryClient.setQueryData(orderKeys.list({}), { orders: [], total: 0, skip: 0, limit: 20 });
    queryClient.setQueryData(orderKeys.detail(999), order);
    const seen: number[] = [];
    const observer = new MutationObserver(
      queryClient,
      createOrderMutation(api, queryClient, { onSuccess: (data) => void seen.push(data.id) }),
    );

    const created = await observer.mutate({ reference: order.reference });

    expect(created.id).toBe(order.id);
    expect(seen).toEqual([order.id]);
    expect(queryClient.getQueryState(orderKeys.list({}))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(orderKeys.detail(999))?.isInvalidated).toBe(false);
  });
});
