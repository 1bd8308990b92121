import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/seed/demo-users.ts';
import { SseReader } from '../test/helpers/sse-reader.ts';
import { insertTemplate, productRow, xlsxFile } from '../test/uploads-fixtures.ts';
import { ApiProcess, TcpRelay } from './api-process.ts';

/**
 * Two API processes on one PostgreSQL server (TEST_DATABASE_URL, from scripts/with-postgres.sh):
 * jobs of every kind started on A, A killed with SIGKILL mid-job, B takes each over and ends it
 * once; then a rolling restart of A (SIGTERM while a job runs) that interrupts nothing.
 * A writes slowly (`JOB_STEP_DELAY_MS`) so the test can catch its jobs mid-way.
 */
const LEASE_SECONDS = 5;
const base = process.env.TEST_DATABASE_URL;
if (!base) throw new Error('TEST_DATABASE_URL is not set (run scripts/test-multi-process.sh)');
const databaseUrl = base.replace(/\/[^/]*$/, '/multi_process');

const env = (extra: Record<string, string> = {}) => ({
  DATABASE_URL: databaseUrl,
  AUTH_SECRET: 'multi-process-test-secret',
  DEMO: 'true',
  LOG_REQUESTS: 'false',
  JOB_LEASE_SECONDS: String(LEASE_SECONDS),
  JOB_POLL_MS: '250',
  JOB_CONCURRENCY: '4',
  // No drain period unless a test asks for one (the rolling restart does).
  SHUTDOWN_DRAIN_MS: '0',
  ...extra,
});
const SLOW = { JOB_STEP_DELAY_MS: '1500', SHUTDOWN_GRACE_MS: '300' };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let db: pg.Pool;
const processes: ApiProcess[] = [];
const start = async (name: string, extra: Record<string, string>) => {
  const api = await ApiProcess.start(name, env(extra));
  processes.push(api);
  return api;
};

async function rows<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  return (await db.query(sql, params)).rows as T[];
}
async function id(sql: string, params: unknown[] = []): Promise<number> {
  const [row] = await rows<{ id: number }>(sql, params);
  if (!row) throw new Error(`no row for ${sql}`);
  return row.id;
}

async function signIn(api: ApiProcess): Promise<string> {
  const res = await fetch(`${api.url}/auth/jwt/login`, {
    method: 'POST',
    body: new URLSearchParams({ username: 'admin@example.com', password: DEMO_PASSWORD }),
  });
  const body = (await res.json()) as { access_token: string };
  return body.access_token;
}

async function post(
  api: ApiProcess,
  token: string,
  path: string,
  body?: object | FormData,
  expected = 202,
) {
  const res = await fetch(`${api.url}${path}`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body && !(body instanceof FormData) ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body instanceof FormData ? body : body ? JSON.stringify(body) : undefined,
  });
  if (res.status !== expected) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as { id?: number };
}

const statusOf = async (table: string, rowId: number) =>
  (await rows<{ status: string }>(`SELECT status FROM ${table} WHERE id = $1`, [rowId]))[0]?.status;

async function waitFor(what: string, check: () => Promise<boolean>, ms: number) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return;
    await sleep(200);
  }
  throw new Error(
    `timed out waiting for ${what}\n${processes.map((p) => `${p.name}:\n${p.output.join('')}`).join('\n')}`,
  );
}

const TERMINAL = ['completed', 'failed'];
/** A new draft order of one line (a product without a stock limit), made through the API. */
async function draftOrder(api: ApiProcess, token: string): Promise<number> {
  const product = await id(
    'SELECT id FROM products ORDER BY stock_quantity DESC NULLS FIRST, id LIMIT 1',
  );
  const order = await post(
    api,
    token,
    '/api/orders',
    {
      items: [{ product_id: product, quantity: 1 }],
    },
    201,
  );
  return order.id ?? 0;
}
/** The notifications written for a resource's job ends (one per job, whichever process ended it). */
const notificationsOf = async (kind: string, recordId: number) =>
  (await rows('SELECT 1 FROM notifications WHERE kind = $1 AND record_id = $2', [kind, recordId]))
    .length;
const outcomeAudits = async (orderId: number) =>
  (
    await rows(
      `SELECT 1 FROM audit_log WHERE resource = 'orders' AND record_id = $1 AND summary LIKE 'Order %'`,
      [orderId],
    )
  ).length;

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query('DROP DATABASE IF EXISTS multi_process');
  await admin.query('CREATE DATABASE multi_process');
  await admin.end();
  db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
});
afterAll(async () => {
  for (const p of processes) p.kill('SIGKILL');
  await db?.end();
});

