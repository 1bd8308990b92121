import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../test-multi/api-process.ts';

/**
 * The production server as `scripts/start.sh` runs it (decision 040): built once to
 * `dist/main.js`, started as one `node` process (no tsx, no pnpm, no Redocly at start), stopped
 * by its own SIGTERM handler.
 */
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Its own build, not `dist` (which a running `scripts/start.sh` may be serving); inside apps/api,
// where the server's packages resolve as they do from `dist`.
const dist = path.join(apiDir, '.test-dist', String(process.pid));
const main = path.join(dist, 'main.js');

let child: ChildProcess | undefined;
let output = '';
let baseUrl = '';

async function waitForHealth(deadline: number): Promise<Response> {
  for (;;) {
    if (!child || child.exitCode !== null) throw new Error(`the built server exited:\n${output}`);
    try {
      return await fetch(`${baseUrl}/api/health`);
    } catch {
      if (Date.now() > deadline) throw new Error(`the built server did not answer:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

const exited = (process: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (process.exitCode !== null) resolve(process.exitCode);
    else process.once('exit', (code) => resolve(code));
  });

describe('the built server', () => {
  beforeAll(async () => {
    execFileSync(process.execPath, ['build.mjs', '--outdir', dist], { cwd: apiDir, stdio: 'pipe' });
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    // Another working directory than the package's: the server finds its files beside itself.
    child = spawn(process.execPath, [main], {
      cwd: path.dirname(apiDir),
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE: 'memory',
        DEMO: 'false',
        AUTH_SECRET: 'built-server-test-secret-of-more-than-32-bytes',
        LOG_REQUESTS: 'false',
        OPENAPI_JSON: '',
        SHUTDOWN_DRAIN_MS: '200',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
  }, 60_000);

  afterAll(async () => {
    if (child && child.exitCode === null) {
      child.kill('SIGKILL');
      await exited(child);
    }
    rmSync(dist, { recursive: true, force: true });
  });

  it('is bundled JavaScript with the contract and the migrations beside it', () => {
    const code = readFileSync(main, 'utf8');
    expect(code).not.toMatch(/from ["']tsx|@redocly/);
    expect(JSON.parse(readFileSync(path.join(dist, 'openapi.json'), 'utf8'))).toHaveProperty(
      'openapi',
    );
    expect(readFileSync(path.join(dist, 'migrations/001-platform.sql'), 'utf8')).toContain(
      'CREATE TABLE',
    );
  });

  it("builds the operator's command beside it", () => {
    const help = execFileSync(process.execPath, [path.join(dist, 'admin.js'), '--help'], {
      encoding: 'utf8',
    });
    expect(help).toContain('Usage: pnpm admin');
  });

  it('starts as one node process, migrates its database and answers /api/health', async () => {
    const health = await waitForHealth(Date.now() + 45_000);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok' });
    const ready = await fetch(`${baseUrl}/api/health/ready`);
    expect(ready.status).toBe(200);
    // The contract it validates against is the one built beside it.
    const served = (await (await fetch(`${baseUrl}/openapi.json`)).json()) as { openapi: string };
    const built = JSON.parse(readFileSync(path.join(dist, 'openapi.json'), 'utf8')) as {
      openapi: string;
    };
    expect(served).toEqual(built);
  }, 60_000);

  it('stops on SIGTERM by itself, exit code 0', async () => {
    const server = child as ChildProcess;
    server.kill('SIGTERM');
    expect(await exited(server)).toBe(0);
    expect(output).toContain('"msg":"stopped"');
  }, 30_000);
});
