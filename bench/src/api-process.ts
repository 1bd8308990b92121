import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = fileURLToPath(new URL('../../apps/api', import.meta.url));
const tsx = path.join(apiDir, 'node_modules/tsx/dist/cli.mjs');

/** Binds `port` (0: any) on loopback and releases it: the port it got, or `undefined` if taken. */
function tryPort(port: number): Promise<number | undefined> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(undefined));
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      const bound = typeof address === 'object' && address ? address.port : undefined;
      server.close(() => resolve(bound));
    });
  });
}

/** Ports already handed out by this process (a released port is free again until bound). */
const handedOut = new Set<number>();

/**
 * A free loopback port: any, or on a shared machine one of `BENCH_PORTS` (`47600-47699`), so
 * the benchmark stays within the ports its engineer was given.
 */
export async function freePort(): Promise<number> {
  const range = /^(\d+)-(\d+)$/.exec(process.env.BENCH_PORTS ?? '');
  if (!range) {
    const port = await tryPort(0);
    if (port === undefined) throw new Error('no free loopback port');
    return port;
  }
  for (let port = Number(range[1]); port <= Number(range[2]); port++) {
    if (handedOut.has(port)) continue;
    if ((await tryPort(port)) !== undefined) {
      handedOut.add(port);
      return port;
    }
  }
  throw new Error(`no free port in BENCH_PORTS=${process.env.BENCH_PORTS}`);
}

/** A running API process (`apps/api/src/main.ts`) on loopback with a fresh temp data folder. */
export interface ApiProcess {
  url: string;
  child: ChildProcess;
  /** Signs in (cookie mode) and returns the `Cookie` header value. */
  signIn(email?: string): Promise<string>;
  stop(): Promise<void>;
}

/**
 * Starts the API with demo data in a temp DATA_DIR and waits for `/api/health`: from its
 * TypeScript source (tsx), or the built `server` file given (`apps/api/dist/main.js` of any
 * checkout, to compare commits).
 */
export async function startApi(
  env: Record<string, string> = {},
  options: { server?: string | undefined } = {},
): Promise<ApiProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bo-bench-db-'));
  let log = '';
  const server = options.server ? path.resolve(options.server) : undefined;
  const child = spawn(process.execPath, server ? [server] : [tsx, 'src/main.ts'], {
    cwd: server ? path.dirname(path.dirname(server)) : apiDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO: 'true',
      SHUTDOWN_DRAIN_MS: '0',
      LOG_REQUESTS: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  if (process.env.BENCH_API_LOG) child.stderr?.pipe(process.stderr);
  const stop = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        rmSync(dataDir, { recursive: true, force: true });
        resolve();
      };
      if (child.exitCode !== null) return done();
      child.once('exit', done);
      child.kill('SIGTERM');
    });
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`API exited (${child.exitCode}):\n${log}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`API did not answer within 180 s:\n${log}`);
    }
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.status < 500,
      () => false,
    );
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    child,
    async signIn(email = 'admin@example.com') {
      const res = await fetch(`${url}/auth/cookie/login`, {
        method: 'POST',
        body: new URLSearchParams({ username: email, password: 'Demo1234!' }),
      });
      if (res.status !== 204) throw new Error(`sign-in failed: ${res.status}`);
      return res.headers
        .getSetCookie()
        .map((line) => line.split(';')[0])
        .join('; ');
    },
    stop,
  };
}
