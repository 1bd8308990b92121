import { combinationJob } from '../combined-orders/combination-job.ts';
import { stockOrderJob } from '../stock-orders/order-job.ts';
import type { ReceivedFiles } from '../uploads/received-files.ts';
import { uploadJob } from '../uploads/upload-job.ts';
import { weeklyCombinationJob } from '../weekly-combinations/weekly-job.ts';
import type { JobKindHandler } from './job-kind.ts';
import type { JobKind } from './job-kind-names.ts';

/**
 * Every kind of background job with its handler (decision 067; the names: `job-kind-names.ts`).
 * Each `run` re-checks its row's status before every write, so running a job again after a
 * crash resumes it. Email delivery (`mail/deliver-mail.ts`) is built with the process's mailer.
 */
export function jobKinds(
  mail: JobKindHandler,
  received: ReceivedFiles,
): Record<JobKind, JobKindHandler> {
  return {
    upload: uploadJob(received),
    order: stockOrderJob,
    combination: combinationJob,
    weekly: weeklyCombinationJob,
    mail,
  };
}
