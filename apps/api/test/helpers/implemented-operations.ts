import { loadConfig } from '../../src/config.ts';
import type { Db } from '../../src/db/db.ts';
import { Contract } from '../../src/http/contract/contract.ts';
import { jobKinds } from '../../src/jobs/job-kinds.ts';
import { JobWorker, workerOptionsOf } from '../../src/jobs/job-worker.ts';
import { JobRunner } from '../../src/jobs/jobs.ts';
import { mailJobKind, mailSettingsOf } from '../../src/mail/deliver-mail.ts';
import { Mailer } from '../../src/mail/transport.ts';
import { LiveEvents } from '../../src/notifications/live-events.ts';
import { StreamSlots } from '../../src/notifications/stream-slots.ts';
import { handlers } from '../../src/routes/index.ts';
import { ReceivedFiles } from '../../src/uploads/received-files.ts';

/** The operationIds that have a handler (the registry is built without a database to list them). */
export function implementedOperations(contract = new Contract()): string[] {
  const jobs = new JobRunner();
  const config = loadConfig({});
  const now = () => new Date();
  const mailer = new Mailer({ ...config, demo: true });
  const receivedFiles = new ReceivedFiles();
  const kinds = jobKinds(mailJobKind(mailer, mailSettingsOf(config)), receivedFiles);
  const deps = {
    config,
    db: {} as Db,
    contract,
    secret: Buffer.alloc(0),
    now,
    jobs,
    worker: new JobWorker({} as Db, () => jobs, kinds, now, workerOptionsOf(config)),
    mailer,
    lifecycle: { draining: false },
    live: new LiveEvents(undefined),
    streamSlots: new StreamSlots(1),
    receivedFiles,
  };
  return Object.keys(handlers(deps));
}
