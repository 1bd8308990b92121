import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Db } from '../src/db/db.ts';
import { migrate } from '../src/db/migrate.ts';
import { openPg } from '../src/db/pg-db.ts';
import { openPglite } from '../src/db/pglite-db.ts';
import { seedDemo } from '../src/seed/demo.ts';
import { TEST_SCRYPT_N } from './helpers/test-cost.ts';
import { databaseUrl, dropDatabase } from './helpers/test-database.ts';

/**
 * The demo data in causal order (issue 35 item 8): seeded at a given moment, every timestamp
 * lies at or before it, and every record comes after what it follows from, checked with SQL for
 * every relation of the schema (its foreign keys, found in the catalogue) and for the story's own
 * steps (submitted after made, invoiced after submitted, paid after issued, processed after
 * made…). Every check compares with the seeding moment handed to the seed, never with the real
 * clock, so it holds on any day. On PostgreSQL (`TEST_DATABASE_URL`) each moment is seeded into a
 * new empty database.
 */
const MOMENTS: Record<string, string> = {
  'just after midnight SAST on the 1st (a Tuesday)': '2026-11-30T22:05:00Z',
  'a Monday just after midnight SAST': '2026-12-06T22:01:00Z',
  'the 15th at noon': '2026-12-15T10:00:00Z',
  '31 December, 23:30 SAST': '2026-12-31T21:30:00Z',
  'this very moment': new Date().toISOString(),
};

/** The SAST calendar day of a timestamptz expression. */
const sastDay = (column: string) => `((${column} AT TIME ZONE 'UTC') + interval '2 hours')::date`;

/**
 * Foreign keys that point back from an earlier record to a later one that it ended up in (the
 * order to the combined order made from it; the upload to the product set it imported): the later
 * record is checked against the earlier instead.
 */
const BACK_POINTERS = new Set([
  'consultant_orders.combined_order_id',
  'combinations.combined_order_id',
  'uploads.upload_session_id',
  'mail_queue.token_id',
]);

/** Columns that lie ahead by design (expiry, retry and lease moments). */
const AHEAD_BY_DESIGN = new Set([
  'expires_at',
  'lease_until',
  'not_before',
  'next_attempt_at',
  'due_date',
  'week_end',
]);

