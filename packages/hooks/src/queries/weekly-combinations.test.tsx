import type { Schemas } from '@back-office/api-client';
import { example } from '@back-office/api-client/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { invalidatedKeys, keysOf, seedQueries } from '../test/invalidation.ts';
import { createTestHarness } from '../test/render.tsx';
import { mockOperation, server } from '../test/server.ts';
import { advance } from '../test/timers.ts';
import {
  weeklyCombinationKeys as keys,
  useCancelWeeklyCombination,
  useProcessWeeklyCombination,
  useWeeklyCombinationJob,
} from './weekly-combinations.ts';

type WeeklyStatus = Schemas['WeeklyCombinationStatus'];
const running = example('WeeklyCombinationStatus');
const completed: WeeklyStatus = {
  ...running,
  status: 'completed',
  progress: 100,
  is_terminal: true,
  file_name: 'weekly_combination_5.xlsx',
  processed_at: '2026-11-23T07:46:12Z',
};
const failed: WeeklyStatus = {
  ...running,
  status: 'failed',
  progress: 100,
  is_terminal: true,
  error: 'Consultant order 131 has no lines',
};

/** Serves the status from `current()` and counts the reads. */
function statusFrom(current: () => WeeklyStatus) {
  let reads = 0;
  server.use(
    mockOperation('get', '/api/weekly-combinations/{id}/status', () => {
      reads += 1;
      return { status: 200, body: current() };
    }),
  );
  return { reads: () => reads };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('useWeeklyCombinationJob', () => {
  it('polls the processing status until terminal, exposing progress, then stops', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const answers = [{ ...running, progress: 30 }, running, completed];
    const backend = statusFrom(() => answers.shift() ?? completed);
    const { Wrapper } = createTestHarness();
    const { result } = renderHook(() => useWeeklyCombinationJob(running.id), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.progress).toBe(30));
    expect(result.current.isPolling).toBe(true);
    await advance(1_000);
    await waitFor(() => expect(result.current.progress).toBe(running.progress));
    await advance(1_500);
    await waitFor(() => expect(result.current.isTerminal).toBe(true));
    expect(result.current.status?.file_name).toBe('weekly_combination_5.xlsx');
    expect(result.current.isPolling).toBe(false);
    await advance(60_000);
    expect(backend.reads()).toBe(3);
  });

  it('the end refreshes the combination, its download and the lists, not its preview', async () => {
    statusFrom(() => completed);
    const { Wrapper, queryClient } = createTestHarness();
    seedQueries(queryClient, [
      keys.detail(running.id),
      keys.download(running.id),
      keys.preview(running.id),
      keys.list({ period_id: 11 }),
      keys.detail(running.id + 1),
    ]);
    // The process call leaves the running status in the cache; the next read is the end.
    queryClient.setQueryData(keys.status(running.id), running);
    const { result } = renderHook(() => useWeeklyCombinationJob(running.id), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.isTerminal).toBe(true));
    await waitFor(() =>
      expect(invalidatedKeys(queryClient)).toEqual(
        keysOf([keys.detail(running.id), keys.download(running.id), keys.list({ period_id: 11 })]),
      ),
    );
  });

  it('processing a failed combination again restarts its job, which polls again', async () => {
    let current = failed;
    let processed = 0;
    // After the retry, the first read still finds it running at 0 %, so the state asserted after
    // the retry holds until the poll after it, and the next read finds it completed.
    statusFrom(() => {
      const answer = current;
      if (processed > 0) current = completed;
      return answer;
    });
    server.use(
      mockOperation('post', '/api/weekly-combinations/{id}/process', () => {
        processed += 1;
        current = { ...running, progress: 0 };
        return { status: 202, body: { ...running, progress: 0 } };
      }),
    );
    const { Wrapper } = createTestHarness();
    const { result } = renderHook(
      () => ({ job: useWeeklyCombinationJob(running.id), process: useProcessWeeklyCombination() }),
      { wrapper: Wrapper },
    );
    await waitFor(() => expect(result.current.job.status?.status).toBe('failed'));
    expect(result.current.job.isPolling).toBe(false);
    await act(async () => {
      await result.current.process.mutateAsync(running.id);
    });
    expect(processed).toBe(1);
    // React Query tells its observers in a later task: on Node 26 that came after the act.
    await waitFor(() => expect(result.current.job.progress).toBe(0));
    expect(result.current.job.isPolling).toBe(true);
    await waitFor(() => expect(result.current.job.status?.status).toBe('completed'));
  });

  it('useCancelWeeklyCombination cancels the job, which ends cancelled', async () => {
    let current = running;
    statusFrom(() => current);
    server.use(
      mockOperation('delete', '/api/weekly-combinations/{id}/cancel', () => {
        current = { ...running, status: 'cancelled', is_terminal: true };
        return { status: 200, body: { ...example('WeeklyCombination'), status: 'cancelled' } };
      }),
    );
    const { Wrapper } = createTestHarness();
    const { result } = renderHook(
      () => ({ job: useWeeklyCombinationJob(running.id), cancel: useCancelWeeklyCombination() }),
      { wrapper: Wrapper },
    );
    await waitFor(() => expect(result.current.job.status).toBeDefined());
    await act(async () => {
      await result.current.cancel.mutateAsync(running.id);
    });
    await waitFor(() => expect(result.current.job.status?.status).toBe('cancelled'));
    expect(result.current.job.isTerminal).toBe(true);
    expect(result.current.job.isPolling).toBe(false);
  });
});
