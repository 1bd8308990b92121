import type { Db, Queryable } from '../db/db.ts';

/** Thrown to roll a dry run's transaction back once the work passed its rules. */
class DryRunRollback extends Error {}

/**
 * Runs a delete in one transaction, or, when `dryRun` is set, runs the very same work (its own
 * rules and statements, not a copy of them) and rolls it back (decision 045): a refusal
 * surfaces as the delete would answer it, and nothing changes. Answers the work's result, or
 * `undefined` after a dry run.
 *
 * @example
 * const done = await commitUnlessDryRun(db, query.dry_run, (tx) => deleteThing(tx, id));
 * return done === undefined ? noContent(c) : json(200, done);
 */
export async function commitUnlessDryRun<T>(
  db: Db,
  dryRun: boolean | undefined,
  work: (tx: Queryable) => Promise<T>,
): Promise<T | undefined> {
  try {
    return await db.transaction(async (tx) => {
      const result = await work(tx);
      if (dryRun) throw new DryRunRollback();
      return result;
    });
  } catch (error) {
    if (error instanceof DryRunRollback) return undefined;
    throw error;
  }
}
