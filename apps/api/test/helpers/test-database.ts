import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import type { Db } from '../../src/db/db.ts';
import { openPg } from '../../src/db/pg-db.ts';
import { openPglite } from '../../src/db/pglite-db.ts';

/**
 * The database each test file's app runs on, migrated and seeded with the demo data:
 * - by default an in-memory PGlite loaded from the run's dump (~0.6 s);
 * - with `TEST_DATABASE_URL` (a PostgreSQL server; `scripts/with-postgres.sh` starts one) a
 *   new database copied from the run's template database, dropped again on close.
 */
export async function openTestDatabase(): Promise<Db> {
  const { adminUrl, template } = inject('pgTemplate');
  if (!adminUrl) {
    const dump = readFileSync(inject('dbDumpPath'));
    return openPglite({ dump: new Blob([dump]) });
  }
  const name = `${template}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = openPg(adminUrl);
  try {
    await admin.exec(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  } finally {
    await admin.close();
  }
  const db = openPg(databaseUrl(adminUrl, name));
  return {
    ...db,
    async close() {
      await db.close();
      await dropDatabase(adminUrl, name);
    },
  };
}

/**
 * Drops a test database once its connections have gone (the pool's `end()` does not wait for
 * the server to see them close). No `WITH (FORCE)`: ending a live connection from the server's
 * side would surface as an error in the test that owns it.
 */
export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  const admin = openPg(adminUrl);
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        await admin.exec(`DROP DATABASE IF EXISTS ${name}`);
        return;
      } catch (error) {
        // 55006 object_in_use: a connection is still closing.
        if ((error as { code?: unknown }).code !== '55006' || attempt === 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  } finally {
    await admin.close();
  }
}

/** `postgres://…/postgres` with another database name. */
export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
