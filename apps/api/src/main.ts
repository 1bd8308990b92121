import { serve } from '@hono/node-server';
import { createApp, createDeps } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/open.ts';
import { seedDemo } from './seed/demo.ts';

const log = (msg: string, extra: Record<string, unknown> = {}) =>
  process.stdout.write(
    `${JSON.stringify({ time: new Date().toISOString(), level: 'info', msg, ...extra })}\n`,
  );

const config = loadConfig();
let db: Awaited<ReturnType<typeof openDatabase>>;
try {
  db = await openDatabase(config);
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
if (config.demo) {
  const seeded = await seedDemo(db, new Date(), { scryptN: config.scryptN });
  log(seeded ? 'demo data seeded' : 'demo data present (database not empty)');
}
const deps = await createDeps(config, db);
// Every process claims queued jobs and takes over those of a process that died (decision 013).
deps.worker.start();
const app = createApp(deps);
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  log('api listening', {
    url: `http://${config.host}:${info.port}`,
    database: config.databaseUrl ? 'postgres' : config.dataDir,
    demo: config.demo,
    worker: deps.worker.owner,
  });
});
// Production mode (decision 015): the same app, serving the built web app too, on the web port.
const servers = [server];
if (config.webDist) {
  const web = serve({ fetch: app.fetch, port: config.webPort, hostname: config.host }, (info) => {
    log('web app listening', { url: `http://${config.host}:${info.port}`, dist: config.webDist });
  });
  servers.push(web);
}

/**
 * Graceful shutdown: readiness turns 503 and the server stops taking connections; running jobs
 * get `shutdownGraceMs` to finish, the rest are given back to the queue (another process claims
 * them at once); then the database closes and the process exits 0.
 */
let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  deps.lifecycle.draining = true;
  log('shutting down', { signal, runningJobs: deps.jobs.size });
  for (const listening of servers) listening.close();
  const givenBack = await deps.worker.stop(config.shutdownGraceMs);
  log('jobs handed over', { givenBack });
  // Connections kept alive by clients would hold `server.close`; requests have had the grace.
  for (const listening of servers) {
    if ('closeAllConnections' in listening) listening.closeAllConnections();
  }
  await deps.live.close();
  await db.close();
  log('stopped', { signal });
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
