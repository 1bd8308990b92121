import { addDays, mondayOf, southAfricanDay } from '@back-office/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/db.ts';
import { migrate } from '../src/db/migrate.ts';
import { openPglite } from '../src/db/pglite-db.ts';
import { seedDemo } from '../src/seed/demo.ts';
import { TEST_SCRYPT_N } from './helpers/test-cost.ts';

/**
 * The demo tells the same story whenever it is seeded (decision 036). Each moment is handed to
 * the seed, and every check compares with that moment, never with the real clock. The moments
 * are the calendar's edges, in South African time (UTC+2) unless they say UTC.
 */
const MOMENTS: Record<string, string> = {
  'the 1st, just after midnight SAST (a Tuesday)': '2026-11-30T22:05:00Z',
  'the 1st, just after midnight UTC': '2026-12-01T00:05:00Z',
  'the 1st of a month at midnight SAST on a Monday, to the millisecond': '2027-02-28T22:00:00Z',
  'the 15th at noon': '2026-12-15T10:00:00Z',
  'a Sunday afternoon': '2026-12-06T13:00:00Z',
  'a Sunday just before midnight SAST': '2026-12-06T21:59:00Z',
  'a Monday just after midnight SAST': '2026-12-06T22:01:00Z',
  'the last day of a month just before midnight SAST': '2027-04-30T21:55:00Z',
  '31 December, 23:30 SAST': '2026-12-31T21:30:00Z',
  '29 February': '2028-02-29T09:00:00Z',
  'this very moment': new Date().toISOString(),
};

let migrated: Blob;
beforeAll(async () => {
  const db = await openPglite({ dataDir: 'memory://' });
  await migrate(db);
  migrated = await db.raw.dumpDataDir('gzip');
  await db.close();
}, 60_000);

const seeded: Db[] = [];
afterAll(async () => {
  await Promise.all(seeded.map((db) => db.close()));
});

async function seededAt(now: Date): Promise<Db> {
  const db = await openPglite({ dump: migrated });
  seeded.push(db);
  expect(await seedDemo(db, now, { scryptN: TEST_SCRYPT_N })).toBe(true);
  return db;
}

const statuses = async (db: Db, sql: string, params: unknown[] = []) =>
  new Set((await db.query<{ status: string }>(sql, params)).map((r) => r.status));

/** Every `timestamptz` and `date` column of the public tables. */
async function timeColumns(db: Db) {
  return db.query<{ table_name: string; column_name: string; data_type: string }>(
    `SELECT table_name, column_name, data_type FROM information_schema.columns
     WHERE table_schema = 'public' AND data_type IN ('timestamp with time zone', 'date')
     ORDER BY table_name, column_name`,
  );
}

