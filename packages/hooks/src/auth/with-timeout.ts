/** §9: the session is validated on start within 10 seconds. */
export const AUTH_INIT_TIMEOUT_MS = 10_000;

/** Thrown by `withTimeout` when the limit passes first. */
export class TimeoutError extends Error {
  override readonly name = 'TimeoutError';
  readonly ms: number;

  constructor(ms: number) {
    super(`Timed out after ${ms} ms`);
    this.ms = ms;
  }
}

/**
 * Runs `task` with an abort signal and rejects with `TimeoutError` if it has not settled after
 * `ms` milliseconds; the signal is aborted then, so the request stops too. The timer is always
 * cleared, so nothing is left pending.
 *
 * @example
 * const user = await withTimeout((signal) => fetchMe(signal), AUTH_INIT_TIMEOUT_MS);
 */
export function withTimeout<T>(task: (signal: AbortSignal) => Promise<T>, ms: number): Promise<T> {
  const controller = new AbortController();
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      const error = new TimeoutError(ms);
      reject(error);
      controller.abort(error);
    }, ms);
    task(controller.signal).then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
