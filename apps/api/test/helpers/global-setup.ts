import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import type { Db } from '../../src/db/db.ts';
import { migrate } from '../../src/db/migrate.ts';
import { openPg } from '../../src/db/pg-db.ts';
import { openPglite } from '../../src/db/pglite-db.ts';
import { seedDemo } from '../../src/seed/demo.ts';
import { implementedOperations } from './implemented-operations.ts';
import { TEST_SCRYPT_N } from './test-cost.ts';
import { databaseUrl, dropDatabase } from './test-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A gzipped PGlite data folder: migrated and seeded with the demo data. */
    dbDumpPath: string;
    /** A file where every test client appends the operationIds it exercised. */
    exercisedPath: string;
    /**
     * With `TEST_DATABASE_URL`: the server's URL and the template database (migrated and
     * seeded) each test file copies; empty strings otherwise.
     */
    pgTemplate: { adminUrl: string; template: string };
  }
}

/**
 * Migrates and seeds one in-memory database per run and dumps it for every test file. After a
 * full run, fails if an implemented operation was never exercised by a contract-checked call.
 */
export default async function setup(project: TestProject) {
  const dir = path.join(os.tmpdir(), `bo-api-test-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'db.tar.gz');
  const adminUrl = process.env.TEST_DATABASE_URL ?? '';
  const template = `bo_test_${process.pid}`;
  if (adminUrl) {
    await withDb(openPg(adminUrl), (admin) => admin.exec(`CREATE DATABASE ${template}`));
    await withDb(openPg(databaseUrl(adminUrl, template)), seed);
  } else {
    const db = await openPglite({ dataDir: 'memory://' });
    await seed(db);
    const dump = await db.raw.dumpDataDir('gzip');
    await db.close();
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  }
  project.provide('dbDumpPath', file);
  project.provide('pgTemplate', { adminUrl, template: adminUrl ? template : '' });
  const exercised = path.join(dir, 'exercised.txt');
  writeFileSync(exercised, '');
  project.provide('exercisedPath', exercised);
  return async () => {
    const seen = new Set(existsSync(exercised) ? readFileSync(exercised, 'utf8').split('\n') : []);
    rmSync(dir, { recursive: true, force: true });
    if (adminUrl) await dropDatabase(adminUrl, template);
    // Only a run of the whole suite can tell (a filtered run exercises a subset).
    const filtered =
      (project.vitest as unknown as { filenamePattern?: string[] }).filenamePattern?.length ||
      project.vitest.config.testNamePattern;
    if (process.env.API_COVERAGE_CHECK === 'off' || filtered) return;
    const missing = implementedOperations().filter((id) => !seen.has(id));
    if (missing.length > 0) {
      throw new Error(`Implemented operations never exercised by a test: ${missing.join(', ')}`);
    }
  };
}

async function seed(db: Db): Promise<void> {
  await migrate(db);
  await seedDemo(db, new Date(), { scryptN: TEST_SCRYPT_N });
}

async function withDb(db: Db, fn: (db: Db) => Promise<void>): Promise<void> {
  try {
    await fn(db);
  } finally {
    await db.close();
  }
}