/** The story's own steps, each a query of the rows that break it. */
const STEPS: Record<string, string> = {
  'a consultant order submitted before it was made':
    'SELECT id FROM consultant_orders WHERE submitted_at < created_at',
  'a submitted or combined consultant order without a submission moment': `SELECT id FROM consultant_orders
     WHERE status IN ('submitted', 'combined') AND submitted_at IS NULL`,
  'a consultant order dated on another day than it was made (SAST)': `SELECT id FROM consultant_orders
     WHERE order_date <> ${sastDay('created_at')}`,
  'a consultant order line added before its order was made': `SELECT i.id FROM consultant_order_items i
     JOIN consultant_orders o ON o.id = i.consultant_order_id WHERE i.created_at < o.created_at`,
  'a combined order made before one of its orders was submitted': `SELECT c.id FROM combined_orders c
     JOIN consultant_orders o ON o.combined_order_id = c.id
     WHERE o.submitted_at IS NULL OR c.created_at < o.submitted_at`,
  'a combination made before one of its orders was submitted': `SELECT c.id FROM combinations c
     JOIN consultant_orders o ON o.id = ANY(c.consultant_order_ids)
     WHERE o.submitted_at IS NULL OR c.created_at < o.submitted_at`,
  'a combined order made before the combination that made it': `SELECT c.id FROM combinations c
     JOIN combined_orders co ON co.id = c.combined_order_id
     WHERE co.created_at < c.created_at OR c.updated_at < co.created_at`,
  'an invoice made before its order could be invoiced': `SELECT i.id FROM invoices i
     LEFT JOIN combined_orders c ON i.source_type = 'combined_order' AND c.id = i.source_id
     LEFT JOIN consultant_orders o ON i.source_type = 'consultant_order' AND o.id = i.source_id
     WHERE coalesce(c.created_at, o.submitted_at) IS NULL
        OR i.created_at < coalesce(c.created_at, o.submitted_at)`,
  'an invoice issue date before its order was submitted or combined (SAST)': `SELECT i.id FROM invoices i
     LEFT JOIN combined_orders c ON i.source_type = 'combined_order' AND c.id = i.source_id
     LEFT JOIN consultant_orders o ON i.source_type = 'consultant_order' AND o.id = i.source_id
     WHERE i.issue_date < ${sastDay('coalesce(c.created_at, o.submitted_at)')}`,
  'an invoice issue date before the day it was made (SAST)': `SELECT id FROM invoices
     WHERE issue_date < ${sastDay('created_at')}`,
  'an issued invoice whose issue date is after its last change (SAST)': `SELECT id FROM invoices
     WHERE status <> 'draft' AND issue_date > ${sastDay('updated_at')}`,
  'an invoice due before it was issued': 'SELECT id FROM invoices WHERE due_date < issue_date',
  'an invoice line added before its invoice was made': `SELECT l.id FROM invoice_items l
     JOIN invoices i ON i.id = l.invoice_id WHERE l.created_at < i.created_at`,
  'a payment before its invoice was issued': `SELECT p.id FROM invoice_payments p
     JOIN invoices i ON i.id = p.invoice_id
     WHERE i.status = 'draft' OR p.paid_on < i.issue_date OR p.created_at < i.created_at`,
  'a payment recorded before the day it was paid (SAST)': `SELECT id FROM invoice_payments
     WHERE ${sastDay('created_at')} < paid_on`,
  'an invoice changed before its last payment was recorded': `SELECT i.id FROM invoices i
     JOIN invoice_payments p ON p.invoice_id = i.id WHERE i.updated_at < p.created_at`,
  'a stock order processed before it was made': `SELECT id FROM orders
     WHERE processed_at < created_at
        OR (status IN ('completed', 'failed') AND processed_at IS NULL)`,
  'a stock order line added before its order was made': `SELECT i.id FROM order_items i
     JOIN orders o ON o.id = i.order_id WHERE i.created_at < o.created_at`,
  'an order line of a product not yet imported': `SELECT i.id FROM consultant_order_items i
     JOIN products p ON p.id = i.product_id WHERE i.created_at < p.created_at
     UNION ALL SELECT i.id FROM order_items i JOIN products p ON p.id = i.product_id
     WHERE i.created_at < p.created_at
     UNION ALL SELECT i.id FROM invoice_items i JOIN products p ON p.id = i.product_id
     WHERE i.created_at < p.created_at
     UNION ALL SELECT i.id FROM distributor_order_items i
     JOIN distributor_orders o ON o.id = i.distributor_order_id
     JOIN products p ON p.id = i.product_id WHERE o.created_at < p.created_at`,
  'an upload completed before it was made': `SELECT id FROM uploads
     WHERE completed_at < created_at OR (status IN ('completed', 'failed') AND completed_at IS NULL)`,
  'a product set made before its upload was completed': `SELECT s.id FROM product_sets s
     JOIN uploads u ON u.id = s.upload_id WHERE s.created_at < coalesce(u.completed_at, u.created_at)`,
  'a product imported before its upload was made': `SELECT p.id FROM products p
     JOIN product_sets s ON s.id = p.upload_session_id JOIN uploads u ON u.id = s.upload_id
     WHERE p.created_at < u.created_at`,
  'a distributor order submitted before it was made': `SELECT id FROM distributor_orders
     WHERE submitted_at < created_at OR updated_at < coalesce(submitted_at, created_at)
        OR (status IN ('submitted', 'fulfilled') AND submitted_at IS NULL)`,
  'a weekly combination made before its week had begun (SAST)': `SELECT id FROM weekly_combinations
     WHERE ${sastDay('created_at')} < week_start`,
  'a weekly combination processed before its week was over (SAST)': `SELECT id FROM weekly_combinations
     WHERE status = 'completed' AND (processed_at IS NULL OR ${sastDay('processed_at')} <= week_end)`,
  'a weekly combination holding an order submitted after it was made': `SELECT w.id FROM weekly_combinations w
     JOIN consultant_orders o ON o.period_id = w.period_id
      AND o.order_date BETWEEN w.week_start AND w.week_end
     WHERE w.status = 'completed' AND o.submitted_at > w.processed_at`,
  'a consultant who joined after the record was made': `SELECT id FROM consultants
     WHERE joined_date > ${sastDay('created_at')}`,
  'a period made after it was changed': 'SELECT id FROM periods WHERE updated_at < created_at',
};

