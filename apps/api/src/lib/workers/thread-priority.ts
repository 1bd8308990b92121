import { readlinkSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';

/** How much lower than the process a worker thread runs (nice +10: ~10% of a contended core). */
export const WORKER_NICENESS = 10;

/**
 * Lowers the priority of the calling thread only (on Linux a thread has its own nice value, and
 * `/proc/thread-self` names its id), so on a busy machine the event loop's thread wins the CPU
 * from documents and exports. Elsewhere, or if refused, the thread keeps the process's priority.
 * Answers the thread's id, or undefined when it could not.
 */
export function lowerThisThreadsPriority(by = WORKER_NICENESS): number | undefined {
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (!Number.isInteger(tid) || tid <= 0) return undefined;
    setPriority(tid, Math.min(19, getPriority(tid) + by));
    return tid;
  } catch {
    return undefined;
  }
}
