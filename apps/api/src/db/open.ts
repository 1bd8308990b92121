import type { Config } from '../config.ts';
import type { Db } from './db.ts';
import { migrate } from './migrate.ts';
import { openPg } from './pg-db.ts';
import { openPglite } from './pglite-db.ts';

/** Opens the configured database (PostgreSQL when `DATABASE_URL` is set, else PGlite) and migrates it. */
export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<Db> {
  const db = config.databaseUrl
    ? openPg(config.databaseUrl)
    : await openPglite({ dataDir: config.dataDir });
  await migrate(db);
  return db;
}
