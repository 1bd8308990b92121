/**
 * Job throughput with one and with two API processes on one PostgreSQL server: `--jobs` orders
 * (of `--lines` lines each, made through the API) are moved to `processing` and queued in one
 * transaction, then the processes' workers (JOB_CONCURRENCY 2 each) run them; the wall time
 * until every order has ended gives jobs per second. Needs a server: run it through
 * scripts/with-postgres.sh, which sets TEST_DATABASE_URL (a scratch database is made per run).
 *
 *   PG_PORT=54392 bash scripts/with-postgres.sh pnpm --filter @back-office/bench jobs [--jobs 300]
 */
import { loadavg } from 'node:os';
import pg from 'pg';
import { type ApiProcess, startApi } from '../src/api-process.ts';
import { fixed } from '../src/stats.ts';
import { numberOption, printTable } from '../src/table.ts';

const server = process.env.TEST_DATABASE_URL;
if (!server) throw new Error('TEST_DATABASE_URL is not set (run through scripts/with-postgres.sh)');
const jobs = numberOption('jobs', 300);
const lines = numberOption('lines', 20);
const env = { JOB_POLL_MS: '200', JOB_CONCURRENCY: '2', AUTH_SECRET: 'bench-secret' };

async function freshDatabase(name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return (server ?? '').replace(/\/[^/]*$/, `/${name}`);
}

async function makeOrders(api: ApiProcess, db: pg.Pool): Promise<number[]> {
  const cookie = await api.signIn();
  const products = (
    await db.query<{ id: number }>(
      'SELECT id FROM products ORDER BY stock_quantity DESC NULLS FIRST, id LIMIT $1',
      [lines],
    )
  ).rows;
  if (products.length < lines) throw new Error(`only ${products.length} products`);
  const ids: number[] = [];
  for (let i = 0; i < jobs; i++) {
    const res = await fetch(`${api.url}/api/orders`, {
      method: 'POST',
      headers: { cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify({ items: products.map((p) => ({ product_id: p.id, quantity: 1 })) }),
    });
    if (res.status !== 201) throw new Error(`create order: ${res.status} ${await res.text()}`);
    ids.push(((await res.json()) as { id: number }).id);
  }
  return ids;
}

async function run(processes: number): Promise<string[]> {
  const url = await freshDatabase(`jobs_bench_${processes}`);
  const apis = [await startApi({ ...env, DATABASE_URL: url })];
  const db = new pg.Pool({ connectionString: url, max: 2 });
  try {
    for (let i = 1; i < processes; i++) apis.push(await startApi({ ...env, DATABASE_URL: url }));
    const first = apis[0];
    if (!first) throw new Error('no API process');
    const ids = await makeOrders(first, db);
    const load = loadavg()[0] ?? 0;
    const started = Date.now();
    const client = await db.connect();
    try {
      await client.query('BEGIN');
      await client.query(
        `UPDATE orders SET status = 'processing', progress = 0, message = 'Queued' WHERE id = ANY($1)`,
        [ids],
      );
      await client.query(`INSERT INTO jobs (kind, resource_id) SELECT 'order', unnest($1::int[])`, [
        ids,
      ]);
      await client.query('COMMIT');
    } finally {
      client.release();
    }
    for (;;) {
      const { rows } = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM orders WHERE id = ANY($1) AND status = 'processing'`,
        [ids],
      );
      if (rows[0]?.n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const seconds = (Date.now() - started) / 1000;
    const { rows: failed } = await db.query<{ message: string }>(
      `SELECT message FROM orders WHERE id = ANY($1) AND status = 'failed' LIMIT 1`,
      [ids],
    );
    if (failed[0]) console.log(`first failure: ${failed[0].message}`);
    const { rows: ended } = await db.query<{ status: string; n: number }>(
      `SELECT status, count(*)::int AS n FROM orders WHERE id = ANY($1) GROUP BY status ORDER BY status`,
      [ids],
    );
    return [
      String(processes),
      String(jobs),
      fixed(seconds, 1),
      fixed(jobs / seconds, 1),
      ended.map((r) => `${r.n} ${r.status}`).join(', '),
      fixed(load, 1),
    ];
  } finally {
    for (const api of apis) await api.stop();
    await db.end();
  }
}

console.log(`# Job throughput: ${jobs} order jobs of ${lines} lines, PostgreSQL on loopback\n`);
const rows = [await run(1), await run(2)];
printTable(['processes', 'jobs', 'wall s', 'jobs/s', 'ended', 'load average at start'], rows);
