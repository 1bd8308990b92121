import { serve } from '@hono/node-server';
import { createApp, createDeps } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/open.ts';
import { recoverJobs } from './platform/recover-jobs.ts';
import { seedDemo } from './seed/demo.ts';

const log = (msg: string, extra: Record<string, unknown> = {}) =>
  process.stdout.write(
    `${JSON.stringify({ time: new Date().toISOString(), level: 'info', msg, ...extra })}\n`,
  );

const config = loadConfig();
const db = await openDatabase(config);
if (config.demo) {
  const seeded = await seedDemo(db, new Date(), { scryptN: config.scryptN });
  log(seeded ? 'demo data seeded' : 'demo data present (database not empty)');
}
const deps = await createDeps(config, db);
// Jobs a previous process left half-done: resumed, or failed when they cannot be.
log('background jobs recovered', { ...(await recoverJobs(deps)) });
const app = createApp(deps);
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  log('api listening', {
    url: `http://${config.host}:${info.port}`,
    database: config.databaseUrl ? 'postgres' : config.dataDir,
    demo: config.demo,
  });
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log('shutting down', { signal });
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  server.close(async () => {
    await deps.jobs.idle();
    await db.close();
    process.exit(0);
  });
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
