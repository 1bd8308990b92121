import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parsePhone } from '@back-office/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { splitStatements } from '../src/db/migrate.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const migration = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../src/db/migrations/165-phones-e164.sql',
);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Stored before the API normalised them: the forms people type, and some it cannot read. */
const STORED = [
  '082 555 0199',
  '0825550198',
  '+27 82 555 0197',
  '+27 (0)82 555 0196',
  '27825550195',
  '0027 82 555 0194',
  '082-555-0193',
  '011\u00a0555\u202f0100',
  '+27825550114',
  '+44 20 7946 0958',
  'ask at the branch',
  '082 555 019',
  '',
];

describe('migration 165: phones in E.164', () => {
  it('rewrites every number parsePhone reads, exactly as it reads it, and leaves the rest', async () => {
    const ids: number[] = [];
    for (const [i, phone] of STORED.entries()) {
      const [row] = await t.deps.db.query<{ id: number }>(
        `INSERT INTO consultants (consultant_number, first_name, last_name, phone, address_line1,
           city, province, postal_code)
         VALUES ($1, 'Phone', 'Migration', $2, '1 Main Road', 'Durban', 'KwaZulu-Natal', '4001')
         RETURNING id`,
        [`PM-${i}`, phone],
      );
      ids.push(row?.id ?? 0);
    }
    await t.deps.db.transaction(async (tx) => {
      for (const statement of splitStatements(readFileSync(migration, 'utf8'))) {
        await tx.query(statement);
      }
    });
    const rows = await t.deps.db.query<{ phone: string }>(
      'SELECT phone FROM consultants WHERE id = ANY($1::int[]) ORDER BY id',
      [ids],
    );
    const expected = STORED.map((phone) => {
      const parsed = parsePhone(phone);
      return parsed.ok ? parsed.e164 : phone;
    });
    expect(rows.map((r) => r.phone)).toEqual(expected);
    expect(expected.slice(0, 9)).toEqual([
      '+27825550199',
      '+27825550198',
      '+27825550197',
      '+27825550196',
      '+27825550195',
      '+27825550194',
      '+27825550193',
      '+27115550100',
      '+27825550114',
    ]);
  });
});
