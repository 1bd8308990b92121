import type { OrderStatus } from '@back-office/api-client';
import { example } from '@back-office/api-client/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { liveJobs } from '../live/live-jobs.ts';
import { useOrderJob } from '../queries/orders.ts';
import { createTestHarness } from '../test/render.tsx';
import { mockOperation, server } from '../test/server.ts';
import { LIVE_POLL_MS } from './use-job.ts';

const running = example('OrderStatus');
const done: OrderStatus = { ...running, status: 'completed', progress: 100, is_terminal: true };

afterEach(() => {
  liveJobs.setHealthy(false);
  vi.useRealTimers();
});

/** Renders the order job with a status endpoint answering `answers` in turn; counts the reads. */
function watchOrder(answers: OrderStatus[]) {
  const reads = { count: 0 };
  server.use(
    mockOperation('get', '/api/orders/{id}/status', () => {
      reads.count += 1;
      return { status: 200, body: answers.shift() ?? done };
    }),
  );
  const { Wrapper } = createTestHarness();
  const hook = renderHook(() => useOrderJob(running.order_id), { wrapper: Wrapper });
  return { ...hook, reads };
}

describe('useJob with the live stream', () => {
  it('reads the status when the stream reports the job, polling only slowly meanwhile', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    liveJobs.setHealthy(true);
    const { result, reads } = watchOrder([{ ...running, progress: 10 }, done]);
    await waitFor(() => expect(result.current.progress).toBe(10));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(LIVE_POLL_MS - 1_000);
    });
    expect(reads.count).toBe(1);

    // Another job's change is not this one's; this job's change reads it at once.
    act(() => liveJobs.publish({ kind: 'order', id: running.order_id + 1, status: 'completed' }));
    act(() => liveJobs.publish({ kind: 'upload', id: running.order_id, status: 'completed' }));
    expect(reads.count).toBe(1);
    act(() => liveJobs.publish({ kind: 'order', id: running.order_id, status: 'completed' }));
    await waitFor(() => expect(result.current.isTerminal).toBe(true));
    expect(reads.count).toBe(2);
  });

  it('falls back to the usual back-off polling when the stream is down', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    liveJobs.setHealthy(true);
    const { result, reads } = watchOrder([
      { ...running, progress: 10 },
      { ...running, progress: 50 },
    ]);
    await waitFor(() => expect(result.current.progress).toBe(10));
    act(() => liveJobs.setHealthy(false));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
    });
    await waitFor(() => expect(result.current.progress).toBe(50));
    expect(reads.count).toBe(2);
  });
});
