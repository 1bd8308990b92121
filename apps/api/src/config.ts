import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_RENDER_SETTINGS, type RenderSettings } from './http/render-settings.ts';
import { type HeavySettings, heavySettingsFrom } from './lib/workers/heavy-settings.ts';

/** Settings of the API process, read once from the environment. */
export interface Config {
  port: number;
  host: string;
  /** Web origins allowed by CORS (with credentials) and by the CSRF origin check. */
  webOrigins: string[];
  /** When set, a PostgreSQL server is used instead of the embedded PGlite. */
  databaseUrl: string | undefined;
  /** PGlite data folder; `memory://` keeps the database in memory (nothing on disk). */
  dataDir: string;
  /**
   * The built web app's folder (`WEB_DIST`): when set, the API also serves the app on its own
   * origin (decision 015), and listens on `webPort` as well as `port`.
   */
  webDist: string | undefined;
  /** The second port of the one-origin mode (`WEB_PORT`, default 5173). */
  webPort: number;
  /**
   * The server render's threads (`RENDER_THREADS`, default 1; 0 turns it off) and the pages that
   * may wait for one (`RENDER_QUEUE`, default 8; beyond, the page goes out with its boot screen),
   * when `webDist` is set (decision 073).
   */
  render: RenderSettings;
  /**
   * Demo mode (`DEMO`, default off): seed demo data into an empty database and serve
   * `/api/dev/*`. Refused on a non-loopback `HOST` ({@link startupProblem}).
   */
  demo: boolean;
  /** Add `Secure` to the auth cookies (needed when served over HTTPS). */
  cookieSecure: boolean;
  /**
   * `AUTH_SECRET`, the HMAC key of the access tokens: at least {@link MIN_AUTH_SECRET_BYTES}
   * bytes, required outside demo mode. In demo mode, when unset, one is generated and kept in
   * the database (`auth/secret.ts`).
   */
  authSecret: string | undefined;
  accessTtlSeconds: number;
  refreshTtlSeconds: number;
  /** Failed logins allowed per email + IP within the window, then 429. */
  loginMaxAttempts: number;
  /** Failed logins allowed per client IP across all accounts within the window, then 429. */
  loginMaxAttemptsPerAddress: number;
  loginWindowSeconds: number;
  /** Minimum seconds between two verification emails to one address. */
  resendVerificationSeconds: number;
  /**
   * Email delivery (decision 038): the SMTP server as a URL (`SMTP_URL`, e.g.
   * `smtp://user:pass@host:587`, `smtps://…` for TLS from the start); unset, nothing is sent.
   */
  smtpUrl: string | undefined;
  /** The sender of every email (`MAIL_FROM`). */
  mailFrom: string;
  /** Delivery attempts of one email before a temporary failure becomes permanent. */
  mailMaxAttempts: number;
  /** The first retry's delay (`MAIL_RETRY_SECONDS`); each next one doubles, up to an hour. */
  mailRetryMs: number;
  /** Reset and verification requests per client address per hour (then 429). */
  mailRequestsPerAddress: number;
  /** Reset and verification requests per email address per hour (then 429). */
  mailRequestsPerEmail: number;
  /** Write JSON request logs to stdout. */
  logRequests: boolean;
  /** Write unexpected errors (500) with their stack to stderr. */
  logErrors: boolean;
  /**
   * scrypt cost (N) of new password hashes. At least 16384 from the environment (`SCRYPT_N`
   * can only raise it); tests lower it on the config object to keep sign-ins cheap.
   */
  scryptN: number;
  version: string;
  /** Background jobs (decision 013): a claim's lease; a dead process's job moves on after it. */
  jobLeaseSeconds: number;
  /** How often each process looks for queued and abandoned jobs. */
  jobPollMs: number;
  /** Jobs one process runs at once. */
  jobConcurrency: number;
  /** Claims a job may have before the next claimer fails it. */
  jobMaxTries: number;
  /** Test-only: pause before every write of a job, so tests can catch jobs mid-way. */
  jobStepDelayMs: number;
  /** On SIGTERM/SIGINT: how long running jobs may take before they are given back. */
  shutdownGraceMs: number;
  /**
   * On SIGTERM/SIGINT: how long readiness answers 503 while the listeners still serve, so a load
   * balancer sees it and stops sending requests before connections are refused (`SHUTDOWN_DRAIN_MS`,
   * 5000; 0 in demo mode). A second signal ends the drain at once.
   */
  shutdownDrainMs: number;
  /**
   * `METRICS_TOKEN`: when set, `GET /metrics` (API port only) needs `Authorization: Bearer
   * <token>`; when unset it answers loopback clients only.
   */
  metricsToken: string | undefined;
  /** Milliseconds between heartbeat comments on an event stream (`GET /api/events`). */
  eventsHeartbeatMs: number;
  /** Event streams one user may hold open at once (tabs, devices); one more is refused with 429. */
  eventsMaxStreams: number;
  /** Worker threads and fair limits of heavy work (`HEAVY_*`, decision 042). */
  heavy: HeavySettings;
  /**
   * Self-registration (`REGISTRATION=open|closed`, decision 039): `undefined` when unset, which
   * means open in demo mode and closed otherwise; any other value is `closed`.
   */
  registration: 'open' | 'closed' | undefined;
}

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

