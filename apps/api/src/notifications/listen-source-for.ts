import { PGlite } from '@electric-sql/pglite';
import type { Config } from '../config.ts';
import type { Db } from '../db/db.ts';
import { pgliteListen, postgresListen } from './listen-sources.ts';
import type { ListenSource } from './live-events.ts';

/**
 * The events channel of the configured database: PostgreSQL's `LISTEN` on its own connection,
 * or PGlite's in-process `listen`. Undefined for a database that is neither (nothing relayed).
 */
export function listenSourceFor(
  config: Pick<Config, 'databaseUrl'>,
  db: Db,
): ListenSource | undefined {
  if (config.databaseUrl) return postgresListen(config.databaseUrl);
  if ('connectionString' in db && typeof db.connectionString === 'string') {
    return postgresListen(db.connectionString);
  }
  if ('raw' in db && db.raw instanceof PGlite) return pgliteListen(db.raw);
  return undefined;
}
