import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The lock file in a PGlite data folder: the pid of the one API process using it. */
export const LOCK_FILE = 'api-process.lock';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Takes the data folder for this process (PGlite is one process's embedded database: a second
 * process on the same folder would corrupt it). A lock left by a process that no longer runs is
 * taken over. Throws a clear error when another live process (or this one) holds it. Returns
 * the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, LOCK_FILE);
  for (let tries = 0; tries < 2; tries++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number.parseInt(readFileSync(file, 'utf8'), 10);
    if (Number.isInteger(holder) && holder > 0 && alive(holder)) {
      throw new Error(
        `The data folder ${dataDir} is in use by another API process (pid ${holder}). ` +
          'The embedded database serves one process only; to run several API processes, ' +
          'set DATABASE_URL to a PostgreSQL server.',
      );
    }
    rmSync(file, { force: true }); // left by a process that stopped without removing it
  }
  throw new Error(`Could not lock the data folder ${dataDir}`);
}