function int(value: string | undefined, fallback: number): number {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) ? n : fallback;
}

/** The in-memory PGlite location. */
export const MEMORY_DATA_DIR = 'memory://';

/** The smallest scrypt cost the environment can set. */
export const MIN_SCRYPT_N = 16384;

/**
 * The PGlite location: `memory://` (or `DATABASE=memory`) stays in memory, any other
 * `DATA_DIR` is a folder resolved against the working directory, the default is `apps/api/.data`.
 */
function dataDirOf(env: NodeJS.ProcessEnv): string {
  const dir = env.DATA_DIR;
  if (env.DATABASE?.toLowerCase() === 'memory' || dir?.startsWith(MEMORY_DATA_DIR)) {
    return MEMORY_DATA_DIR;
  }
  return dir ? path.resolve(dir) : path.join(apiRoot, '.data');
}

/** A power of two of at least {@link MIN_SCRYPT_N} (the default when unset or invalid). */
function scryptCost(value: string | undefined): number {
  const n = int(value, MIN_SCRYPT_N);
  const powerOfTwo = n > 0 && (n & (n - 1)) === 0;
  return powerOfTwo && n >= MIN_SCRYPT_N ? n : MIN_SCRYPT_N;
}

/** The smallest `AUTH_SECRET` (in bytes, UTF-8) accepted outside demo mode. */
export const MIN_AUTH_SECRET_BYTES = 32;

/**
 * Exit codes of the API process, documented in `docs/operations.md` (an orchestrator or a
 * script can tell a setting to fix from a crash). Each refusal prints one line on stderr. The
 * refusals use 20-23: Node itself exits with 1-14 (13 for an unsettled top-level await) and
 * 128 + the signal.
 */
export const EXIT_CODES = {
  /** The database could not be opened or migrated, or any other failure at start-up. */
  startFailed: 1,
  /** `DEMO=true` with a `HOST` that is not a loopback address. */
  demoOnPublicHost: 20,
  /** Outside demo mode without an `AUTH_SECRET` of at least 32 bytes. */
  authSecretMissing: 21,
  /** `PORT` or `WEB_PORT` is already in use on `HOST`. */
  portInUse: 22,
  /** `PORT` or `WEB_PORT` cannot be listened on for another reason (address not here, access). */
  cannotListen: 23,
} as const;

/** A reason the process must not start: its one-line message and exit code. */
export interface StartupProblem {
  code: (typeof EXIT_CODES)[keyof typeof EXIT_CODES];
  message: string;
}

/** True for an address only this machine reaches (`127.0.0.0/8`, `::1`, `localhost`). */
export function isLoopbackHost(host: string): boolean {
  const h = host.toLowerCase().replace(/^\[|\]$/g, '');
  return (
    h === 'localhost' ||
    h === '::1' ||
    /^127(\.\d{1,3}){3}$/.test(h) ||
    /^::ffff:127(\.\d{1,3}){3}$/.test(h)
  );
}

/**
 * The settings the process refuses to start with: demo mode reachable from other machines (its
 * accounts and `/api/dev/outbox` would be anyone's), or production without a strong
 * `AUTH_SECRET` (a generated one is not shared by other processes nor kept out of the database).
 */