describe.each(Object.entries(MOMENTS))('the demo seeded at %s', (_, at) => {
  const now = new Date(at);
  const today = southAfricanDay(now);
  let db: Db;
  let period: { id: number; start_date: string; end_date: string };

  beforeAll(async () => {
    db = await seededAt(now);
    const [active] = await db.query<typeof period>(
      `SELECT id, start_date::text, end_date::text FROM periods WHERE status = 'active'`,
    );
    if (!active) throw new Error('no active period');
    period = active;
  }, 60_000);

  it('has a closed, an active and a draft period back to back, the active one holding today', async () => {
    const rows = await db.query<{ status: string; name: string; start: string; end: string }>(
      `SELECT status, name, start_date::text AS start, end_date::text AS end FROM periods
       ORDER BY start_date`,
    );
    expect(rows.map((r) => r.status)).toEqual(['closed', 'active', 'draft']);
    expect(new Set(rows.map((r) => r.name)).size).toBe(3);
    const [closed, active, draft] = rows;
    if (!closed || !active || !draft) throw new Error('three periods expected');
    expect(active.start <= today && today <= active.end).toBe(true);
    expect(addDays(closed.end, 1)).toBe(active.start);
    expect(addDays(active.end, 1)).toBe(draft.start);
    // Three whole weeks of history before this one, so last week's story always fits.
    expect(active.start <= addDays(mondayOf(today), -21)).toBe(true);
  });

  it('holds every status the demo promises in the active period', async () => {
    const p = [period.id];
    expect(
      await statuses(db, 'SELECT status FROM consultant_orders WHERE period_id = $1', p),
    ).toEqual(new Set(['draft', 'submitted', 'combined', 'cancelled']));
    expect(await statuses(db, 'SELECT status FROM orders WHERE period_id = $1', p)).toEqual(
      new Set(['draft', 'completed', 'failed', 'cancelled']),
    );
    expect(await statuses(db, 'SELECT status FROM invoices WHERE period_id = $1', p)).toEqual(
      new Set(['draft', 'issued', 'partially_paid', 'paid']),
    );
    expect(await statuses(db, 'SELECT status FROM combinations WHERE period_id = $1', p)).toEqual(
      new Set(['completed']),
    );
    expect(await statuses(db, 'SELECT status FROM distributor_orders')).toEqual(
      new Set(['draft', 'submitted', 'fulfilled', 'cancelled']),
    );
    expect(await statuses(db, 'SELECT status FROM uploads')).toEqual(
      new Set(['completed', 'failed']),
    );
  });

  it('has this week pending, last week completed with its file, the week before cancelled', async () => {
    const monday = mondayOf(today);
    const weeks = await db.query<{
      week_start: string;
      week_end: string;
      status: string;
      consultant_order_count: number;
      has_file: boolean;
    }>(
      `SELECT week_start::text, week_end::text, status, consultant_order_count,
         file IS NOT NULL AS has_file FROM weekly_combinations WHERE period_id = $1
       ORDER BY week_start`,
      [period.id],
    );
    expect(weeks.map((w) => [w.week_start, w.status])).toEqual([
      [addDays(monday, -14), 'cancelled'],
      [addDays(monday, -7), 'completed'],
      [monday, 'pending'],
    ]);
    const [, last, current] = weeks;
    expect(last?.has_file).toBe(true);
    expect(last?.consultant_order_count).toBeGreaterThan(0);
    // This week's combination has orders to process, even a minute after Monday began.
    expect(current?.consultant_order_count).toBeGreaterThan(0);
    for (const w of weeks) {
      expect(w.week_start >= period.start_date && w.week_end <= period.end_date).toBe(true);
    }
  });

  it('stamps nothing after the moment of seeding', async () => {
    const late: string[] = [];
    for (const c of await timeColumns(db)) {
      const limit = c.data_type === 'date' ? today : now.toISOString();
      // Periods and invoices' due dates lie ahead by design.
      if (c.table_name === 'periods' && c.column_name !== 'created_at') continue;
      if (c.table_name === 'schema_migrations') continue;
      if (['due_date', 'expires_at', 'week_end'].includes(c.column_name)) continue;
      const [row] = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ${c.table_name} WHERE ${c.column_name} > $1`,
        [limit],
      );
      if ((row?.n ?? 0) > 0) late.push(`${c.table_name}.${c.column_name}`);
    }
    expect(late).toEqual([]);
  });

  it('tells its story in causal order', async () => {
    const broken = async (what: string, sql: string) => {
      const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${sql}) x`);
      return (row?.n ?? 0) > 0 ? [what] : [];
    };
    const faults = [
      ...(await broken(
        'a consultant order submitted before it was made',
        'SELECT 1 FROM consultant_orders WHERE submitted_at < created_at',
      )),
      ...(await broken(
        'an order dated on another day than it was made (SAST)',
        `SELECT 1 FROM consultant_orders
         WHERE order_date <> ((created_at AT TIME ZONE 'UTC') + interval '2 hours')::date`,
      )),
      ...(await broken(
        'a combined order made before one of its orders was submitted',
        `SELECT 1 FROM consultant_orders co JOIN combined_orders c ON c.id = co.combined_order_id
         WHERE c.created_at < co.submitted_at`,
      )),
      ...(await broken(
        'an invoice made before its order could be invoiced',
        `SELECT 1 FROM invoices i
         LEFT JOIN combined_orders c ON i.source_type = 'combined_order' AND c.id = i.source_id
         LEFT JOIN consultant_orders o ON i.source_type = 'consultant_order' AND o.id = i.source_id
         WHERE i.created_at < coalesce(c.created_at, o.submitted_at)`,
      )),
      ...(await broken(
        'an invoice issued on another day than its issue date (SAST)',
        `SELECT 1 FROM invoices WHERE status <> 'draft'
         AND issue_date > ((updated_at AT TIME ZONE 'UTC') + interval '2 hours')::date`,
      )),
      ...(await broken(
        'a payment before its invoice was issued',
        `SELECT 1 FROM invoice_payments p JOIN invoices i ON i.id = p.invoice_id
         WHERE p.paid_on < i.issue_date OR p.created_at < i.created_at`,
      )),
      ...(await broken(
        'an order line of a product not yet imported',
        `SELECT 1 FROM consultant_order_items i JOIN products p ON p.id = i.product_id
         WHERE i.created_at < p.created_at
         UNION ALL SELECT 1 FROM order_items i JOIN products p ON p.id = i.product_id
         WHERE i.created_at < p.created_at`,
      )),
      ...(await broken(
        'an upload before its template existed',
        `SELECT 1 FROM uploads u JOIN templates t ON t.id = u.template_id
         WHERE u.created_at < t.created_at`,
      )),
      ...(await broken(
        'a record made by a user before the account existed',
        `SELECT 1 FROM consultant_orders o JOIN users u ON u.id = o.created_by
         WHERE o.created_at < u.created_at
         UNION ALL SELECT 1 FROM templates t JOIN users u ON u.id = t.created_by_id
         WHERE t.created_at < u.created_at`,
      )),
      ...(await broken(
        'a weekly combination made before its week had begun',
        'SELECT 1 FROM weekly_combinations WHERE created_at::date < week_start - 1',
      )),
    ];
    expect(faults).toEqual([]);
  });
});
