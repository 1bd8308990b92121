import type { Schemas } from '@back-office/api-client';
import { example } from '@back-office/api-client/testing';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { invalidatedKeys, keysOf, seedQueries } from '../test/invalidation.ts';
import { createTestHarness } from '../test/render.tsx';
import { mockOperation, server } from '../test/server.ts';
import { advance } from '../test/timers.ts';
import { orderKeys } from './orders.ts';
import { productKeys } from './products.ts';
import { uploadKeys, useUploadJob } from './uploads.ts';

type UploadStatus = Schemas['UploadStatus'];
const running = example('UploadStatus');
const completed: UploadStatus = {
  ...running,
  status: 'completed',
  progress: 100,
  is_terminal: true,
  processed_rows: 312,
  imported_rows: 312,
  upload_session_id: 17,
  completed_at: '2026-11-18T10:16:00Z',
};

/** Answers the status reads in order (the last one again once they run out); counts them. */
function statusSequence(answers: UploadStatus[]) {
  let reads = 0;
  server.use(
    mockOperation('get', '/api/upload/{id}/status', () => {
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

describe('useUploadJob', () => {
  it('polls the import status until it is terminal, exposing progress on the way', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const backend = statusSequence([
      { ...running, progress: 10, processed_rows: 31 },
      { ...running, progress: 70, processed_rows: 218 },
      completed,
    ]);
    const { Wrapper } = createTestHarness();
    const { result } = renderHook(() => useUploadJob(running.id), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.progress).toBe(10));
    expect(result.current.isPolling).toBe(true);
    expect(result.current.isTerminal).toBe(false);
    await advance(1_000);
    await waitFor(() => expect(result.current.progress).toBe(70));
    expect(result.current.status?.processed_rows).toBe(218);
    await advance(1_500);
    await waitFor(() => expect(result.current.isTerminal).toBe(true));
    expect(result.current.status?.status).toBe('completed');
    expect(result.current.progress).toBe(100);
    expect(result.current.isPolling).toBe(false);
    expect(backend.reads()).toBe(3);
  });

  it('stops reading the status once it is terminal', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const backend = statusSequence([{ ...running, progress: 50 }, completed]);
    const { Wrapper } = createTestHarness();
    const { result } = renderHook(() => useUploadJob(running.id), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.progress).toBe(50));
    await advance(1_000);
    await waitFor(() => expect(result.current.isTerminal).toBe(true));
    await advance(60_000);
    expect(backend.reads()).toBe(2);
  });

  it('a finished import refreshes the upload, the history and the products, nothing else', async () => {
    // Seen running (the start call caches that status), then finished: a job that had ended
    // before it was watched changes nothing.
    statusSequence([completed]);
    const { Wrapper, queryClient } = createTestHarness();
    queryClient.setQueryData(uploadKeys.status(running.id), running);
    seedQueries(queryClient, [
      uploadKeys.detail(running.id),
      uploadKeys.detail(running.id + 1),
      uploadKeys.list({}),
      productKeys.list({}),
      productKeys.count({}),
      productKeys.setList({}),
      orderKeys.list({}),
    ]);
    const { result } = renderHook(() => useUploadJob(running.id), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.isTerminal).toBe(true));
    await waitFor(() =>
      expect(invalidatedKeys(queryClient)).toEqual(
        keysOf([
          uploadKeys.detail(running.id),
          uploadKeys.list({}),
          productKeys.list({}),
          productKeys.count({}),
          productKeys.setList({}),
        ]),
      ),
    );
  });

  it('watches nothing without an upload id', () => {
    const backend = statusSequence([running]);
    const { Wrapper } = createTestHarness();
    const { result } = renderHook(() => useUploadJob(null), { wrapper: Wrapper });
    expect(result.current.isPolling).toBe(false);
    expect(result.current.status).toBeUndefined();
    expect(backend.reads()).toBe(0);
  });
});
