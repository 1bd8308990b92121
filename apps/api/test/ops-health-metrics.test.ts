import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp, createDeps } from '../src/app.ts';
import type { Db } from '../src/db/db.ts';
import type { JobKindHandler } from '../src/jobs/job-kind.ts';
import { LostLease } from '../src/jobs/job-queue.ts';
import { appMetrics, countedJobKinds, recordEmailDelivery } from '../src/metrics/metrics.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const url = (path: string) => `http://127.0.0.1:8000${path}`;

/** A database that refuses every statement (a PostgreSQL server that went away). */
const downDb = (): Db => {
  const fail = async (): Promise<never> => {
    // What node-postgres rejects with when the server refuses connections.
    throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
  };
  return { query: fail, transaction: fail, exec: fail, close: async () => {} };
};

/** A database whose statements never answer (a server behind a dead network path). */
const hangingDb = (): Db => {
  const hang = () => new Promise<never>(() => {});
  return { query: hang, transaction: hang, exec: hang, close: async () => {} };
};

/** Runs `fn` with the app's database swapped for `db`. */
async function withDatabase<T>(db: Db, fn: () => Promise<T>): Promise<T> {
  const real = t.deps.db;
  t.deps.db = db;
  try {
    return await fn();
  } finally {
    t.deps.db = real;
  }
}

describe('liveness and readiness', () => {
  it('liveness answers 200 while the database is down, with or without a session cookie', async () => {
    const signedIn = await t.login('admin@example.com');
    const cookie = signedIn.jar.header('/api/health') ?? '';
    expect(cookie).toContain('bo_access=');
    await withDatabase(downDb(), async () => {
      for (const headers of [
        {},
        { Cookie: cookie },
        { Authorization: 'Bearer not.a.token' },
      ] as Record<string, string>[]) {
        const res = await t.app.request(url('/api/health'), { headers });
        expect(res.status).toBe(200);
        expect(((await res.json()) as { status: string }).status).toBe('ok');
      }
    });
  });

  it('readiness answers 503 while the database is down, with or without a cookie', async () => {
    const signedIn = await t.login('supervisor@example.com');
    const cookie = signedIn.jar.header('/api/health/ready') ?? '';
    await withDatabase(downDb(), async () => {
      for (const headers of [{}, { Cookie: cookie }] as Record<string, string>[]) {
        const res = await t.app.request(url('/api/health/ready'), { headers });
        expect(res.status).toBe(503);
        expect(await res.json()).toEqual({ detail: 'Database unavailable' });
      }
    });
    const back = await t.app.request(url('/api/health/ready'), { headers: { Cookie: cookie } });
    expect(back.status).toBe(200);
  });

  it('any other call answers 503 with Retry-After, not 500, while the database is down', async () => {
    const signedIn = await t.login('admin@example.com');
    const cookie = signedIn.jar.header('/auth/me') ?? '';
    await withDatabase(downDb(), async () => {
      for (const headers of [{ Cookie: cookie }, {}] as Record<string, string>[]) {
        const res = await t.app.request(url('/auth/me'), { headers });
        // Without credentials there is nothing to look up: 401 as ever.
        if (!headers.Cookie) {
          expect(res.status).toBe(401);
          continue;
        }
        expect(res.status).toBe(503);
        expect(res.headers.get('retry-after')).toBe('5');
        expect(await res.json()).toEqual({ detail: 'Database unavailable' });
      }
    });
  });

  it('readiness gives up on a database that does not answer (503 after about 2 s)', async () => {
    const started = Date.now();
    const res = await withDatabase(hangingDb(), async () =>
      t.app.request(url('/api/health/ready')),
    );
    expect(res.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(6_000);
  });
});

describe('Cache-Control on API answers', () => {
  it('is no-store on every authenticated answer: JSON, errors, downloads, token mode', async () => {
    const c = await t.login('admin@example.com');
    const me = await c.raw('GET', '/auth/me');
    expect(me.status).toBe(200);
    expect(me.headers.get('cache-control')).toBe('no-store');
    const missing = await c.raw('GET', '/api/consultants/987654321');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-store');
    const csv = await c.raw('GET', '/api/products/export/csv');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('cache-control')).toBe('no-store');
    await csv.body?.cancel();

    const login = await t.anonymous().raw('POST', '/auth/jwt/login', {
      form: { username: 'readonly@example.com', password: 'Demo1234!' },
    });
    expect(login.headers.get('cache-control')).toBe('no-store');
    const { access_token } = (await login.json()) as { access_token: string };
    const token = await t.app.request(url('/api/periods'), {
      headers: { Authorization: `Bearer ${access_token}` },
    });
    expect(token.status).toBe(200);
    expect(token.headers.get('cache-control')).toBe('no-store');
  });

  it('keeps a public answer’s own policy and marks the others no-store', async () => {
    const spec = await t.app.request(url('/openapi.json'));
    expect(spec.headers.get('cache-control')).not.toBe('no-store');
    const health = await t.app.request(url('/api/health'));
    expect(health.headers.get('cache-control')).toBe('no-store');
  });
});

