import type { CombinationJobStatus } from './enum-values.ts';

/** A combination job that will not change any more: its status can be cleared. */
export const FINISHED_COMBINATION_STATUSES: readonly CombinationJobStatus[] = [
  'completed',
  'failed',
];

/** Whether a combination job's status will not change any more (`CombinationStatus`). */
export const isCombinationFinished = (status: CombinationJobStatus) =>
  FINISHED_COMBINATION_STATUSES.includes(status);
