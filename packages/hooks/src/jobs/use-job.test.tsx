import type { OrderStatus } from '@back-office/api-client';
import { example } from '@back-office/api-client/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderKeys, useCancelOrder, useOrderJob, useRetryOrder } from '../queries/orders.ts';
import { createTestHarness } from '../test/render.tsx';
import { mockOperation, server } from '../test/server.ts';

const running = example('OrderStatus');
const done: OrderStatus = {
  ...running,
  status: 'completed',
  progress: 100,
  is_terminal: true,
  output_file_name: 'ORD-2026-0012.xlsx',
  processed_at: '2026-11-20T09:16:00Z',
};
const failed: OrderStatus = {
  ...running,
  status: 'failed',
  progress: 100,
  is_terminal: true,
  error_details: '{"items":[]}',
};

afterEach(() => {
  vi.useRealTimers();
});

describe('useJob (order processing)', () => {
  it('polls with back-off until a terminal status, exposing progress', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const answers: OrderStatus[] = [
      { ...running, progress: 10 },
      { ...running, progress: 60 },
      done,
    ];
    const times: number[] = [];
    server.use(
      mockOperation('get', '/api/orders/{id}/status', () => {
        times.push(Date.now());
        return { status: 200, body: answers.shift() ?? done };
      }),
    );
    const { Wrapper, queryClient } = createTestHarness();
    queryClient.setQueryData(orderKeys.detail(running.order_id), example('OrderDetail'));
    const { result } = renderHook(() => useOrderJob(running.order_id), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.progress).toBe(10));
    expect(result.current.isPolling).toBe(true);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
    });
    await waitFor(() => expect(result.current.progress).toBe(60));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_500);
    });
    await waitFor(() => expect(result.current.isTerminal).toBe(true));
    expect(result.current.status?.status).toBe('completed');
    expect(result.current.isPolling).toBe(false);
    // The second wait is longer than the first (back-off).
    expect((times[2] ?? 0) - (times[1] ?? 0)).toBeGreaterThan((times[1] ?? 0) - (times[0] ?? 0));
    // Reaching the end refreshes the order.
    await waitFor(() =>
      expect(queryClient.getQueryState(orderKeys.detail(running.order_id))?.isInvalidated).toBe(
        true,
      ),
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000);
    });
    expect(times).toHaveLength(3);
  });

  // The server's clock is fixed by the example (updated_at); the browser's is set an hour either
  // side of it, and to the server's own time: the decision must not move with it.
  const serverNow = Date.parse(done.updated_at);
  const clientClocks = [
    ['an hour behind the server', serverNow - 3_600_000],
    ['the same as the server', serverNow],
    ['an hour ahead of the server', serverNow + 3_600_000],
  ] as const;

  function watchOrder(statusAnswer: () => OrderStatus, cached?: OrderStatus) {
    server.use(
      mockOperation('get', '/api/orders/{id}/status', () => ({
        status: 200,
        body: statusAnswer(),
      })),
    );
    const { Wrapper, queryClient } = createTestHarness();
    queryClient.setQueryData(orderKeys.detail(running.order_id), example('OrderDetail'));
    if (cached) queryClient.setQueryData(orderKeys.status(running.order_id), cached);
    const { result } = renderHook(() => useOrderJob(running.order_id), { wrapper: Wrapper });
    const detailInvalidated = () =>
      queryClient.getQueryState(orderKeys.detail(running.order_id))?.isInvalidated;
    return { result, detailInvalidated };
  }

  describe.each(clientClocks)('with the client clock %s', (_, clientNow) => {
    it('refreshes nothing when the job had already finished before it was watched', async () => {
      vi.useFakeTimers({ now: clientNow, shouldAdvanceTime: true });
      const { result, detailInvalidated } = watchOrder(() => done);
      await waitFor(() => expect(result.current.isTerminal).toBe(true));
      await act(async () => {
        await vi.advanceTimersByTimeAsync(100);
      });
      expect(detailInvalidated()).toBe(false);
    });

    it('refreshes the order when the job it saw running finishes', async () => {
      vi.useFakeTimers({ now: clientNow, shouldAdvanceTime: true });
      // The start call leaves the running status in the cache; the next read is the end.
      const { result, detailInvalidated } = watchOrder(() => done, running);
      await waitFor(() => expect(result.current.isTerminal).toBe(true));
      await waitFor(() => expect(detailInvalidated()).toBe(true));
    });

    it('refreshes the order when the end differs from the one cached (retried elsewhere)', async () => {
      vi.useFakeTimers({ now: clientNow, shouldAdvanceTime: true });
      const earlierFailure: OrderStatus = { ...failed, updated_at: '2026-11-20T09:00:00Z' };
      const { result, detailInvalidated } = watchOrder(() => done, earlierFailure);
      await waitFor(() => expect(result.current.status?.status).toBe('completed'));
      await waitFor(() => expect(detailInvalidated()).toBe(true));
    });
  });

  it('useRetryOrder restarts a failed job: the job polls again from the shortest delay', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let statusReads = 0;
    const times: number[] = [];
    server.use(
      // After the retry, the first read still finds the job running, so the state asserted
      // after the retry holds until the poll after it, and the next read finds it done.
      mockOperation('get', '/api/orders/{id}/status', () => {
        statusReads += 1;
        times.push(Date.now());
        const body = statusReads === 1 ? failed : statusReads === 2 ? running : done;
        return { status: 200, body };
      }),
      mockOperation('post', '/api/orders/{id}/retry', () => ({
        status: 202,
        body: { ...running, progress: 0 },
      })),
    );
    const { Wrapper } = createTestHarness();
    const { result } = renderHook(
      () => ({ job: useOrderJob(running.order_id), retry: useRetryOrder() }),
      { wrapper: Wrapper },
    );
    await waitFor(() => expect(result.current.job.status?.status).toBe('failed'));
    await act(async () => {
      await result.current.retry.mutateAsync(running.order_id);
    });
    const retriedAt = Date.now();
    // React Query tells its observers in a later task: on Node 26 that came after the act.
    await waitFor(() => expect(result.current.job.isPolling).toBe(true));
    await waitFor(() => expect(result.current.job.status?.status).toBe('completed'));
    // The first read after the retry comes after the first delay (1 s), not after the next one
    // of the failed run's back-off (1.5 s): the running status in the cache restarted it.
    expect((times[1] ?? 0) - retriedAt).toBeLessThan(1_250);
  });

  it('useCancelOrder cancels the job, which reads its status again', async () => {
    let cancelled = false;
    server.use(
      mockOperation('get', '/api/orders/{id}/status', () => ({
        status: 200,
        body: cancelled
          ? { ...running, status: 'cancelled', is_terminal: true, progress: 100 }
          : running,
      })),
      mockOperation('post', '/api/orders/{id}/cancel', () => {
        cancelled = true;
        return { status: 200, body: { ...example('OrderDetail'), status: 'cancelled' } };
      }),
    );
    const { Wrapper } = createTestHarness();
    const { result } = renderHook(
      () => ({ job: useOrderJob(running.order_id), cancel: useCancelOrder() }),
      { wrapper: Wrapper },
    );
    await waitFor(() => expect(result.current.job.status).toBeDefined());
    await act(async () => {
      await result.current.cancel.mutateAsync(running.order_id);
    });
    await waitFor(() => expect(result.current.job.status?.status).toBe('cancelled'));
    expect(result.current.job.isTerminal).toBe(true);
  });

  it('does nothing without a job id', () => {
    const { Wrapper } = createTestHarness();
    const { result } = renderHook(() => useOrderJob(null), { wrapper: Wrapper });
    expect(result.current.isPolling).toBe(false);
    expect(result.current.status).toBeUndefined();
  });
});
