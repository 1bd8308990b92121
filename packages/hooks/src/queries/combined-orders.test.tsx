import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { invalidatedKeys, keysOf, seedQueries } from '../test/invalidation.ts';
import { createTestHarness } from '../test/render.tsx';
import { mockOperation, server } from '../test/server.ts';
import {
  combinedOrderKeys,
  useBulkDeleteCombinedOrders,
  useDeleteCombinedOrder,
} from './combined-orders.ts';
import { consultantOrderKeys } from './consultant-orders/keys.ts';
import { consultantKeys } from './consultants/keys.ts';
import { invoiceKeys } from './invoices.ts';

function seeded() {
  const harness = createTestHarness();
  seedQueries(harness.queryClient, [
    combinedOrderKeys.list({ period_id: 11 }),
    combinedOrderKeys.detail(45),
    combinedOrderKeys.pdfInfo(45),
    combinedOrderKeys.detail(46),
    combinedOrderKeys.detail(47),
    consultantOrderKeys.list({ period_id: 11 }),
    consultantOrderKeys.detail(123),
    consultantKeys.list({}),
    invoiceKeys.list({ period_id: 11 }),
  ]);
  return harness;
}

describe('deleting combined orders', () => {
  it('deleting one drops it from the cache and refreshes the lists and consultant orders', async () => {
    let reason: string | null = null;
    server.use(
      mockOperation('delete', '/api/combined-orders/{id}', ({ url }) => {
        reason = url.searchParams.get('reason');
        return { status: 204 };
      }),
    );
    const { Wrapper, queryClient } = seeded();
    const { result } = renderHook(() => useDeleteCombinedOrder(), { wrapper: Wrapper });
    await act(async () => {
      await result.current.mutateAsync({ id: 45, reason: 'Captured twice' });
    });
    expect(reason).toBe('Captured twice');
    expect(queryClient.getQueryData(combinedOrderKeys.detail(45))).toBeUndefined();
    expect(queryClient.getQueryData(combinedOrderKeys.pdfInfo(45))).toBeUndefined();
    expect(invalidatedKeys(queryClient)).toEqual(
      keysOf([
        combinedOrderKeys.list({ period_id: 11 }),
        consultantOrderKeys.list({ period_id: 11 }),
        consultantOrderKeys.detail(123),
      ]),
    );
  });

  it('bulk deleting drops each deleted order and refreshes consultant orders, not the others', async () => {
    server.use(
      mockOperation('post', '/api/combined-orders/bulk-delete', () => ({
        status: 200,
        body: {
          deleted: 2,
          combined_order_ids: [45, 46],
          released_consultant_order_ids: [123, 127, 131],
        },
      })),
    );
    const { Wrapper, queryClient } = seeded();
    const { result } = renderHook(() => useBulkDeleteCombinedOrders(), { wrapper: Wrapper });
    await act(async () => {
      await result.current.mutateAsync({ body: { combined_order_ids: [45, 46] } });
    });
    expect(queryClient.getQueryData(combinedOrderKeys.detail(46))).toBeUndefined();
    expect(queryClient.getQueryData(combinedOrderKeys.detail(47))).toBeDefined();
    expect(invalidatedKeys(queryClient)).toEqual(
      keysOf([
        combinedOrderKeys.list({ period_id: 11 }),
        consultantOrderKeys.list({ period_id: 11 }),
        consultantOrderKeys.detail(123),
      ]),
    );
  });
});