interface Column {
  table_name: string;
  column_name: string;
  data_type: string;
}

async function columns(db: Db): Promise<Column[]> {
  return db.query<Column>(
    `SELECT table_name, column_name, data_type FROM information_schema.columns
     WHERE table_schema = 'public' AND data_type IN ('timestamp with time zone', 'date')
       AND table_name <> 'schema_migrations'
     ORDER BY table_name, column_name`,
  );
}

interface ForeignKey {
  child: string;
  column: string;
  parent: string;
  parent_column: string;
}

async function foreignKeys(db: Db): Promise<ForeignKey[]> {
  return db.query<ForeignKey>(
    `SELECT cl.relname AS child, a.attname AS column, pl.relname AS parent, pa.attname AS parent_column
       FROM pg_constraint c
       JOIN pg_class cl ON cl.oid = c.conrelid
       JOIN pg_class pl ON pl.oid = c.confrelid
       JOIN pg_namespace n ON n.oid = cl.relnamespace
       JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
       JOIN pg_attribute pa ON pa.attrelid = c.confrelid AND pa.attnum = c.confkey[1]
      WHERE c.contype = 'f' AND n.nspname = 'public' AND array_length(c.conkey, 1) = 1
      ORDER BY 1, 2`,
  );
}

/** The moment a row came to be: `created_at`, else `updated_at` (a one-row table). */
function birth(cols: Column[], table: string): string | undefined {
  const names = new Set(cols.filter((c) => c.table_name === table).map((c) => c.column_name));
  if (names.has('created_at')) return 'created_at';
  if (names.has('updated_at')) return 'updated_at';
  return undefined;
}

let migrated: Blob | undefined;
const opened: { db: Db; drop?: () => Promise<void> }[] = [];
const pg = inject('pgTemplate');

beforeAll(async () => {
  if (pg.adminUrl) return;
  const db = await openPglite({ dataDir: 'memory://' });
  await migrate(db);
  migrated = await db.raw.dumpDataDir('gzip');
  await db.close();
}, 60_000);

afterAll(async () => {
  for (const { db, drop } of opened) {
    await db.close();
    await drop?.();
  }
});