export function startupProblem(
  config: Pick<Config, 'demo' | 'host' | 'authSecret'>,
): StartupProblem | undefined {
  if (config.demo && !isLoopbackHost(config.host)) {
    return {
      code: EXIT_CODES.demoOnPublicHost,
      message: `Refusing to start: DEMO=true serves demo accounts and their emails to anyone, so it needs a loopback HOST (127.0.0.1), not ${config.host}.`,
    };
  }
  if (!config.demo) {
    const bytes = config.authSecret ? Buffer.byteLength(config.authSecret, 'utf8') : 0;
    if (bytes < MIN_AUTH_SECRET_BYTES) {
      const given = bytes === 0 ? 'it is not set' : `it is ${bytes} bytes`;
      return {
        code: EXIT_CODES.authSecretMissing,
        message: `Refusing to start: AUTH_SECRET must be at least ${MIN_AUTH_SECRET_BYTES} bytes outside demo mode (${given}); make one with \`openssl rand -base64 48\` and give every process the same.`,
      };
    }
  }
  return undefined;
}

/** Reads the configuration from `env` (defaults suit a developer machine). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const host = env.HOST || '127.0.0.1';
  const demo = flag(env.DEMO, false);
  return {
    port: int(env.PORT, 8000),
    host,
    webOrigins: (env.WEB_ORIGINS ?? 'http://127.0.0.1:5173,http://localhost:5173')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: dataDirOf(env),
    webDist: env.WEB_DIST ? path.resolve(env.WEB_DIST) : undefined,
    webPort: int(env.WEB_PORT, 5173),
    render: {
      threads: Math.max(0, int(env.RENDER_THREADS, DEFAULT_RENDER_SETTINGS.threads)),
      queue: Math.max(0, int(env.RENDER_QUEUE, DEFAULT_RENDER_SETTINGS.queue)),
    },
    // Production behaviour unless asked: no demo data, no `/api/dev/*` (decision 037).
    demo,
    cookieSecure: flag(env.COOKIE_SECURE, !isLoopbackHost(host)),
    authSecret: env.AUTH_SECRET || undefined,
    accessTtlSeconds: int(env.ACCESS_TTL_SECONDS, 30 * 60),
    refreshTtlSeconds: int(env.REFRESH_TTL_SECONDS, 7 * 24 * 60 * 60),
    loginMaxAttempts: int(env.LOGIN_MAX_ATTEMPTS, 5),
    loginMaxAttemptsPerAddress: int(env.LOGIN_MAX_ATTEMPTS_PER_ADDRESS, 20),
    loginWindowSeconds: int(env.LOGIN_WINDOW_SECONDS, 15 * 60),
    resendVerificationSeconds: int(env.RESEND_VERIFICATION_SECONDS, 60),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Back Office <no-reply@localhost>',
    mailMaxAttempts: Math.max(1, int(env.MAIL_MAX_ATTEMPTS, 8)),
    mailRetryMs: Math.max(0, int(env.MAIL_RETRY_SECONDS, 30)) * 1000,
    mailRequestsPerAddress: Math.max(1, int(env.MAIL_REQUESTS_PER_ADDRESS, 20)),
    mailRequestsPerEmail: Math.max(1, int(env.MAIL_REQUESTS_PER_EMAIL, 5)),
    logRequests: flag(env.LOG_REQUESTS, env.NODE_ENV !== 'test' && !env.VITEST),
    logErrors: flag(env.LOG_ERRORS, true),
    scryptN: scryptCost(env.SCRYPT_N),
    version: env.npm_package_version ?? '0.1.0',
    jobLeaseSeconds: Math.max(2, int(env.JOB_LEASE_SECONDS, 30)),
    jobPollMs: Math.max(50, int(env.JOB_POLL_MS, 1000)),
    jobConcurrency: Math.max(1, int(env.JOB_CONCURRENCY, 2)),
    jobMaxTries: Math.max(1, int(env.JOB_MAX_TRIES, 3)),
    jobStepDelayMs: Math.max(0, int(env.JOB_STEP_DELAY_MS, 0)),
    shutdownGraceMs: Math.max(0, int(env.SHUTDOWN_GRACE_MS, 10_000)),
    // A demo is one process on loopback, with no load balancer to drain for.
    shutdownDrainMs: Math.max(0, int(env.SHUTDOWN_DRAIN_MS, demo ? 0 : 5_000)),
    metricsToken: env.METRICS_TOKEN || undefined,
    eventsHeartbeatMs: Math.max(50, int(env.EVENTS_HEARTBEAT_MS, 25_000)),
    eventsMaxStreams: Math.max(1, int(env.EVENTS_MAX_STREAMS, 6)),
    heavy: heavySettingsFrom(env),
    registration: env.REGISTRATION
      ? env.REGISTRATION.trim().toLowerCase() === 'open'
        ? 'open'
        : 'closed'
      : undefined,
  };
}
