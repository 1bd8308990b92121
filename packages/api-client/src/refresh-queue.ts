import { ApiError } from './api-error.ts';
import { createRequestId } from './request-id.ts';

/**
 * What one refresh attempt ended as. `refused` (any non-2xx answer) ends the session;
 * `unreachable` (no answer) does not, so a network blip never signs the user out.
 */
export type RefreshOutcome = 'refreshed' | 'refused' | { unreachable: unknown };

export interface RefreshQueueOptions {
  /** Performs one refresh call: true when it succeeded, false when refused; throws when unreachable. */
  refresh: () => Promise<boolean>;
  /** True when the access token is inside its early-refresh window (§9). */
  isStale: () => boolean;
  /**
   * Called once when the session ends (a refused refresh, or a 401 on the retry after a
   * successful refresh): clear the auth state and tell the app.
   */
  onExpired: () => void;
}

/** One try of a call. Every try gets its own request id. */
export interface Attempt {
  requestId: string;
  retry: boolean;
}

export interface RunOptions<T> {
  /** Logins, logouts and refreshes: sent once, never queued, refreshed or retried. */
  excluded: boolean;
  signal?: AbortSignal | null;
  send: (attempt: Attempt) => Promise<T>;
  statusOf: (result: T) => number;
  /** Releases a result that will not be returned (e.g. cancels the body of a discarded 401). */
  discard?: (result: T) => void;
}

export interface RefreshQueue {
  /** Sends a call under the 401 rules: one shared refresh, then one retry. */
  run<T>(options: RunOptions<T>): Promise<T>;
  /** A login succeeded: a new session begins (clears the "expired" mark). */
  signedIn(): void;
  /** Refreshes now (or joins the refresh in flight). */
  refreshNow(): Promise<RefreshOutcome>;
}

function abortable<T>(promise: Promise<T>, signal?: AbortSignal | null): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

/**
 * The single-flight refresh. Sessions are counted in epochs: every settled refresh (and every
 * login) starts a new one. A 401 for a request sent in an older epoch is answered from what
 * that newer epoch already knows, so a late 401 never causes a second refresh in the same wave.
 */
export function createRefreshQueue(options: RefreshQueueOptions): RefreshQueue {
  let epoch = 0;
  let expired = false;
  let inflight: Promise<RefreshOutcome> | null = null;

  /** Ends the session once: later 401s of it reject without a refresh or a second callback. */
  function endSession(): void {
    if (expired) return;
    epoch += 1;
    expired = true;
    options.onExpired();
  }

  function refreshNow(): Promise<RefreshOutcome> {
    if (inflight) return inflight;
    const attempt = (async (): Promise<RefreshOutcome> => {
      let ok: boolean;
      try {
        ok = await options.refresh();
      } catch (error) {
        return { unreachable: error };
      }
      if (ok) {
        epoch += 1;
        expired = false;
      } else endSession();
      return ok ? 'refreshed' : 'refused';
    })();
    inflight = attempt.finally(() => {
      inflight = null;
    });
    return inflight;
  }

  function failure(outcome: Exclude<RefreshOutcome, 'refreshed'>, requestId: string): ApiError {
    return outcome === 'refused'
      ? ApiError.authExpired(requestId)
      : ApiError.network(outcome.unreachable, requestId);
  }

  async function run<T>(run: RunOptions<T>): Promise<T> {
    const { signal } = run;
    if (run.excluded) return run.send({ requestId: createRequestId(), retry: false });

    // Queue behind a refresh in flight, and refresh first inside the early-refresh window.
    if (inflight || (!expired && options.isStale())) {
      const outcome = await abortable(refreshNow(), signal);
      if (outcome !== 'refreshed') throw failure(outcome, createRequestId());
    }

    const sentIn = epoch;
    const first: Attempt = { requestId: createRequestId(), retry: false };
    const firstResult = await run.send(first);
    if (run.statusOf(firstResult) !== 401) return firstResult;
    run.discard?.(firstResult);

    let outcome: RefreshOutcome;
    if (inflight) outcome = await abortable(inflight, signal);
    else if (sentIn !== epoch || expired) outcome = expired ? 'refused' : 'refreshed';
    else outcome = await abortable(refreshNow(), signal);
    if (outcome !== 'refreshed') throw failure(outcome, first.requestId);

    const second: Attempt = { requestId: createRequestId(), retry: true };
    const secondResult = await run.send(second);
    if (run.statusOf(secondResult) === 401) {
      // Refreshed and still refused (§7, second reading of the 401 rule): the session is over.
      // Reject, never refresh again, and clear the auth state.
      run.discard?.(secondResult);
      endSession();
      throw ApiError.authExpired(second.requestId);
    }
    return secondResult;
  }

  return {
    run,
    refreshNow,
    signedIn() {
      epoch += 1;
      expired = false;
    },
  };
}
