/** A row-returning SQL runner: PGlite and node-postgres both fit it (same SQL, `$1` params). */
export interface Queryable {
  /** Runs one statement and returns its rows. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /**
   * Bulk-loads CSV (`COPY table (columns) FROM … (FORMAT csv)`: from STDIN on PostgreSQL, from
   * PGlite's blob device there), the fastest way rows go in. `csv` is the text in chunks of whole
   * lines. Only the handles of a transaction have it.
   */
  copyCsv?(table: string, columns: readonly string[], csv: readonly string[]): Promise<void>;
}

/** The database handle the app uses. Every change runs inside `transaction`. */
export interface Db extends Queryable {
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs a script of several statements (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

/** Returns the first row, or undefined. */
export async function one<T>(
  db: Queryable,
  sql: string,
  params: unknown[] = [],
): Promise<T | undefined> {
  const rows = await db.query<T>(sql, params);
  return rows[0];
}
