import type { Queryable } from './db.ts';

/** Resolves when the database answers `SELECT 1` within `ms`; rejects otherwise. */
export async function databaseAnswers(db: Queryable, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), ms);
    timer.unref();
  });
  try {
    await Promise.race([db.query('SELECT 1'), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
