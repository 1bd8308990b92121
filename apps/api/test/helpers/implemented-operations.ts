import { loadConfig } from '../../src/config.ts';
import type { Db } from '../../src/db/db.ts';
import { Contract } from '../../src/http/contract/contract.ts';
import { JOB_KINDS } from '../../src/platform/job-kinds.ts';
import { JobWorker, workerOptionsOf } from '../../src/platform/job-worker.ts';
import { JobRunner } from '../../src/platform/jobs.ts';
import { routes } from '../../src/routes/index.ts';

/** The operationIds that have a handler (sub-apps are built without a database to list routes). */
export function implementedOperations(contract = new Contract()): string[] {
  const jobs = new JobRunner();
  const config = loadConfig({});
  const now = () => new Date();
  const deps = {
    config,
    db: {} as Db,
    contract,
    secret: Buffer.alloc(0),
    now,
    jobs,
    worker: new JobWorker({} as Db, () => jobs, JOB_KINDS, now, workerOptionsOf(config)),
    lifecycle: { draining: false },
  };
  const registered = new Set(
    routes(deps).flatMap((app) =>
      app.routes.map((r) => `${r.method.toLowerCase()} ${r.path.replace(/:(\w+)/g, '{$1}')}`),
    ),
  );
  return contract.operations
    .filter((op) => registered.has(`${op.method} ${op.path}`))
    .map((op) => op.operationId);
}
