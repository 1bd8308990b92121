import { combinationJob } from '../combined-orders/combination-job.ts';
import { stockOrderJob } from '../stock-orders/order-job.ts';
import type { ReceivedFiles } from '../uploads/received-files.ts';
import { uploadJob } from '../uploads/upload-job.ts';
import { weeklyCombinationJob } from '../weekly-combinations/weekly-job.ts';
import type { JobKindHandler } from './job-kind.ts';

/**
 * Every kind of background job, by the name the `jobs` table keeps (decision 067): a new kind is
 * its handler, written beside its resource, and one line here. `JobKind` and the worker's
 * dispatch follow from this object; the database holds no list of kinds. Each `run` re-checks
 * its row's status before every write, so running a job again after a crash resumes it. Email
 * delivery (`mail/deliver-mail.ts`) is built with the process's mailer.
 */
export function jobKinds(mail: JobKindHandler, received: ReceivedFiles) {
  return {
    upload: uploadJob(received),
    order: stockOrderJob,
    combination: combinationJob,
    weekly: weeklyCombinationJob,
    mail,
  } satisfies Record<string, JobKindHandler>;
}

/** The kinds of background job (`mail`: a `mail_queue` row; the others: one resource table each). */
export type JobKind = keyof ReturnType<typeof jobKinds>;
