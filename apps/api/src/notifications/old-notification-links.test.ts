import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, migrationFiles } from '../db/migrate.ts';
import type { PgliteDb } from '../db/pglite-db.ts';
import { openPglite } from '../db/pglite-db.ts';
import { listNotifications } from './notification-rows.ts';

const MIGRATIONS = path.join(path.dirname(fileURLToPath(import.meta.url)), '../db/migrations');
const NAMES_RECORDS = '178-notifications-name-records.sql';

let db: PgliteDb;
let before: string;
let userId = 0;

// A database as the previous version left it: every migration before 178, and notifications
// that carry the web's paths in `link`.
beforeAll(async () => {
  before = mkdtempSync(path.join(tmpdir(), 'migrations-before-178-'));
  for (const file of migrationFiles(MIGRATIONS).filter((f) => f < NAMES_RECORDS)) {
    copyFileSync(path.join(MIGRATIONS, file), path.join(before, file));
  }
  db = await openPglite({});
  await migrate(db, before);
  const [user] = await db.query<{ id: number }>(
    `INSERT INTO users (email, hashed_password, first_name, last_name, roles)
     VALUES ('old-rows@example.com', 'x', 'Old', 'Rows', '{}') RETURNING id`,
  );
  userId = user?.id ?? 0;
  const old: [string, string, number, string, string][] = [
    ['upload', 'uploads', 12, '/upload?upload=12', 'completed'],
    ['order', 'orders', 7, '/orders?periods=all&order=7', 'failed'],
    ['combination', 'combinations', 3, '/combined-orders/41', 'completed'],
    ['combination', 'combinations', 4, '/consultant-orders', 'failed'],
    ['weekly', 'weekly_combinations', 5, '/weekly-combinations?open=5', 'completed'],
  ];
  for (const [i, [kind, resource, recordId, link, outcome]] of old.entries()) {
    await db.query(
      `INSERT INTO notifications (user_id, kind, resource, record_id, job_id, reference, link, outcome)
       VALUES ($1, $2, $3, $4, $5, 'words', $6, $7)`,
      [userId, kind, resource, recordId, 9000 + i, link, outcome],
    );
  }
}, 120_000);
afterAll(async () => {
  await db?.close();
  rmSync(before, { recursive: true, force: true });
});

describe('migration 178: notifications name records, not paths', () => {
  it('keeps every old notification’s target: a combination’s combined order moves to result_id', async () => {
    expect(await migrate(db)).toContain(NAMES_RECORDS);
    const { notifications } = await listNotifications(db, userId, { skip: 0, limit: 10 });
    expect(
      notifications
        .map(({ kind, record_id, result_id }) => ({ kind, record_id, result_id }))
        .reverse(),
    ).toEqual([
      { kind: 'upload', record_id: 12, result_id: null },
      { kind: 'order', record_id: 7, result_id: null },
      { kind: 'combination', record_id: 3, result_id: 41 },
      { kind: 'combination', record_id: 4, result_id: null },
      { kind: 'weekly', record_id: 5, result_id: null },
    ]);
    for (const n of notifications) expect(n).not.toHaveProperty('link');
  });
});
