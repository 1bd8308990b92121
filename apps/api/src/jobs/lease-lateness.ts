/**
 * How late this process's job lease renewals are (issue 33): from when a renewal was due to
 * when its UPDATE finished, so a stalled event loop or a queued database both show. The worst
 * since the last read is `backoffice_job_lease_renewal_late_seconds`; a scrape reads and resets
 * it, as it does the event loop's lag.
 */
let worstMs = 0;

/** Records one renewal due at `dueAt` and finished at `doneAt` (both `performance.now()`). */
export function recordLeaseRenewal(dueAt: number, doneAt: number): void {
  worstMs = Math.max(worstMs, doneAt - dueAt);
}

/** The worst lateness in milliseconds since the last call (0 when none was late). */
export function takeWorstLeaseRenewalLateMs(): number {
  const worst = worstMs;
  worstMs = 0;
  return worst;
}
