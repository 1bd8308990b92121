import type { Server } from 'node:http';
import { createServer } from 'node:net';
import { EXIT_CODES, loadConfig, type StartupProblem, startupProblem } from './config.ts';
import { stopServerRenders } from './http/page-render.ts';
import { configureHeavyWork, startHeavyWork, stopHeavyWork } from './lib/workers/heavy-pool.ts';

const log = (msg: string, extra: Record<string, unknown> = {}, level = 'info') =>
  process.stdout.write(
    `${JSON.stringify({ time: new Date().toISOString(), level, msg, ...extra })}\n`,
  );

/** Ends the process with one line on stderr and a documented exit code (config.ts). */
function refuse(problem: StartupProblem): never {
  process.stderr.write(`${problem.message}\n`);
  process.exit(problem.code);
}

/** Why `host:port` cannot be listened on, as a one-line problem; undefined when it can. */
function listenProblem(
  error: NodeJS.ErrnoException,
  name: string,
  host: string,
  port: number,
): StartupProblem {
  if (error.code === 'EADDRINUSE') {
    return {
      code: EXIT_CODES.portInUse,
      message: `Refusing to start: ${name} ${port} is already in use on ${host} (another process listens there; stop it or set ${name}).`,
    };
  }
  return {
    code: EXIT_CODES.cannotListen,
    message: `Refusing to start: cannot listen on ${host}:${port} (${name}): ${error.code ?? error.message}.`,
  };
}

/** Resolves when `host:port` can be listened on (tried and released at once); else refuses. */
function checkPort(name: string, host: string, port: number): Promise<void> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) =>
      refuse(listenProblem(error, name, host, port)),
    );
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve()));
  });
}

const config = loadConfig();
const problem = startupProblem(config);
if (problem) refuse(problem);
await configureHeavyWork(config.heavy);
// The worker threads start now rather than in the first user's request (decision 061). A thread
// that cannot start is logged; documents and imports then answer 503 until one can.
await startHeavyWork().catch((error: unknown) =>
  log(
    'the worker threads did not start',
    { error: error instanceof Error ? error.message : String(error) },
    'error',
  ),
);
// Both ports are checked before the database is opened or migrated and before any job runs.
const ports: { name: string; port: number }[] = [{ name: 'PORT', port: config.port }];
if (config.webDist) {
  if (config.webPort === config.port) {
    refuse({
      code: EXIT_CODES.portInUse,
      message: `Refusing to start: WEB_PORT and PORT are both ${config.port}; give the web app its own port.`,
    });
  }
  ports.push({ name: 'WEB_PORT', port: config.webPort });
}
for (const { name, port } of ports) await checkPort(name, config.host, port);

// The rest of the API is loaded only now, so a refusal above answers at once.
const [{ serve }, { createApp, createDeps }, { openDatabase }, { seedDemo }] = await Promise.all([
  import('@hono/node-server'),
  import('./app.ts'),
  import('./db/open.ts'),
  import('./seed/demo.ts'),
]);

let db: Awaited<ReturnType<typeof openDatabase>>;
try {
  db = await openDatabase(config);
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(EXIT_CODES.startFailed);
}
if (config.demo) {
  const seeded = await seedDemo(db, new Date(), { scryptN: config.scryptN });
  log(seeded ? 'demo data seeded' : 'demo data present (database not empty)');
  log(
    'DEMO mode: demo accounts (password Demo1234!) and /api/dev/* are served; never expose it',
    {},
    'warn',
  );
}
const deps = await createDeps(config, db);
const app = createApp(deps);

/**
 * How long an idle connection stays open. A proxy or balancer in front reuses its connections up
 * to its own idle limit (60 s for the common cloud balancers; nginx's upstream `keepalive_timeout`
 * is 60 s too). Were the process to close first, as with Node's 5 s, a request the proxy sends on
 * a connection being closed fails, and a proxy sends again only the idempotent ones.
 */
const IDLE_CONNECTION_MS = 65_000;

/** Listens with `fetch` on the configured host; a failure is one line and its exit code. */
function listen(
  name: string,
  port: number,
  fetch: typeof app.fetch,
  onListening: (port: number) => void,
): Promise<Server> {
  return new Promise((resolve) => {
    const server = serve({ fetch, port, hostname: config.host }, (info) => {
      onListening(info.port);
      resolve(server as Server);
    }) as Server;
    server.keepAliveTimeout = IDLE_CONNECTION_MS;
    // Above the idle time, so a connection's wait for its next request is never cut short.
    server.headersTimeout = IDLE_CONNECTION_MS + 1000;
    server.once('error', (error: NodeJS.ErrnoException) =>
      refuse(listenProblem(error, name, config.host, port)),
    );
  });
}

const servers: Server[] = [];
servers.push(
  await listen('PORT', config.port, app.fetch, (port) =>
    log('api listening', {
      url: `http://${config.host}:${port}`,
      database: config.databaseUrl ? 'postgres' : config.dataDir,
      demo: config.demo,
      worker: deps.worker.owner,
    }),
  ),
);
// Production mode (decision 015): the same app, serving the built web app too, on the web port.
// `/metrics` stays on the API port (PORT): the web port is the one published to staff.
if (config.webDist) {
  const webFetch: typeof app.fetch = (request, ...rest) =>
    new URL(request.url).pathname === '/metrics'
      ? Response.json({ detail: 'Not Found' }, { status: 404 })
      : app.fetch(request, ...rest);
  servers.push(
    await listen('WEB_PORT', config.webPort, webFetch, (port) =>
      log('web app listening', { url: `http://${config.host}:${port}`, dist: config.webDist }),
    ),
  );
}
// Every process claims queued jobs and takes over those of a process that died (decision 013).
deps.worker.start();

/**
 * Graceful shutdown: readiness turns 503 at once while the listeners keep serving for
 * `shutdownDrainMs` (a load balancer sees the 503 and stops sending requests); then the server
 * stops taking connections; running jobs get `shutdownGraceMs` to finish, the rest are given back
 * to the queue (another process claims them at once); then the database closes and the process
 * exits 0. A second signal during the drain ends it at once.
 */
let stopping = false;
/** Ends the drain period early: a second SIGTERM/SIGINT (an impatient operator, Ctrl+C twice). */
let endDrain: (() => void) | undefined;
async function shutdown(signal: string) {
  if (stopping) {
    endDrain?.();
    return;
  }
  stopping = true;
  deps.lifecycle.draining = true;
  log('shutting down', {
    signal,
    runningJobs: deps.jobs.size,
    drainMs: config.shutdownDrainMs,
  });
  if (config.shutdownDrainMs > 0) {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, config.shutdownDrainMs);
      endDrain = () => {
        clearTimeout(timer);
        log('drain cut short', { signal });
        resolve();
      };
    });
    endDrain = undefined;
  }
  for (const listening of servers) listening.close();
  const givenBack = await deps.worker.stop(config.shutdownGraceMs);
  log('jobs handed over', { givenBack });
  // Connections kept alive by clients would hold `server.close`; requests have had the grace.
  for (const listening of servers) listening.closeAllConnections();
  await deps.live.close();
  await stopHeavyWork();
  await stopServerRenders();
  await db.close();
  log('stopped', { signal });
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
