import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  EXIT_CODES,
  isLoopbackHost,
  loadConfig,
  MEMORY_DATA_DIR,
  MIN_SCRYPT_N,
  startupProblem,
} from '../src/config.ts';
import { openPglite } from '../src/db/pglite-db.ts';

describe('configuration', () => {
  it('keeps DATA_DIR=memory:// (and DATABASE=memory) in memory instead of resolving a folder', () => {
    expect(loadConfig({ DATA_DIR: 'memory://' }).dataDir).toBe(MEMORY_DATA_DIR);
    expect(loadConfig({ DATABASE: 'memory' }).dataDir).toBe(MEMORY_DATA_DIR);
    expect(loadConfig({ DATA_DIR: 'some/dir' }).dataDir).toBe(path.resolve('some/dir'));
  });

  it('opens an in-memory PGlite without creating a `memory:` folder', async () => {
    const cwd = process.cwd();
    const dir = mkdtempSync(path.join(os.tmpdir(), 'bo-api-config-'));
    try {
      process.chdir(dir);
      const db = await openPglite({ dataDir: loadConfig({ DATA_DIR: 'memory://' }).dataDir });
      const rows = await db.query<{ n: number }>('SELECT 1 AS n');
      expect(rows[0]?.n).toBe(1);
      await db.close();
      expect(existsSync(path.join(dir, 'memory:'))).toBe(false);
    } finally {
      process.chdir(cwd);
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('never takes a scrypt cost below the production minimum from the environment', () => {
    expect(loadConfig({}).scryptN).toBe(MIN_SCRYPT_N);
    expect(loadConfig({ SCRYPT_N: '1024' }).scryptN).toBe(MIN_SCRYPT_N);
    expect(loadConfig({ SCRYPT_N: '32768' }).scryptN).toBe(32768);
    expect(loadConfig({ SCRYPT_N: '20000' }).scryptN).toBe(MIN_SCRYPT_N);
  });

  it('is production by default: no demo, a drain period, no metrics token', () => {
    const config = loadConfig({});
    expect(config.demo).toBe(false);
    expect(config.shutdownDrainMs).toBe(5000);
    expect(config.metricsToken).toBeUndefined();
    expect(loadConfig({ DEMO: 'true' }).demo).toBe(true);
    expect(loadConfig({ DEMO: '1' }).demo).toBe(true);
    expect(loadConfig({ DEMO: 'false' }).demo).toBe(false);
    expect(loadConfig({ SHUTDOWN_DRAIN_MS: '0' }).shutdownDrainMs).toBe(0);
    // A demo has no load balancer to drain for, unless asked.
    expect(loadConfig({ DEMO: 'true' }).shutdownDrainMs).toBe(0);
    expect(loadConfig({ DEMO: 'true', SHUTDOWN_DRAIN_MS: '800' }).shutdownDrainMs).toBe(800);
    expect(loadConfig({ SHUTDOWN_DRAIN_MS: '-5' }).shutdownDrainMs).toBe(0);
    expect(loadConfig({ METRICS_TOKEN: 'abc' }).metricsToken).toBe('abc');
  });

  it('tells loopback hosts from the others', () => {
    for (const host of [
      '127.0.0.1',
      '127.1.2.3',
      'localhost',
      '::1',
      '[::1]',
      '::ffff:127.0.0.1',
    ]) {
      expect(isLoopbackHost(host), host).toBe(true);
    }
    for (const host of ['0.0.0.0', '::', '10.0.0.5', 'backoffice.example.com', '128.0.0.1']) {
      expect(isLoopbackHost(host), host).toBe(false);
    }
  });

  it('refuses demo mode on a host other machines reach', () => {
    const problem = startupProblem(loadConfig({ DEMO: 'true', HOST: '0.0.0.0' }));
    expect(problem?.code).toBe(EXIT_CODES.demoOnPublicHost);
    expect(problem?.message).toContain('HOST');
    expect(problem?.message).not.toContain('\n');
    expect(startupProblem(loadConfig({ DEMO: 'true', HOST: '127.0.0.1' }))).toBeUndefined();
    expect(startupProblem(loadConfig({ DEMO: 'true' }))).toBeUndefined();
  });

  it('refuses production without an AUTH_SECRET of at least 32 bytes', () => {
    const missing = startupProblem(loadConfig({}));
    expect(missing?.code).toBe(EXIT_CODES.authSecretMissing);
    expect(missing?.message).toContain('AUTH_SECRET');
    expect(missing?.message).not.toContain('\n');
    expect(startupProblem(loadConfig({ AUTH_SECRET: 'x'.repeat(31) }))?.code).toBe(
      EXIT_CODES.authSecretMissing,
    );
    expect(startupProblem(loadConfig({ AUTH_SECRET: 'x'.repeat(32) }))).toBeUndefined();
    // Bytes, not characters: 16 two-byte characters are 32 bytes.
    expect(startupProblem(loadConfig({ AUTH_SECRET: 'é'.repeat(16) }))).toBeUndefined();
    expect(startupProblem(loadConfig({ AUTH_SECRET: 'é'.repeat(15) }))?.code).toBe(
      EXIT_CODES.authSecretMissing,
    );
    // Production on a public host with a strong secret starts.
    expect(
      startupProblem(loadConfig({ HOST: '0.0.0.0', AUTH_SECRET: 'x'.repeat(32) })),
    ).toBeUndefined();
  });

  it('has a distinct exit code for each refusal', () => {
    const codes = Object.values(EXIT_CODES);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).not.toContain(0);
  });
});
