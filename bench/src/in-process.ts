import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type App, createApp, createDeps } from '@back-office/api/src/app.ts';
import { hashPassword } from '@back-office/api/src/auth/passwords.ts';
import { loadConfig } from '@back-office/api/src/config.ts';
import type { Db, Queryable } from '@back-office/api/src/db/db.ts';
import { migrate } from '@back-office/api/src/db/migrate.ts';
import { openPg } from '@back-office/api/src/db/pg-db.ts';
import { openPglite, type PgliteDb, pgliteDb } from '@back-office/api/src/db/pglite-db.ts';
import type { AppDeps } from '@back-office/api/src/http/env.ts';
import { startHeavyWork } from '@back-office/api/src/lib/workers/heavy-pool.ts';
import { DEMO_PASSWORD, seedDemoUsers } from '@back-office/api/src/seed/demo-users.ts';

/** The performance migration this package owns (its indexes can be dropped for a "before" run). */
export const PERF_MIGRATION = fileURLToPath(
  new URL('../../apps/api/src/db/migrations/090-performance-indexes.sql', import.meta.url),
);

/** The index names `090-performance-indexes.sql` creates. */
export function perfIndexNames(): string[] {
  let sql = '';
  try {
    sql = readFileSync(PERF_MIGRATION, 'utf8');
  } catch {
    return [];
  }
  return [...sql.matchAll(/CREATE\s+INDEX\s+(?:IF\s+NOT\s+EXISTS\s+)?(\w+)/gi)].map(
    (m) => m[1] ?? '',
  );
}

/** The trigram indexes measured by `--trgm` (not a migration: PGlite needs the extension loaded). */
export const TRIGRAM_SQL = fileURLToPath(new URL('../sql/trigram-search.sql', import.meta.url));

/**
 * Merges the GIN pending lists of the trigram indexes (what a bulk import must do on PGlite,
 * which runs no autovacuum). Returns the milliseconds it took.
 */
export async function cleanTrigramPending(db: Queryable): Promise<number> {
  const start = performance.now();
  const indexes = await db.query<{ name: string }>(
    `SELECT indexname AS name FROM pg_indexes WHERE indexname LIKE '%_trgm_idx'`,
  );
  for (const { name } of indexes) {
    await db.query(`SELECT gin_clean_pending_list($1::regclass)`, [name]);
  }
  return performance.now() - start;
}

/** An in-memory PGlite, optionally with the pg_trgm extension loaded (as the API would need). */
async function openMemoryDb(trgm: boolean): Promise<PgliteDb> {
  if (!trgm) return openPglite({ dataDir: 'memory://' });
  const { PGlite } = await import(
    '@back-office/api/node_modules/@electric-sql/pglite/dist/index.js'
  );
  const { pg_trgm } = await import(
    '@back-office/api/node_modules/@electric-sql/pglite/dist/contrib/pg_trgm.js'
  );
  // Same value parsers as apps/api's openPglite.
  const parsers = { 1082: (v: string) => v, 20: (v: string) => Number(v) };
  return pgliteDb(await PGlite.create({ dataDir: 'memory://', parsers, extensions: { pg_trgm } }));
}

/** The API on an in-memory PGlite, migrated, with the demo accounts only, called in-process. */
export interface InProcessApi {
  app: App;
  deps: AppDeps;
  db: Db;
  /** Sends a request with the session cookie of the signed-in account. */
  request(path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

/**
 * Opens the API in this process (on PostgreSQL with `databaseUrl`). `withoutPerfIndexes` drops the indexes of the performance
 * migration after migrating (the "before" figures); `trgm` adds the trigram search indexes.
 */
export async function openInProcessApi(
  options: {
    email?: string;
    withoutPerfIndexes?: boolean;
    trgm?: boolean;
    /** A PostgreSQL database (empty: it is migrated) instead of an in-memory PGlite. */
    databaseUrl?: string;
  } = {},
): Promise<InProcessApi> {
  const db: Db = options.databaseUrl
    ? openPg(options.databaseUrl)
    : await openMemoryDb(options.trgm ?? false);
  await migrate(db);
  if (options.trgm) await db.exec(readFileSync(TRIGRAM_SQL, 'utf8'));
  if (options.withoutPerfIndexes) {
    for (const name of perfIndexNames()) await db.query(`DROP INDEX IF EXISTS ${name}`);
  }
  // Only the demo accounts (the rest of the demo data is not needed here), with a cheap
  // password hash: sign-in cost is not what these benchmarks measure.
  // A database kept from an earlier run (`db --reuse`) has them already.
  const users = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
  if (users[0]?.n === 0) {
    const hash = await hashPassword(DEMO_PASSWORD, 1024);
    await db.transaction((tx) => seedDemoUsers(tx, hash, new Date()));
  }
  const config = loadConfig({
    LOG_REQUESTS: 'false',
    LOG_ERRORS: 'true',
    AUTH_SECRET: 'bench-secret',
    DATA_DIR: 'memory://',
  });
  const deps = await createDeps(config, db);
  // The worker threads start before any measured work, as `main.ts` starts them at boot.
  await startHeavyWork();
  const app = createApp(deps);
  const login = await app.request('/auth/cookie/login', {
    method: 'POST',
    body: new URLSearchParams({
      username: options.email ?? 'admin@example.com',
      password: DEMO_PASSWORD,
    }),
  });
  if (login.status !== 204) throw new Error(`sign-in failed: ${login.status}`);
  const cookie = login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return {
    app,
    deps,
    db,
    request: (path, init = {}) => {
      const headers = new Headers(init.headers);
      headers.set('Cookie', cookie);
      return Promise.resolve(app.request(path, { ...init, headers }));
    },
    close: async () => {
      await deps.jobs.idle();
      await db.close();
    },
  };
}
