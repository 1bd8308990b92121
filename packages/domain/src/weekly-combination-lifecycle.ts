import type { WeeklyCombinationStatus } from './enum-values.ts';

/** A pending combination is processed, and a failed one processed again. */
export const PROCESSABLE_WEEKLY_STATUSES: readonly WeeklyCombinationStatus[] = [
  'pending',
  'failed',
];
/** A combination not yet finished can be cancelled. */
export const CANCELLABLE_WEEKLY_STATUSES: readonly WeeklyCombinationStatus[] = [
  'pending',
  'processing',
];
/** A combination is deleted in any status but processing (cancel it first). */
export const UNDELETABLE_WEEKLY_STATUSES: readonly WeeklyCombinationStatus[] = ['processing'];

/** What a weekly combination allows in each status (`WeeklyCombination`). */
export const weeklyCombinationRules = {
  canProcess: (status: WeeklyCombinationStatus) => PROCESSABLE_WEEKLY_STATUSES.includes(status),
  canCancel: (status: WeeklyCombinationStatus) => CANCELLABLE_WEEKLY_STATUSES.includes(status),
  canDelete: (status: WeeklyCombinationStatus) => !UNDELETABLE_WEEKLY_STATUSES.includes(status),
  /** The spreadsheet exists once completed. */
  canDownload: (status: WeeklyCombinationStatus) => status === 'completed',
} as const;
