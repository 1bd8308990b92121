import type { ApiError, Schemas } from '@back-office/api-client';
import { hashKey, type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query';
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
}

/**
 * The one helper for every process → status flow (order processing, uploads, combining,
 * weekly combinations): polls the status with back-off, stops when `is_terminal`, and exposes
 * the progress. It only watches: starting, cancelling and retrying a job are the resource's
 * mutation hooks (`useProcessOrder`, `useCancelOrder`, `useRetryOrder`, …), which put the new
 * status in the cache or invalidate it; a status that is running again after a terminal one
 * restarts the back-off (decision 068). With `live`, the tab's event stream (`liveJobs`) triggers a read
 * on each change of the job, and the poll slows down while the stream is healthy (the fallback).
 *
 * @example
 * const job = useJob({ queryKey: orderKeys.status(id), fetchStatus: (signal) => …, enabled: id !== null });
 * job.progress; job.isTerminal; job.isPolling;
 */
export function useJob<T extends JobStatus>(config: UseJobConfig<T>): JobState<T> {
  const queryClient = useQueryClient();
  // Polls are counted from the last (re)start: attempt = status reads since then. A restart is a
  // running status after a terminal one (a retry's answer put in the cache, or read).
  const base = useRef(0);
  const lastWasTerminal = useRef(false);
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
      if (data?.is_terminal) lastWasTerminal.current = true;
      else if (data && lastWasTerminal.current) {
        lastWasTerminal.current = false;
        base.current = q.state.dataUpdateCount - 1;
      }
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

  return {
    status,
    progress: status?.progress ?? 0,
    isTerminal,
    isPolling: config.enabled && !isTerminal && query.status !== 'error',
    error: query.error ?? null,
  };
}

/** True when `next` is another state of the job than `before` (nothing cached counts as the same). */
function differsFrom(before: JobStatus | undefined, next: JobStatus): boolean {
  if (before === undefined) return false;
  return before.status !== next.status || before.updated_at !== next.updated_at;
}
