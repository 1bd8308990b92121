import type { Schemas } from '@back-office/api-client';
import { example } from '@back-office/api-client/testing';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { invalidatedKeys, keysOf, seedQueries } from '../../test/invalidation.ts';
import { createTestHarness } from '../../test/render.tsx';
import { mockOperation, server } from '../../test/server.ts';
import { advance } from '../../test/timers.ts';
import { combinedOrderKeys } from '../combined-orders.ts';
import { consultantKeys } from '../consultants/keys.ts';
import { invoiceKeys } from '../invoices.ts';
import { useCombinationJob } from './combination-job.ts';
import { consultantOrderKeys } from './keys.ts';

type CombinationStatus = Schemas['CombinationStatus'];
const running = example('CombinationStatus');
const completed: CombinationStatus = {
  ...running,
  status: 'completed',
  progress: 100,
  is_terminal: true,
  combined_order_id: 45,
};

/** Answers the status reads in order (the last one again once they run out); counts them. */
function statusSequence(answers: CombinationStatus[]) {
  let reads = 0;
  server.use(
    mockOperation('get', '/api/consultant-orders/combination-status/{id}', () => {
      const body = answers[Math.min(reads, answers.length - 1)] ?? completed;
      reads += 1;
      return { status: 200, body };
    }),
  );
  return { reads: () => reads };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('useCombinationJob', () => {
  it('polls the combination status until terminal, exposing progress, then stops', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const backend = statusSequence([{ ...running, progress: 20 }, running, completed]);
    const { Wrapper } = createTestHarness();
    const { result } = renderHook(() => useCombinationJob(running.id), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.progress).toBe(20));
    expect(result.current.isPolling).toBe(true);
    await advance(1_000);
    await waitFor(() => expect(result.current.progress).toBe(running.progress));
    await advance(1_500);
    await waitFor(() => expect(result.current.isTerminal).toBe(true));
    expect(result.current.status?.combined_order_id).toBe(45);
    expect(result.current.isPolling).toBe(false);
    await advance(60_000);
    expect(backend.reads()).toBe(3);
  });

  it('a finished combination refreshes consultant orders and combined orders, nothing else', async () => {
    // Seen running (the start call caches that status), then finished: a job that had ended
    // before it was watched changes nothing.
    statusSequence([completed]);
    const { Wrapper, queryClient } = createTestHarness();
    queryClient.setQueryData(consultantOrderKeys.combination(running.id), running);
    seedQueries(queryClient, [
      consultantOrderKeys.list({ period_id: 11 }),
      consultantOrderKeys.detail(123),
      combinedOrderKeys.list({ period_id: 11 }),
      combinedOrderKeys.detail(45),
      consultantKeys.list({}),
      invoiceKeys.list({}),
    ]);
    const { result } = renderHook(() => useCombinationJob(running.id), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.isTerminal).toBe(true));
    await waitFor(() =>
      expect(invalidatedKeys(queryClient)).toEqual(
        keysOf([
          consultantOrderKeys.list({ period_id: 11 }),
          consultantOrderKeys.detail(123),
          combinedOrderKeys.list({ period_id: 11 }),
          combinedOrderKeys.detail(45),
        ]),
      ),
    );
  });

  it('watches nothing without a combination id', () => {
    const backend = statusSequence([running]);
    const { Wrapper } = createTestHarness();
    const { result } = renderHook(() => useCombinationJob(null), { wrapper: Wrapper });
    expect(result.current.isPolling).toBe(false);
    expect(backend.reads()).toBe(0);
  });
});
