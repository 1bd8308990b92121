import { timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '../db/db.ts';
import type { PoolStats } from '../db/pg-db.ts';
import { clientIp } from '../http/client-ip.ts';
import type { AppEnv } from '../http/env.ts';
import type { JobContext, JobKindHandler } from '../jobs/job-kind.ts';
import { LostLease } from '../jobs/job-queue.ts';
import { takeWorstLeaseRenewalLateMs } from '../jobs/lease-lateness.ts';
import { heavyWorkStats } from '../lib/workers/heavy-pool.ts';
import { StreamSlots } from '../notifications/stream-slots.ts';

/**
 * Prometheus metrics (`GET /metrics`, text format, prom-client). Two registries:
 * - this module's, one per process: Node's default metrics (event-loop lag from
 *   `monitorEventLoopDelay`, heap, GC, CPU, handles), request latency by contract operation and
 *   status, job attempts and failures, email deliveries;
 * - one per app ({@link appMetrics}), read from the app's state when scraped: job queue depth,
 *   open event streams, database reachability and the PostgreSQL connection pool.
 * Labels never hold a raw path or a user value (operationIds and fixed words only).
 */
const processRegistry = new Registry();
collectDefaultMetrics({ register: processRegistry, eventLoopMonitoringPrecision: 10 });

const requestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'API request latency, by contract operation (operationId) and status code',
  labelNames: ['operation', 'method', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [processRegistry],
});

const emailDeliveries = new Counter({
  name: 'backoffice_email_deliveries_total',
  help: 'Email delivery attempts by outcome: sent, retry (temporary failure, tried again later), failed (given up)',
  labelNames: ['outcome'] as const,
  registers: [processRegistry],
});

const jobRuns = new Counter({
  name: 'backoffice_job_runs_total',
  help: 'Background job attempts run by this process, by kind and outcome (done, error, lost_lease, gave_up)',
  labelNames: ['kind', 'outcome'] as const,
  registers: [processRegistry],
});

const jobFailures = new Counter({
  name: 'backoffice_job_failures_total',
  help: 'Background jobs that failed in this process: error (the job threw) or gave_up (too many interrupted attempts)',
  labelNames: ['kind', 'reason'] as const,
  registers: [processRegistry],
});

new Gauge({
  name: 'backoffice_heavy_work',
  help: 'Worker threads for documents, exports and spreadsheets (issue 33): threads running, tasks waiting, exports open',
  labelNames: ['pool', 'state'] as const,
  registers: [processRegistry],
  collect() {
    const stats = heavyWorkStats();
    for (const pool of ['documents', 'exports'] as const) {
      this.set({ pool, state: 'threads' }, stats[pool].threads);
      this.set({ pool, state: 'waiting' }, stats[pool].waiting);
    }
    this.set({ pool: 'exports', state: 'open' }, stats.exports.open);
  },
});

new Gauge({
  name: 'backoffice_job_lease_renewal_late_seconds',
  help: 'Worst lateness of a job lease renewal (from due to renewed) since the last scrape, which resets it: event-loop stalls and database queueing both show',
  registers: [processRegistry],
  collect() {
    this.set(takeWorstLeaseRenewalLateMs() / 1000);
  },
});

/** Counts one email delivery attempt (called by the email worker). */
export function recordEmailDelivery(outcome: 'sent' | 'retry' | 'failed'): void {
  emailDeliveries.inc({ outcome });
}

/** What a request is labelled with when no contract operation matched it. */
function operationLabel(c: Context<AppEnv>): string {
  const operation = c.get('operation');
  if (operation) return operation.operationId;
  const path = c.req.path;
  if (path === '/metrics') return 'metrics';
  if (path === '/docs' || path.startsWith('/docs/') || path === '/openapi.json') return 'reference';
  // The web app's pages and files (one-origin mode); JSON 404s and the rest are `unmatched`.
  if (path.startsWith('/api/')) return 'unmatched';
  const type = c.res.headers.get('content-type') ?? '';
  return type.includes('json') ? 'unmatched' : 'web';
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** Times every request into `http_request_duration_seconds` (from its start to its answer). */
export function requestMetrics(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      const method = METHODS.has(c.req.method) ? c.req.method : 'OTHER';
      requestDuration.observe(
        { operation: operationLabel(c), method, status: String(c.res.status) },
        (performance.now() - started) / 1000,
      );
    }
  };
}

/**
 * The job kinds with each attempt counted (`backoffice_job_runs_total`, and failures in
 * `backoffice_job_failures_total`). A job that lost its lease to another process is not a
 * failure: the other process finishes it.
 */
export function countedJobKinds<K extends string>(
  kinds: Record<K, JobKindHandler>,
): Record<K, JobKindHandler> {
  const counted = {} as Record<K, JobKindHandler>;
  for (const kind of Object.keys(kinds) as K[]) {
    const handler = kinds[kind];
    counted[kind] = {
      ...handler,
      async run(ctx: JobContext) {
        try {
          await handler.run(ctx);
          jobRuns.inc({ kind, outcome: 'done' });
        } catch (error) {
          const lost = error instanceof LostLease;
          jobRuns.inc({ kind, outcome: lost ? 'lost_lease' : 'error' });
          if (!lost) jobFailures.inc({ kind, reason: 'error' });
          throw error;
        }
      },
      async giveUp(tx, resourceId, message, audit) {
        const failed = await handler.giveUp(tx, resourceId, message, audit);
        jobRuns.inc({ kind, outcome: 'gave_up' });
        jobFailures.inc({ kind, reason: 'gave_up' });
        return failed;
      },
    };
  }
  return counted;
}

