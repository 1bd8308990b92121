import type { Queryable } from './db.ts';

/**
 * Merges the GIN pending lists of a table's trigram indexes (`gin_trgm_ops`, migration 090).
 * Call it after a bulk insert has committed. GIN's `fastupdate` (the default) queues new rows in
 * a pending list that autovacuum merges on a PostgreSQL server; PGlite runs no autovacuum, and
 * with a large pending list the planner prices the indexes above a sequential scan, so searches
 * stay slow until the lists are merged (docs/performance.md, "Search"). Never throws: the rows
 * are already committed, and on a server autovacuum merges the lists anyway (for instance when
 * the API's role may not run `gin_clean_pending_list`).
 *
 * @example await mergeTrigramPending(db, 'products'); // after an upload's products are inserted
 */
export async function mergeTrigramPending(
  db: Queryable,
  table: 'products' | 'consultants',
): Promise<void> {
  try {
    const indexes = await db.query<{ name: string }>(
      `SELECT indexname AS name FROM pg_indexes
        WHERE schemaname = current_schema() AND tablename = $1 AND indexdef LIKE '%gin_trgm_ops%'`,
      [table],
    );
    for (const { name } of indexes) {
      await db.query('SELECT gin_clean_pending_list($1::regclass)', [name]);
    }
  } catch {
    // See above: a later autovacuum (server) or the next merge does the same work.
  }
}
