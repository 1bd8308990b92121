/** How a job's status is polled: starts fast, backs off, never slower than `maxMs`. */
export interface PollDelayOptions {
  readonly initialMs: number;
  readonly factor: number;
  readonly maxMs: number;
}

/** 1 s, 1.5 s, 2.25 s … up to 10 s between polls. */
export const DEFAULT_POLL_DELAY: PollDelayOptions = {
  initialMs: 1_000,
  factor: 1.5,
  maxMs: 10_000,
};

/**
 * The wait before poll number `attempt` (0-based).
 *
 * @example
 * pollDelay(0); // 1000
 * pollDelay(20); // 10000
 */
export function pollDelay(attempt: number, options: PollDelayOptions = DEFAULT_POLL_DELAY): number {
  const delay = options.initialMs * options.factor ** Math.max(0, attempt);
  return Math.min(Math.round(delay), options.maxMs);
}
