import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './db.ts';

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Migration files (`NNN-name.sql`) in the order they apply. */
export function migrationFiles(dir = migrationsDir): string[] {
  return readdirSync(dir)
    .filter((f) => /^\d{3}-[\w-]+\.sql$/.test(f))
    .sort();
}

/**
 * Applies every migration not yet recorded in `schema_migrations`, each in its own transaction.
 * A lock keeps two API processes on one PostgreSQL server from migrating at once.
 */
export async function migrate(db: Db, dir = migrationsDir): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    name text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const applied: string[] = [];
  for (const file of migrationFiles(dir)) {
    const sql = readFileSync(path.join(dir, file), 'utf8');
    const done = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(7243)');
      const rows = await tx.query('SELECT 1 FROM schema_migrations WHERE name = $1', [file]);
      if (rows.length > 0) return false;
      for (const statement of splitStatements(sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
      return true;
    });
    if (done) applied.push(file);
  }
  return applied;
}

/**
 * Splits a SQL script into statements on `;` at line ends (the migrations' style), except inside
 * a `$$`-quoted body (a function's), whose own `;` belong to it.
 */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current: string[] = [];
  let inBody = false;
  for (const line of sql.replace(/^\s*--.*$/gm, '').split('\n')) {
    current.push(line);
    if ((line.match(/\$\$/g) ?? []).length % 2 === 1) inBody = !inBody;
    if (!inBody && /;\s*$/.test(line)) {
      statements.push(current.join('\n').replace(/;\s*$/, ''));
      current = [];
    }
  }
  statements.push(current.join('\n'));
  return statements.map((s) => s.trim()).filter(Boolean);
}
