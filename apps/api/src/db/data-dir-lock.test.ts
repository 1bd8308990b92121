import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCK_FILE, lockDataDir } from './data-dir-lock.ts';
import { openPglite } from './pglite-db.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'api-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the PGlite data folder lock', () => {
  it('refuses a second opener of a data folder with a clear message, until the first releases it', async () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    expect(readFileSync(path.join(dir, LOCK_FILE), 'utf8')).toBe(String(process.pid));
    await expect(openPglite({ dataDir: dir })).rejects.toThrow(
      `in use by another API process (pid ${process.pid})`,
    );
    expect(() => lockDataDir(dir)).toThrow('in use by another API process');
    release();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
    lockDataDir(dir)();
  });

  it('refuses a folder locked by another live process', async () => {
    const dir = tempDir();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    try {
      writeFileSync(path.join(dir, LOCK_FILE), String(other.pid));
      expect(() => lockDataDir(dir)).toThrow(`pid ${other.pid}`);
      expect(() => lockDataDir(dir)).toThrow('set DATABASE_URL to a PostgreSQL server');
    } finally {
      other.kill('SIGKILL');
    }
  });

  it('takes over a lock left by a process that no longer runs', async () => {
    const dir = tempDir();
    const gone = spawn(process.execPath, ['-e', '0']);
    await new Promise((resolve) => gone.on('exit', resolve));
    writeFileSync(path.join(dir, LOCK_FILE), String(gone.pid));
    const release = lockDataDir(dir);
    expect(readFileSync(path.join(dir, LOCK_FILE), 'utf8')).toBe(String(process.pid));
    release();
  });
});