/** A scrape of the app's `/metrics` (in process, so a loopback client). */
async function scrape(app = t.app, headers: Record<string, string> = {}): Promise<string> {
  const res = await app.request(url('/metrics'), { headers });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/plain');
  return res.text();
}

/** The value of one sample line (`name{labels} value`) of a scrape, or undefined. */
function sample(
  text: string,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(name)) continue;
    const match = line.match(/^([a-z_:]+)(\{[^}]*\})? (\S+)$/);
    if (!match || match[1] !== name) continue;
    const set = match[2] ?? '';
    if (Object.entries(labels).every(([k, v]) => set.includes(`${k}="${v}"`))) {
      return Number(match[3]);
    }
  }
  return undefined;
}

describe('GET /metrics', () => {
  it('times requests by contract operation and status, never by raw path', async () => {
    const before = await scrape();
    const count = (text: string, operation: string, status: string) =>
      sample(text, 'http_request_duration_seconds_count', { operation, status }) ?? 0;
    const c = await t.login('warehouse@example.com');
    await c.raw('GET', '/api/consultants/123456789');
    await c.raw('GET', '/api/consultants/123456788');
    await t.app.request(url('/api/health'));
    const after = await scrape();
    expect(count(after, 'getConsultant', '404') - count(before, 'getConsultant', '404')).toBe(2);
    expect(count(after, 'getHealth', '200') - count(before, 'getHealth', '200')).toBe(1);
    expect(after).not.toContain('123456789');
    expect(after).toMatch(/^nodejs_eventloop_lag_p99_seconds \S+$/m);
    expect(after).toMatch(/^process_resident_memory_bytes \S+$/m);
  });

  it('reports the job queue from the database, and the database as down when it is', async () => {
    await t.deps.db.query(
      `INSERT INTO jobs (kind, resource_id, state, created_at)
       VALUES ('order', 987001, 'queued', now() - interval '90 seconds'),
              ('order', 987002, 'queued', now()), ('upload', 987003, 'running', now())`,
    );
    try {
      const text = await scrape();
      expect(sample(text, 'backoffice_jobs', { kind: 'order', state: 'queued' })).toBe(2);
      expect(sample(text, 'backoffice_jobs', { kind: 'upload', state: 'running' })).toBe(1);
      expect(sample(text, 'backoffice_jobs_oldest_queued_seconds')).toBeGreaterThanOrEqual(89);
      expect(sample(text, 'backoffice_database_up')).toBe(1);
    } finally {
      await t.deps.db.query('DELETE FROM jobs WHERE resource_id IN (987001, 987002, 987003)');
    }
    const down = await withDatabase(downDb(), async () => {
      const metrics = appMetrics({ db: t.deps.db, openStreams: () => 0, draining: () => false });
      return metrics.text();
    });
    expect(sample(down, 'backoffice_database_up')).toBe(0);
    expect(sample(down, 'backoffice_jobs', { kind: 'order' })).toBeUndefined();
  });

  it('counts open event streams and readiness', async () => {
    const c = await t.login('admin@example.com');
    const stream = await c.raw('GET', '/api/events');
    expect(stream.status).toBe(200);
    try {
      expect(sample(await scrape(), 'backoffice_event_streams_open')).toBe(1);
    } finally {
      await stream.body?.cancel();
    }
    await vi.waitFor(async () => {
      expect(sample(await scrape(), 'backoffice_event_streams_open')).toBe(0);
    });
    expect(sample(await scrape(), 'backoffice_ready')).toBe(1);
    t.deps.lifecycle.draining = true;
    try {
      expect(sample(await scrape(), 'backoffice_ready')).toBe(0);
    } finally {
      t.deps.lifecycle.draining = false;
    }
  });

  it('counts email deliveries by outcome', async () => {
    const value = (text: string, outcome: string) =>
      sample(text, 'backoffice_email_deliveries_total', { outcome }) ?? 0;
    const before = await scrape();
    recordEmailDelivery('sent');
    recordEmailDelivery('sent');
    recordEmailDelivery('retry');
    recordEmailDelivery('failed');
    const after = await scrape();
    expect(value(after, 'sent') - value(before, 'sent')).toBe(2);
    expect(value(after, 'retry') - value(before, 'retry')).toBe(1);
    expect(value(after, 'failed') - value(before, 'failed')).toBe(1);
  });

  it('counts job attempts: done, errors and give-ups as failures, a lost lease not', async () => {
    const outcomes: (() => Promise<void>)[] = [
      async () => {},
      async () => {
        throw new Error('boom');
      },
      async () => {
        throw new LostLease({ id: 1, attempt: 2 });
      },
    ];
    let next = 0;
    const kind: JobKindHandler = {
      label: 'test job',
      run: () => (outcomes[next++] ?? (async () => {}))(),
      giveUp: async () => true,
    };
    const counted = countedJobKinds({ metricsprobe: kind }).metricsprobe;
    const ctx = {
      db: t.deps.db,
      now: () => new Date(),
      audit: async () => {},
      resourceId: 1,
      resumed: false,
    };
    await counted.run(ctx);
    await expect(counted.run(ctx)).rejects.toThrow('boom');
    await expect(counted.run(ctx)).rejects.toBeInstanceOf(LostLease);
    await counted.giveUp(t.deps.db, 1, 'stopped', async () => {});
    const text = await scrape();
    const runs = (outcome: string) =>
      sample(text, 'backoffice_job_runs_total', { kind: 'metricsprobe', outcome });
    expect([runs('done'), runs('error'), runs('lost_lease'), runs('gave_up')]).toEqual([
      1, 1, 1, 1,
    ]);
    const failures = (reason: string) =>
      sample(text, 'backoffice_job_failures_total', { kind: 'metricsprobe', reason });
    expect([failures('error'), failures('gave_up')]).toEqual([1, 1]);
  });

  it('labels the web app’s pages `web` and unknown API paths `unmatched`, and is never the app’s HTML', async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'bo-ops-web-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app</title>');
    const web = await createTestApp({ WEB_DIST: dist });
    try {
      const count = (text: string, operation: string) =>
        sample(text, 'http_request_duration_seconds_count', { operation, status: '200' }) ?? 0;
      const unmatched = (text: string) =>
        sample(text, 'http_request_duration_seconds_count', {
          operation: 'unmatched',
          status: '404',
        }) ?? 0;
      const before = await scrape(web.app);
      const page = await web.app.request(url('/consultants/12'));
      expect(page.headers.get('content-type')).toContain('text/html');
      expect((await web.app.request(url('/api/no-such-thing'))).status).toBe(404);
      const after = await scrape(web.app);
      expect(count(after, 'web') - count(before, 'web')).toBe(1);
      expect(unmatched(after) - unmatched(before)).toBe(1);
      expect(after).not.toContain('<!doctype html>');
      expect(after).not.toContain('no-such-thing');
    } finally {
      await web.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('answers GET and HEAD only', async () => {
    const post = await t.app.request(url('/metrics'), { method: 'POST' });
    expect(post.status).toBe(405);
  });

  it('with METRICS_TOKEN needs the bearer token; without, answers loopback clients only', async () => {
    const remote = { incoming: { socket: { remoteAddress: '10.1.2.3', remotePort: 4000 } } };
    const local = { incoming: { socket: { remoteAddress: '127.0.0.1', remotePort: 4000 } } };
    expect((await t.app.request(url('/metrics'), {}, remote)).status).toBe(403);
    expect((await t.app.request(url('/metrics'), {}, local)).status).toBe(200);

    const secured = await createDeps(
      { ...t.deps.config, metricsToken: 'scrape-token-1234' },
      t.deps.db,
      { contract: t.deps.contract },
    );
    const app = createApp(secured);
    try {
      expect((await app.request(url('/metrics'), {}, local)).status).toBe(401);
      const wrong = { Authorization: 'Bearer scrape-token-1235' };
      expect((await app.request(url('/metrics'), { headers: wrong }, remote)).status).toBe(401);
      const right = { Authorization: 'Bearer scrape-token-1234' };
      const res = await app.request(url('/metrics'), { headers: right }, remote);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('http_request_duration_seconds');
    } finally {
      await secured.live.close();
    }
  });
});
