import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, MEMORY_DATA_DIR, MIN_SCRYPT_N } from '../src/config.ts';
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
});
