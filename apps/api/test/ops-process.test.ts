import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { EXIT_CODES } from '../src/config.ts';
import { openPglite } from '../src/db/pglite-db.ts';
import { freePort } from '../test-multi/api-process.ts';

/**
 * The API process as an operator starts it (`src/main.ts`): the settings it refuses, with one
 * line and a documented exit code, before it touches the database; a production start (no demo,
 * no stored secret, /metrics on the API port only); and SIGTERM, where readiness answers 503
 * for the drain period while the listeners still serve (a second signal ends it), then exits 0.
 */
const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SECRET = 'ops-process-test-secret-0123456789abcdef';
const temp = mkdtempSync(path.join(os.tmpdir(), 'bo-ops-process-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** Something else listening on a port. */
async function occupy(): Promise<{ port: number; server: Server }> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return { port: typeof address === 'object' && address ? address.port : 0, server };
}

interface Started {
  child: ChildProcess;
  stdout: string[];
  stderr: string[];
  exited: Promise<number | null>;
}

function start(env: Record<string, string>): Started {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const base: Record<string, string> = { PATH: process.env.PATH ?? '', HOME: os.homedir() };
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiRoot,
    env: { ...base, LOG_REQUESTS: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => stdout.push(d.toString()));
  child.stderr?.on('data', (d: Buffer) => stderr.push(d.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  return { child, stdout, stderr, exited };
}

/** The exit code and stderr of a process expected to refuse to start. */
async function refused(
  env: Record<string, string>,
): Promise<{ code: number | null; lines: string[] }> {
  const run = start(env);
  const code = await run.exited;
  const lines = run.stderr.join('').split('\n').filter(Boolean);
  return { code, lines };
}

const status = (url: string) =>
  fetch(url).then(
    (r) => r.status,
    () => 0,
  );
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('refusing to start', () => {
  it('refuses demo mode on a public HOST with one line and exit 20', async () => {
    const { code, lines } = await refused({ DEMO: 'true', HOST: '0.0.0.0', DATA_DIR: 'memory://' });
    expect(code).toBe(EXIT_CODES.demoOnPublicHost);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Refusing to start: DEMO=true .*HOST/);
  });

  it('refuses production without a 32-byte AUTH_SECRET with one line and exit 21', async () => {
    for (const secret of [undefined, 'x'.repeat(31)]) {
      const env: Record<string, string> = { DATA_DIR: 'memory://' };
      if (secret) env.AUTH_SECRET = secret;
      const { code, lines } = await refused(env);
      expect(code).toBe(EXIT_CODES.authSecretMissing);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^Refusing to start: AUTH_SECRET must be at least 32 bytes/);
    }
  });

  it('refuses a PORT or WEB_PORT in use with one line and exit 22, before opening the database', async () => {
    const busy = await occupy();
    const web = mkdtempSync(path.join(temp, 'web-'));
    try {
      const dataDir = path.join(temp, 'never-created');
      const api = await refused({
        AUTH_SECRET: SECRET,
        PORT: String(busy.port),
        DATA_DIR: dataDir,
      });
      expect(api.code).toBe(EXIT_CODES.portInUse);
      expect(api.lines).toEqual([
        expect.stringMatching(/^Refusing to start: PORT \d+ is already in use/),
      ]);
      const webPort = await refused({
        AUTH_SECRET: SECRET,
        PORT: String(await freePort()),
        WEB_PORT: String(busy.port),
        WEB_DIST: web,
        DATA_DIR: dataDir,
      });
      expect(webPort.code).toBe(EXIT_CODES.portInUse);
      expect(webPort.lines).toEqual([
        expect.stringMatching(/^Refusing to start: WEB_PORT \d+ is already in use/),
      ]);
      // Nothing was opened or migrated.
      expect(existsSync(dataDir)).toBe(false);
    } finally {
      busy.server.close();
    }
  });
});

describe('a production process', () => {
  it('serves no demo, keeps /metrics off the web port, and drains on SIGTERM before closing', async () => {
    const dataDir = path.join(temp, 'data');
    const web = path.join(temp, 'dist');
    mkdirSync(web);
    writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>app</title>');
    const [port, webPort] = [await freePort(), await freePort()];
    const api = `http://127.0.0.1:${port}`;
    const app = `http://127.0.0.1:${webPort}`;
    const run = start({
      AUTH_SECRET: SECRET,
      DATA_DIR: dataDir,
      PORT: String(port),
      WEB_PORT: String(webPort),
      WEB_DIST: web,
      SHUTDOWN_DRAIN_MS: '30000',
    });
    try {
      const deadline = Date.now() + 60_000;
      while ((await status(`${api}/api/health/ready`)) !== 200) {
        if (Date.now() > deadline || run.child.exitCode !== null) {
          throw new Error(`not ready:\n${run.stdout.join('')}${run.stderr.join('')}`);
        }
        await sleep(200);
      }
      // Production: no demo routes, no demo accounts.
      expect(await status(`${api}/api/dev/outbox`)).toBe(404);
      const login = await fetch(`${api}/auth/jwt/login`, {
        method: 'POST',
        body: new URLSearchParams({ username: 'admin@example.com', password: 'Demo1234!' }),
      });
      expect(login.status).toBe(400);
      // Metrics on the API port; on the web port neither metrics nor the app's page.
      const metrics = await fetch(`${api}/metrics`);
      expect(metrics.status).toBe(200);
      expect(await metrics.text()).toContain('http_request_duration_seconds_bucket');
      const onWeb = await fetch(`${app}/metrics`);
      expect(onWeb.status).toBe(404);
      expect(onWeb.headers.get('content-type')).toContain('application/json');
      expect(await status(`${app}/`)).toBe(200);
      // Idle connections stay open longer than a proxy's 60 s, on both ports (Node's default: 5 s).
      for (const origin of [api, app]) {
        const health = await fetch(`${origin}/api/health`);
        expect(health.headers.get('keep-alive'), origin).toBe('timeout=65');
      }

      run.child.kill('SIGTERM');
      // Through the drain period readiness answers 503 on both ports, while everything else is
      // still served (so a balancer sees it before connections are refused).
      await sleep(300);
      expect(await status(`${api}/api/health/ready`)).toBe(503);
      expect(await status(`${app}/api/health/ready`)).toBe(503);
      expect(await status(`${api}/api/health`)).toBe(200);
      expect(await status(`${app}/`)).toBe(200);
      await sleep(1000);
      expect(await status(`${api}/api/health/ready`)).toBe(503);
      expect(run.child.exitCode).toBeNull();
      // A second signal ends the 30 s drain at once: then the listeners close and it exits 0.
      const second = Date.now();
      run.child.kill('SIGINT');
      expect(await run.exited).toBe(0);
      expect(Date.now() - second).toBeLessThan(10_000);
      expect(await status(`${api}/api/health`)).toBe(0);
      expect(run.stdout.join('')).toContain('drain cut short');
    } finally {
      run.child.kill('SIGKILL');
    }
    expect(run.stdout.join('')).toMatch(/"msg":"stopped"/);
    // No signing secret was written to the database.
    const db = await openPglite({ dataDir });
    try {
      const rows = await db.query(`SELECT key FROM app_settings WHERE key = 'auth_secret'`);
      expect(rows).toEqual([]);
    } finally {
      await db.close();
    }
  }, 90_000);
});
