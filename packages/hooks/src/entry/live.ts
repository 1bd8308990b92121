// `@back-office/hooks/live` (decision 068).
export { createLiveJobs, type LiveJobEvent, type LiveJobs, liveJobs } from '../live/live-jobs.ts';
export {
  createLiveRecords,
  type LiveRecords,
  liveRecords,
  parseRecordChanged,
  type RecordChangedEvent,
} from '../live/live-records.ts';
export { type RecordWatch, useRecordChange } from '../live/use-record-change.ts';
