import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { lockDataDir } from './data-dir-lock.ts';
import type { Db, Queryable } from './db.ts';

// Same value shapes as node-postgres here: DATE as 'YYYY-MM-DD', BIGINT as number.
const parsers = { 1082: (v: string) => v, 20: (v: string) => Number(v) };
// pg_trgm backs the trigram indexes of the contains-searches (migration 090). PGlite loads an
// extension only when it is passed here, in every `create` (a dumped data folder included).
const extensions = { pg_trgm };

/** A `Db` over PGlite; `raw` gives the instance (dumps for tests). */
export type PgliteDb = Db & { raw: PGlite };

/** Wraps a PGlite instance in the `Db` interface. */
export function pgliteDb(pg: PGlite): PgliteDb {
  return {
    raw: pg,
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await pg.query<T>(sql, params);
      return result.rows;
    },
    transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      return pg.transaction((tx) =>
        fn({
          async query<R>(sql: string, params: unknown[] = []) {
            return (await tx.query<R>(sql, params)).rows;
          },
          async copyCsv(table, columns, csv) {
            const sql = `COPY ${table} (${columns.join(', ')}) FROM '/dev/blob' (FORMAT csv)`;
            await tx.query(sql, [], { blob: new Blob([...csv]) });
          },
        }),
      );
    },
    async exec(sql: string) {
      await pg.exec(sql);
    },
    close: () => pg.close(),
  };
}

/**
 * Opens PGlite: in a data folder (created if missing; locked to this process until `close`, see
 * `lockDataDir`), in memory (`memory://`), or from a dump made by `dumpDataDir` (fast start for
 * tests).
 */
export async function openPglite(options: { dataDir?: string; dump?: Blob }): Promise<PgliteDb> {
  if (options.dump) {
    return pgliteDb(await PGlite.create({ loadDataDir: options.dump, parsers, extensions }));
  }
  const dataDir = options.dataDir ?? 'memory://';
  if (dataDir.startsWith('memory://')) {
    return pgliteDb(await PGlite.create({ dataDir, parsers, extensions }));
  }
  mkdirSync(dataDir, { recursive: true });
  const unlock = lockDataDir(dataDir);
  try {
    const db = pgliteDb(await PGlite.create({ dataDir, parsers, extensions }));
    return {
      ...db,
      close: async () => {
        await db.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}
