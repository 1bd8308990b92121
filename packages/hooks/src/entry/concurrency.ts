// `@back-office/hooks/concurrency` (decision 068).
export { sendWithVersion } from '../concurrency/send-with-version.ts';
export {
  isStaleRecord,
  StaleRecordError,
  type WriteError,
} from '../concurrency/stale-record-error.ts';
export type { VersionSource } from '../concurrency/version-source.ts';