/** Stream slots that also count the streams open in this process (for `/metrics`). */
export class CountedStreamSlots extends StreamSlots {
  openStreams = 0;

  override take(userId: number): boolean {
    const taken = super.take(userId);
    if (taken) this.openStreams += 1;
    return taken;
  }

  override release(userId: number): void {
    super.release(userId);
    this.openStreams = Math.max(0, this.openStreams - 1);
  }
}

/** What an app's metrics read when scraped. */
export interface MetricsSources {
  db: Db;
  /** Open event streams of this process. */
  openStreams(): number;
  /** Whether the process is shutting down (readiness 503). */
  draining(): boolean;
}

/** How long a scrape waits for the database before it reports it down. */
const DB_TIMEOUT_MS = 2_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    timer.unref();
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** The metrics of one app (read from its database and state when scraped). */
export function appMetrics(sources: MetricsSources): { text(): Promise<string>; type: string } {
  const registry = new Registry();
  const databaseUp = new Gauge({
    name: 'backoffice_database_up',
    help: '1 when the database answered the last scrape, else 0',
    registers: [registry],
  });
  const jobs = new Gauge({
    name: 'backoffice_jobs',
    help: 'Background jobs in the queue (shared by every process on the database), by kind and state (queued, running)',
    labelNames: ['kind', 'state'] as const,
    registers: [registry],
  });
  const oldestQueued = new Gauge({
    name: 'backoffice_jobs_oldest_queued_seconds',
    help: 'Age of the oldest queued job (0 when none is waiting)',
    registers: [registry],
  });
  new Gauge({
    name: 'backoffice_event_streams_open',
    help: 'Live event streams (GET /api/events) open on this process',
    registers: [registry],
    collect() {
      this.set(sources.openStreams());
    },
  });
  new Gauge({
    name: 'backoffice_ready',
    help: '1 while this process takes requests, 0 once it is shutting down',
    registers: [registry],
    collect() {
      this.set(sources.draining() ? 0 : 1);
    },
  });
  const poolOf = (db: Db): (() => PoolStats) | undefined =>
    'poolStats' in db && typeof db.poolStats === 'function'
      ? (db.poolStats as () => PoolStats)
      : undefined;
  const poolStats = poolOf(sources.db);
  if (poolStats) {
    new Gauge({
      name: 'backoffice_db_pool_connections',
      help: 'PostgreSQL pool connections of this process: total, idle, waiting (queries queued for a connection), max',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const stats = poolStats();
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
        this.set({ state: 'max' }, stats.max);
      },
    });
  }

  /** Reads the queue from the database; a database that does not answer is reported as down. */
  async function readDatabase(): Promise<void> {
    jobs.reset();
    try {
      const rows = await withTimeout(
        sources.db.query<{ kind: string; state: string; n: number; oldest: number }>(
          // A job waiting out a back-off (an email's retry: `not_before`) waits since it became due.
          `SELECT kind, state, count(*)::int AS n,
             coalesce(extract(epoch FROM now() - min(greatest(created_at, not_before))
               FILTER (WHERE not_before IS NULL OR not_before <= now())), 0)::float8 AS oldest
           FROM jobs GROUP BY kind, state`,
        ),
        DB_TIMEOUT_MS,
      );
      let oldest = 0;
      for (const row of rows) {
        jobs.set({ kind: row.kind, state: row.state }, Number(row.n));
        if (row.state === 'queued') oldest = Math.max(oldest, Number(row.oldest));
      }
      oldestQueued.set(oldest);
      databaseUp.set(1);
    } catch {
      databaseUp.set(0);
    }
  }

  return {
    type: registry.contentType,
    async text() {
      await readDatabase();
      return `${await processRegistry.metrics()}\n${await registry.metrics()}`;
    },
  };
}

/** Constant-time comparison of a presented bearer token with the configured one. */
function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * `GET /metrics`: with `token` (METRICS_TOKEN) it needs `Authorization: Bearer <token>` (401
 * otherwise); without, it answers loopback clients only (403 for others), so a default install
 * does not publish its figures. In one-origin mode it is not served on the web port (main.ts).
 */
export function metricsRoute(
  metrics: ReturnType<typeof appMetrics>,
  token: string | undefined,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.path !== '/metrics') return next();
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      return c.json({ detail: 'Method Not Allowed' }, 405, { Allow: 'GET, HEAD' });
    }
    c.header('Cache-Control', 'no-store');
    if (token) {
      const given = c.req.header('authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1];
      if (!given || !sameToken(given, token)) {
        return c.json({ detail: 'Not authenticated' }, 401, { 'WWW-Authenticate': 'Bearer' });
      }
    } else {
      const ip = clientIp(c);
      const loopback =
        ip === null || ip === '::1' || ip.startsWith('127.') || ip.startsWith('::ffff:127.');
      if (!loopback) {
        return c.json(
          { detail: 'Metrics are served to loopback clients only; set METRICS_TOKEN' },
          403,
        );
      }
    }
    return c.body(await metrics.text(), 200, { 'Content-Type': metrics.type });
  };
}
