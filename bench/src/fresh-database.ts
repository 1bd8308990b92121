import pg from 'pg';

/**
 * An empty database `name` on the PostgreSQL server of `TEST_DATABASE_URL` (scripts/with-postgres.sh),
 * dropped first if it exists; answers its URL.
 */
export async function freshDatabase(name: string): Promise<string> {
  const server = process.env.TEST_DATABASE_URL;
  if (!server)
    throw new Error('TEST_DATABASE_URL is not set (run through scripts/with-postgres.sh)');
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  return databaseOnServer(name);
}

/** The URL of database `name` on the server of `TEST_DATABASE_URL` (left as it is). */
export function databaseOnServer(name: string): string {
  const server = process.env.TEST_DATABASE_URL;
  if (!server)
    throw new Error('TEST_DATABASE_URL is not set (run through scripts/with-postgres.sh)');
  return server.replace(/\/[^/]*$/, `/${name}`);
}
