import { example } from '@back-office/api-client/testing';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { invalidatedKeys, keysOf, seedQueries } from '../../test/invalidation.ts';
import { createTestHarness } from '../../test/render.tsx';
import { mockOperation, server } from '../../test/server.ts';
import { combinedOrderKeys } from '../combined-orders.ts';
import { consultantKeys } from '../consultants/keys.ts';
import { invoiceKeys } from '../invoices.ts';
import {
  useBulkCombineConsultantOrders,
  useCombineConsultantOrder,
  useDeleteCombinationStatus,
} from './combining.ts';
import { consultantOrderKeys } from './keys.ts';

const started = { ...example('CombinationStatus'), status: 'pending' as const, progress: 0 };

/** The caches a combination touches, and some it must leave alone. */
function seeded() {
  const harness = createTestHarness();
  seedQueries(harness.queryClient, [
    consultantOrderKeys.list({ period_id: 11 }),
    consultantOrderKeys.detail(123),
    consultantOrderKeys.combination(started.id),
    combinedOrderKeys.list({ period_id: 11 }),
    combinedOrderKeys.detail(45),
    consultantKeys.detail(58),
    invoiceKeys.list({ period_id: 11 }),
  ]);
  return harness;
}

/** Combining makes consultant orders, combined orders and the combination status stale. */
const combiningStale = keysOf([
  consultantOrderKeys.list({ period_id: 11 }),
  consultantOrderKeys.detail(123),
  consultantOrderKeys.combination(started.id),
  combinedOrderKeys.list({ period_id: 11 }),
  combinedOrderKeys.detail(45),
]);

describe('combining consultant orders', () => {
  it('combining one order refreshes consultant orders, combined orders and the combination status', async () => {
    let body: unknown;
    server.use(
      mockOperation('post', '/api/consultant-orders/{id}/combine', async ({ request }) => {
        body = await request.json();
        return { status: 202, body: started };
      }),
    );
    const { Wrapper, queryClient } = seeded();
    const { result } = renderHook(() => useCombineConsultantOrder(), { wrapper: Wrapper });
    await act(async () => {
      await result.current.mutateAsync({ id: 123 });
    });
    expect(body).toEqual({});
    expect(invalidatedKeys(queryClient)).toEqual(combiningStale);
  });

  it('bulk combining refreshes the same three, not consultants or invoices', async () => {
    server.use(
      mockOperation('post', '/api/consultant-orders/bulk-combine', () => ({
        status: 202,
        body: started,
      })),
    );
    const { Wrapper, queryClient } = seeded();
    const { result } = renderHook(() => useBulkCombineConsultantOrders(), { wrapper: Wrapper });
    await act(async () => {
      await result.current.mutateAsync({ consultant_order_ids: [123, 127] });
    });
    expect(invalidatedKeys(queryClient)).toEqual(combiningStale);
  });

  it('clearing a combination status drops it from the cache and refreshes the lists', async () => {
    server.use(
      mockOperation('delete', '/api/consultant-orders/combination-status/{id}', () => ({
        status: 204,
      })),
    );
    const { Wrapper, queryClient } = seeded();
    const { result } = renderHook(() => useDeleteCombinationStatus(), { wrapper: Wrapper });
    await act(async () => {
      await result.current.mutateAsync(started.id);
    });
    expect(queryClient.getQueryData(consultantOrderKeys.combination(started.id))).toBeUndefined();
    expect(invalidatedKeys(queryClient)).toEqual(
      keysOf([consultantOrderKeys.list({ period_id: 11 })]),
    );
  });
});
