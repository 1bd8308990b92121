import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Db, Queryable } from './db.ts';

// Dates stay ISO strings / Date objects as PGlite returns them: DATE as 'YYYY-MM-DD', BIGINT as number.
pg.types.setTypeParser(1082, (v: string) => v);
pg.types.setTypeParser(20, (v: string) => Number(v));

/** The connection pool's counts, for `/metrics`. */
export interface PoolStats {
  total: number;
  idle: number;
  /** Queries waiting for a free connection. */
  waiting: number;
  max: number;
}

/** A `Db` over PostgreSQL; `connectionString` lets the event relay open its own `LISTEN`. */
export type PgDb = Db & { connectionString: string; poolStats(): PoolStats };

const POOL_MAX = 10;

/** A `Db` over a PostgreSQL server (`DATABASE_URL`). */
export function openPg(connectionString: string): PgDb {
  const pool = new pg.Pool({ connectionString, max: POOL_MAX });
  // An idle pooled connection that the server ends (restart, failover, an administrator) emits
  // 'error' on the pool; unhandled, that would stop the process. The pool drops the connection
  // and the next query opens a new one, so it is only logged.
  pool.on('error', (error) => {
    process.stderr.write(
      `${JSON.stringify({ level: 'error', db: 'idle connection lost', error: error.message })}\n`,
    );
  });
  return {
    connectionString,
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: POOL_MAX,
    }),
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await pool.query(sql, params);
      return result.rows as T[];
    },
    async transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const value = await fn({
          async query<R>(sql: string, params: unknown[] = []) {
            return (await client.query(sql, params)).rows as R[];
          },
          async copyCsv(table, columns, csv) {
            const sql = `COPY ${table} (${columns.join(', ')}) FROM STDIN (FORMAT csv)`;
            await pipeline(Readable.from(csv), client.query(copyFrom(sql)));
          },
        });
        await client.query('COMMIT');
        return value;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    close: () => pool.end(),
  };
}