describe('two API processes on one PostgreSQL server', () => {
  let b: ApiProcess;
  let a3: ApiProcess;

  it('B takes over every job of A killed with SIGKILL, and ends each exactly once', async () => {
    const a = await start('A', SLOW);
    b = await start('B', {});
    const token = await signIn(a);
    // B is paused until A has claimed every job: otherwise B's poll may win a job first.
    b.kill('SIGSTOP');

    const templateId = await insertTemplate(
      {
        query: rows,
        transaction: () => Promise.reject(),
        exec: async () => {},
        close: async () => {},
      },
      'Multi-process stock list',
    );
    const file = await xlsxFile(Array.from({ length: 3000 }, (_, i) => productRow(i + 1)));
    const form = new FormData();
    form.set('template_id', String(templateId));
    form.set('file', file);
    const upload = (await post(a, token, '/api/upload', form)).id ?? 0;

    const order = await draftOrder(a, token);
    await post(a, token, `/api/orders/${order}/process`);
    const consultantOrder = await id(
      `SELECT min(id) AS id FROM consultant_orders WHERE status = 'submitted'`,
    );
    const combination =
      (
        await post(a, token, '/api/consultant-orders/bulk-combine', {
          consultant_order_ids: [consultantOrder],
        })
      ).id ?? 0;
    const weekly = await id(
      `SELECT min(w.id) AS id FROM weekly_combinations w WHERE w.status = 'pending'`,
    );
    await post(a, token, `/api/weekly-combinations/${weekly}/process`);

    // Mid-job: every resource running and every job leased by A.
    await waitFor(
      'A to be mid-way through all four jobs',
      async () =>
        (await statusOf('uploads', upload)) === 'processing' &&
        (await statusOf('combinations', combination)) === 'processing' &&
        (
          await rows(`SELECT 1 FROM jobs WHERE state = 'running' AND owner LIKE $1`, [
            `%:${a.pid}:%`,
          ])
        ).length === 4,
      20_000,
    );
    b.kill('SIGCONT');
    // The same starts sent to the other process: refused, the jobs already run.
    await post(b, token, `/api/orders/${order}/process`, undefined, 409);
    await post(b, token, `/api/weekly-combinations/${weekly}/process`, undefined, 409);
    a.kill('SIGKILL');
    const killedAt = Date.now();
    expect((await a.exited).signal).toBe('SIGKILL');

    await waitFor(
      'B to end all four jobs',
      async () =>
        TERMINAL.includes((await statusOf('uploads', upload)) ?? '') &&
        TERMINAL.includes((await statusOf('orders', order)) ?? '') &&
        TERMINAL.includes((await statusOf('combinations', combination)) ?? '') &&
        TERMINAL.includes((await statusOf('weekly_combinations', weekly)) ?? '') &&
        (await rows('SELECT 1 FROM jobs')).length === 0,
      60_000,
    );
    expect(Date.now() - killedAt).toBeLessThan(60_000);

    expect(await statusOf('uploads', upload)).toBe('completed');
    const sets = await rows<{ id: number; n: number }>(
      `SELECT s.id, (SELECT count(*)::int FROM products p WHERE p.upload_session_id = s.id) AS n
         FROM product_sets s WHERE s.upload_id = $1`,
      [upload],
    );
    expect(sets.map((s) => s.n)).toEqual([3000]);
    const uploadAudits = await rows(
      `SELECT 1 FROM audit_log WHERE resource = 'uploads' AND record_id = $1 AND action = 'process'`,
      [upload],
    );
    expect(uploadAudits).toHaveLength(1);
    expect(await outcomeAudits(order)).toBe(1);
    // The starter is told of each end exactly once, in the transaction of the outcome.
    for (const [kind, recordId] of [
      ['upload', upload],
      ['order', order],
      ['combination', combination],
      ['weekly', weekly],
    ] as const) {
      expect(await notificationsOf(kind, recordId), `${kind} ${recordId}`).toBe(1);
    }
    const combined = await rows<{ combined_order_id: number | null }>(
      'SELECT combined_order_id FROM consultant_orders WHERE id = $1',
      [consultantOrder],
    );
    // The combined order the combination made (its audit entry names it by number, decision 052).
    const created = await rows(
      `SELECT 1 FROM audit_log a JOIN combinations c ON c.combined_order_id = a.record_id
        WHERE a.resource = 'combined_orders' AND a.action = 'create' AND c.id = $1`,
      [combination],
    );
    if ((await statusOf('combinations', combination)) === 'completed') {
      expect(combined[0]?.combined_order_id).not.toBeNull();
      expect(created).toHaveLength(1);
    } else {
      expect(created).toHaveLength(0);
    }
  });

  it('a rolling restart (SIGTERM while a job runs, then start again) interrupts nothing', async () => {
    const a2 = await start('A2', { ...SLOW, SHUTDOWN_DRAIN_MS: '1500' });
    const token = await signIn(a2);
    // As above: B waits until A2 holds the job, so the job is A2's to give back.
    b.kill('SIGSTOP');
    const order = await draftOrder(a2, token);
    await post(a2, token, `/api/orders/${order}/process`);
    await waitFor(
      'A2 to run the order',
      async () =>
        (
          await rows(`SELECT 1 FROM jobs WHERE state = 'running' AND owner LIKE $1`, [
            `%:${a2.pid}:%`,
          ])
        ).length === 1,
      10_000,
    );
    a2.kill('SIGTERM');
    // The drain period: readiness turns 503 at once while A2 still answers, so a load balancer
    // sees it before connections are refused.
    await waitFor('A2 to turn not-ready', async () => (await a2.ready()) === 503, 1000);
    expect((await fetch(`${a2.url}/api/health`)).status).toBe(200);
    expect(await a2.exited).toEqual({ code: 0, signal: null });
    expect(await a2.ready()).toBe(0);
    // Given back on the way out: no job is left leased to the stopped process.
    expect(await rows(`SELECT 1 FROM jobs WHERE owner LIKE $1`, [`%:${a2.pid}:%`])).toEqual([]);
    b.kill('SIGCONT');
    // Given back, so B claims it at its next poll rather than after the lease.
    await waitFor(
      'B to end the order given back by A2',
      async () => TERMINAL.includes((await statusOf('orders', order)) ?? ''),
      30_000,
    );
    expect(await outcomeAudits(order)).toBe(1);

    a3 = await start('A3', SLOW);
    expect(await a3.ready()).toBe(200);
    expect(await b.ready()).toBe(200);
    expect(await rows('SELECT 1 FROM jobs')).toEqual([]);
  });

  it('a user streaming from B hears the end of a job that A3 runs (LISTEN/NOTIFY relay)', async () => {
    const token = await signIn(a3);
    const res = await fetch(`${b.url}/api/events`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    const stream = new SseReader(res);
    expect(await stream.next()).toEqual({ retry: 5000 });
    // B is paused until A3 holds the job, so the job is A3's; B's LISTEN connection keeps
    // what is sent meanwhile, and B relays it once it runs again.
    b.kill('SIGSTOP');
    const order = await draftOrder(a3, token);
    await post(a3, token, `/api/orders/${order}/process`);
    await waitFor(
      'A3 to run the order',
      async () =>
        (
          await rows(`SELECT 1 FROM jobs WHERE state = 'running' AND owner LIKE $1`, [
            `%:${a3.pid}:%`,
          ])
        ).length === 1,
      10_000,
    );
    b.kill('SIGCONT');
    const told = await stream.nextEvent('notification');
    expect(JSON.parse(told?.data ?? '{}')).toMatchObject({
      kind: 'order',
      record_id: order,
      outcome: 'completed',
    });
    expect(await notificationsOf('order', order)).toBe(1);
    await stream.close();
  });

  it('a database outage: liveness stays 200 (with a session cookie too), readiness 503, then back', async () => {
    const server = new URL(databaseUrl);
    const relay = await new TcpRelay(server.hostname, Number(server.port)).start();
    const throughRelay = new URL(databaseUrl);
    throughRelay.port = String(relay.port);
    try {
      const c = await start('C', { DATABASE_URL: throughRelay.toString() });
      const login = await fetch(`${c.url}/auth/cookie/login`, {
        method: 'POST',
        body: new URLSearchParams({ username: 'admin@example.com', password: DEMO_PASSWORD }),
      });
      expect(login.status).toBe(204);
      const cookie = login.headers
        .getSetCookie()
        .map((line) => line.split(';')[0])
        .join('; ');
      relay.cut();
      for (const headers of [{}, { Cookie: cookie }] as Record<string, string>[]) {
        const live = await fetch(`${c.url}/api/health`, { headers });
        expect(live.status).toBe(200);
        const ready = await fetch(`${c.url}/api/health/ready`, { headers });
        expect(ready.status).toBe(503);
        expect(await ready.json()).toEqual({ detail: 'Database unavailable' });
      }
      // A call that needs the database says it is away (503, Retry-After), not 500.
      const away = await fetch(`${c.url}/auth/me`, { headers: { Cookie: cookie } });
      expect(away.status).toBe(503);
      expect(away.headers.get('retry-after')).toBe('5');
      const metrics = await (await fetch(`${c.url}/metrics`)).text();
      expect(metrics).toMatch(/^backoffice_database_up 0$/m);
      expect(metrics).toMatch(/^backoffice_db_pool_connections\{state="max"\} 10$/m);
      relay.restore();
      await waitFor('C to be ready again', async () => (await c.ready()) === 200, 15_000);
      const me = await fetch(`${c.url}/auth/me`, { headers: { Cookie: cookie } });
      expect(me.status).toBe(200);
      expect(await (await fetch(`${c.url}/metrics`)).text()).toMatch(/^backoffice_database_up 1$/m);
      c.kill('SIGTERM');
      expect((await c.exited).code).toBe(0);
    } finally {
      await relay.close();
    }
  });
});