/** An empty, migrated database seeded with the demo at `now`. */
async function seededAt(now: Date): Promise<Db> {
  let db: Db;
  if (pg.adminUrl) {
    const name = `demo_causal_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = openPg(pg.adminUrl);
    try {
      await admin.exec(`CREATE DATABASE ${name}`);
    } finally {
      await admin.close();
    }
    db = openPg(databaseUrl(pg.adminUrl, name));
    opened.push({ db, drop: () => dropDatabase(pg.adminUrl, name) });
    await migrate(db);
  } else {
    db = await openPglite({ dump: migrated });
    opened.push({ db });
  }
  expect(await seedDemo(db, now, { scryptN: TEST_SCRYPT_N })).toBe(true);
  return db;
}

const ids = async (db: Db, sql: string) =>
  (await db.query<{ id: number }>(`SELECT DISTINCT id FROM (${sql}) x ORDER BY id`)).map(
    (r) => r.id,
  );

describe.each(Object.entries(MOMENTS))('the demo seeded %s', (_, at) => {
  const now = new Date(at);
  let db: Db;
  let cols: Column[];

  beforeAll(async () => {
    db = await seededAt(now);
    cols = await columns(db);
  }, 120_000);

  it('stamps nothing after the moment of seeding', async () => {
    const late: string[] = [];
    const today = (
      await db.query<{ d: string }>(`SELECT ${sastDay('$1::timestamptz')}::text AS d`, [
        now.toISOString(),
      ])
    )[0]?.d;
    for (const c of cols) {
      if (AHEAD_BY_DESIGN.has(c.column_name)) continue;
      if (c.table_name === 'periods' && c.column_name !== 'created_at') continue;
      const limit = c.data_type === 'date' ? today : now.toISOString();
      const [row] = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ${c.table_name} WHERE ${c.column_name} > $1`,
        [limit],
      );
      if ((row?.n ?? 0) > 0) late.push(`${c.table_name}.${c.column_name}`);
    }
    expect(late).toEqual([]);
  });

  it('changes, submits, processes and completes every record after it was made', async () => {
    const faults: string[] = [];
    for (const c of cols) {
      if (c.data_type !== 'timestamp with time zone' || c.column_name === 'created_at') continue;
      if (AHEAD_BY_DESIGN.has(c.column_name)) continue;
      if (birth(cols, c.table_name) !== 'created_at') continue;
      const [row] = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ${c.table_name} WHERE ${c.column_name} < created_at`,
      );
      if ((row?.n ?? 0) > 0)
        faults.push(`${row?.n} ${c.table_name}.${c.column_name} before created_at`);
    }
    expect(faults).toEqual([]);
  });

  it('makes every record after the records it refers to (every foreign key)', async () => {
    const keys = await foreignKeys(db);
    expect(keys.length).toBeGreaterThan(20);
    const faults: string[] = [];
    for (const k of keys) {
      const childAt = birth(cols, k.child);
      const parentAt = birth(cols, k.parent);
      if (!childAt || !parentAt) continue;
      const back = BACK_POINTERS.has(`${k.child}.${k.column}`);
      const [earlier, later] = back ? ['c', 'p'] : ['p', 'c'];
      const [earlierAt, laterAt] = back ? [childAt, parentAt] : [parentAt, childAt];
      const [row] = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ${k.child} c JOIN ${k.parent} p ON p.${k.parent_column} = c.${k.column}
         WHERE ${later}.${laterAt} < ${earlier}.${earlierAt}`,
      );
      if ((row?.n ?? 0) > 0) {
        faults.push(
          `${row?.n} ${k.child} ${back ? 'after' : 'before'} their ${k.parent} (${k.column})`,
        );
      }
    }
    expect(faults).toEqual([]);
  });

  it.each(Object.entries(STEPS))('has no %s', async (_, sql) => {
    expect(await ids(db, sql)).toEqual([]);
  });

  it('holds the records the steps are about', async () => {
    const [row] = await db.query<Record<string, number>>(
      `SELECT (SELECT count(*)::int FROM invoice_payments) AS payments,
              (SELECT count(*)::int FROM invoices WHERE status <> 'draft') AS issued,
              (SELECT count(*)::int FROM combinations) AS combinations,
              (SELECT count(*)::int FROM combined_orders) AS combined,
              (SELECT count(*)::int FROM orders WHERE processed_at IS NOT NULL) AS processed,
              (SELECT count(*)::int FROM weekly_combinations WHERE status = 'completed') AS weeks,
              (SELECT count(*)::int FROM distributor_orders WHERE submitted_at IS NOT NULL) AS submitted,
              (SELECT count(*)::int FROM product_sets) AS sets`,
    );
    for (const [name, n] of Object.entries(row ?? {})) expect(n, name).toBeGreaterThan(0);
  });
});
