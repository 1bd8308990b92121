import type { ApiError, Schemas } from '@back-office/api-client';
import {
  hashKey,
  type QueryKey,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { type LiveJobKind, liveJobs } from '../live/live-jobs.ts';
import { DEFAULT_POLL_DELAY, type PollDelayOptions, pollDelay } from './poll-delay.ts';

/** The poll while the live stream is healthy: only a safety net, the stream says when to read. */
export const LIVE_POLL_MS = 15_000;

/** The common part of every job status (`JobProgress` in the contract). */
export type JobStatus = Schemas['JobProgress'];

export interface UseJobConfig<T extends JobStatus> {
  /** The status query's key. */
  readonly queryKey: QueryKey;
  /** Reads the status once. */
  readonly fetchStatus: (signal: AbortSignal) => Promise<T>;
  /** False until there is a job to watch (e.g. no id yet). */
  readonly enabled: boolean;
  /** Cancels the job, where the resource allows it. */
  readonly cancel?: () => Promise<unknown>;
  /** Starts the job again (after a failure); answers the new status. */
  readonly retry?: () => Promise<T>;
  /** Called once each time the job reaches a terminal status (invalidate what it changed). */
  readonly onTerminal?: (status: T) => void;
  /** Back-off between polls. */
  readonly delay?: PollDelayOptions;
  /**
   * The job as the live stream names it: its changes read the status at once, and while the
   * stream is healthy the poll slows to {@link LIVE_POLL_MS}. Polling alone without it.
   */
  readonly live?: { readonly kind: LiveJobKind; readonly id: number | null };
}

export interface JobState<T extends JobStatus> {
  /** The last status read, if any. */
  readonly status: T | undefined;
  /** 0–100. */
  readonly progress: number;
  readonly isTerminal: boolean;
  /** True while the status is being watched and not terminal. */
  readonly isPolling: boolean;
  readonly error: ApiError | null;
  /** Undefined when the resource cannot be cancelled. */
  readonly cancel: (() => Promise<void>) | undefined;
  /** Undefined when the resource cannot be retried. */
  readonly retry: (() => Promise<void>) | undefined;
  readonly isCancelling: boolean;
  readonly isRetrying: boolean;
}

/**
 * The one helper for every process → status flow (order processing, uploads, combining,
 * weekly combinations): polls the status with back-off, stops when `is_terminal`, and exposes
 * progress, cancel and retry. With `live`, the tab's event stream (`liveJobs`) triggers a read
 * on each change of the job, and the poll slows down while the stream is healthy (the fallback).
 *
 * @example
 * const job = useJob({ queryKey: orderKeys.status(id), fetchStatus: (signal) => …, enabled: id !== null });
 * job.progress; job.isTerminal; job.cancel?.();
 */
export function useJob<T extends JobStatus>(config: UseJobConfig<T>): JobState<T> {
  const queryClient = useQueryClient();
  // Polls are counted from the last (re)start: attempt = status reads since then.
  const base = useRef(0);
  const delay = config.delay ?? DEFAULT_POLL_DELAY;
  const streamHealthy = useSyncExternalStore(
    liveJobs.subscribeHealth,
    liveJobs.isHealthy,
    // A server render has no stream: its answer is the store's (not yet connected).
    liveJobs.isHealthy,
  );
  const liveKind = config.live?.kind;
  const liveId = config.live?.id ?? null;
  const watchesLive = liveKind !== undefined && liveId !== null;

  const query = useQuery<T, ApiError>({
    queryKey: config.queryKey,
    queryFn: ({ signal }) => config.fetchStatus(signal),
    enabled: config.enabled,
    // A status is never fresh for long: every mount reads it again.
    staleTime: 0,
    refetchInterval: (q) => {
      const data = q.state.data;
      if (q.state.status === 'error' || data?.is_terminal) return false;
      const next = pollDelay(q.state.dataUpdateCount - base.current - 1, delay);
      return watchesLive && streamHealthy ? Math.max(next, LIVE_POLL_MS) : next;
    },
  });

  const { queryKey, enabled } = config;
  const keyHash = hashKey(queryKey);
  // The stream reports a change of this job: read its status now rather than at the next poll.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key is compared by its hash
  useEffect(() => {
    if (!enabled || liveKind === undefined || liveId === null) return;
    return liveJobs.subscribe((event) => {
      if (event.kind === liveKind && event.id === liveId) {
        void queryClient.invalidateQueries({ queryKey, exact: true });
      }
    });
  }, [enabled, liveKind, liveId, keyHash, queryClient]);

  const status = query.data;
  const isTerminal = status?.is_terminal ?? false;

  // Report each arrival at a terminal status once (after a retry, the next one too), but not a
  // job that had already finished before this hook started watching it: nothing changed then.
  // Decided from what was observed, never from the browser's clock against server timestamps
  // (a PC clock a few minutes off would otherwise hide or invent an end): the job counts as
  // finishing while watched when a non-terminal status was seen (the one the start call put in
  // the cache included), or when the terminal status differs from the one cached when watching
  // began (server time against server time).
  const reported = useRef<T | undefined>(undefined);
  const sawRunning = useRef(false);
  const cachedAtStart = useRef(queryClient.getQueryData<T>(config.queryKey));
  const watchedKey = useRef(hashKey(config.queryKey));
  if (watchedKey.current !== hashKey(config.queryKey)) {
    // Another job (the id changed): start observing afresh.
    watchedKey.current = hashKey(config.queryKey);
    cachedAtStart.current = queryClient.getQueryData<T>(config.queryKey);
    sawRunning.current = false;
  }
  const onTerminal = config.onTerminal;
  useEffect(() => {
    if (!status) return;
    if (!status.is_terminal) {
      sawRunning.current = true;
      return;
    }
    if (reported.current === status) return;
    reported.current = status;
    if (sawRunning.current || differsFrom(cachedAtStart.current, status)) onTerminal?.(status);
    sawRunning.current = false;
    cachedAtStart.current = status;
  }, [status, onTerminal]);

  const { cancel, retry } = config;
  const cancelMutation = useMutation<unknown, ApiError, void>({
    mutationFn: () => (cancel ? cancel() : Promise.resolve()),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
  const retryMutation = useMutation<T, ApiError, void>({
    mutationFn: () => (retry ? retry() : Promise.reject(new Error('This job cannot be retried'))),
    onSuccess: (next) => {
      base.current = queryClient.getQueryState(queryKey)?.dataUpdateCount ?? 0;
      queryClient.setQueryData(queryKey, next);
    },
  });

  return {
    status,
    progress: status?.progress ?? 0,
    isTerminal,
    isPolling: config.enabled && !isTerminal && query.status !== 'error',
    error: query.error ?? cancelMutation.error ?? retryMutation.error ?? null,
    cancel: cancel
      ? async () => {
          await cancelMutation.mutateAsync();
        }
      : undefined,
    retry: retry
      ? async () => {
          await retryMutation.mutateAsync();
        }
      : undefined,
    isCancelling: cancelMutation.isPending,
    isRetrying: retryMutation.isPending,
  };
}

/** True when `next` is another state of the job than `before` (nothing cached counts as the same). */
function differsFrom(before: JobStatus | undefined, next: JobStatus): boolean {
  if (before === undefined) return false;
  return before.status !== next.status || before.updated_at !== next.updated_at;
}
