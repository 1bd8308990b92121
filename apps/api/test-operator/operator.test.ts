import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BuiltServer, pnpmAdmin } from './built-server.ts';
import { linksOf, SmtpInbox } from './smtp-inbox.ts';

/**
 * What an operator does, from docs/operations.md, on a throwaway PostgreSQL server
 * (TEST_DATABASE_URL, from scripts/with-postgres.sh) and a real SMTP server: the built API in
 * production mode, the first administrator by the documented command, a colleague's password set
 * through a delivered email, a database dump with no usable token, SIGTERM under load, and a
 * backup restored. scripts/test-operator.sh builds the API and runs this.
 */
const serverUrl = process.env.TEST_DATABASE_URL ?? '';
const pgBin = readdirSync('/usr/lib/postgresql')
  .map((v) => `/usr/lib/postgresql/${v}/bin`)
  .sort()
  .at(-1);

const dbUrl = (name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};
const psql = (sql: string) =>
  execFileSync(`${pgBin}/psql`, [serverUrl, '-v', 'ON_ERROR_STOP=1', '-qc', sql]);

const ADMIN = { email: 'naledi.operator@example.com', password: 'Operator-Key-2026' };
const STAFF = { email: 'thandi.staff@example.com', first: 'Thandi', last: 'Mokoena' };
const NEW_PASSWORD = 'Drakensberg-2027';
const DB = `operator_${process.pid}`;
const RESTORED = `${DB}_restored`;

let inbox: SmtpInbox;
let env: Record<string, string>;
let server: BuiltServer | undefined;
const work = mkdtempSync(path.join(tmpdir(), 'operator-'));

beforeAll(async () => {
  if (!serverUrl || !pgBin) throw new Error('run through scripts/test-operator.sh');
  psql(`CREATE DATABASE ${DB}`);
  inbox = await SmtpInbox.start();
  env = {
    DATABASE_URL: dbUrl(DB),
    AUTH_SECRET: randomBytes(48).toString('base64'),
    SMTP_URL: `smtp://relay:relay-password@127.0.0.1:${inbox.port}`,
    MAIL_FROM: 'Back Office <no-reply@example.com>',
    WEB_ORIGINS: 'http://127.0.0.1:5173',
    SHUTDOWN_DRAIN_MS: '1500',
    LOG_REQUESTS: 'false',
  };
});

afterAll(async () => {
  server?.signal('SIGKILL');
  await inbox?.close();
  for (const name of [DB, RESTORED]) psql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  rmSync(work, { recursive: true, force: true });
});

async function signIn(s: BuiltServer, email: string, password: string) {
  const res = await fetch(`${s.url}/auth/jwt/login`, {
    method: 'POST',
    body: new URLSearchParams({ username: email, password }),
  });
  const body = (await res.json()) as { access_token?: string };
  return { status: res.status, token: body.access_token ?? '' };
}

const call = (s: BuiltServer, token: string, route: string, body?: unknown) =>
  fetch(`${s.url}${route}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

/** The reset link's token from the newest email to `address` after `seen` earlier ones. */
async function resetTokenFromEmail(address: string, seen: number): Promise<string> {
  const mail = await inbox.next(address, seen);
  const link = linksOf(mail).find((l) => l.includes('/auth/reset-password?token='));
  if (!link) throw new Error(`no reset link in:\n${mail.raw}`);
  return new URL(link).searchParams.get('token') ?? '';
}

describe('an operator, from an empty PostgreSQL database', () => {
  let adminToken = '';
  let resetToken = '';

  it('creates the first administrator with the documented command', async () => {
    const made = await pnpmAdmin(
      ['create-admin', '--email', ADMIN.email, '--first-name', 'Naledi', '--last-name', 'Operator'],
      `${ADMIN.password}\n`,
      { DATABASE_URL: env.DATABASE_URL ?? '' },
    );
    expect(made.code, made.output).toBe(0);
  }, 60_000);

  it('starts the built server in production mode: no demo data, no demo routes', async () => {
    server = await BuiltServer.start(env);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    expect((await fetch(`${server.url}/api/dev/outbox`)).status).toBe(404);
    expect((await signIn(server, 'admin@example.com', 'Demo1234!')).status).toBe(400);
    const admin = await signIn(server, ADMIN.email, ADMIN.password);
    expect(admin.status).toBe(200);
    adminToken = admin.token;
  }, 60_000);

  it('gives a colleague an account whose password is set through a delivered email', async () => {
    if (!server) throw new Error('no server');
    const created = await call(server, adminToken, '/api/users', {
      email: STAFF.email,
      password: `Temporary-${randomBytes(6).toString('hex')}1`,
      first_name: STAFF.first,
      last_name: STAFF.last,
      roles: ['warehouse_staff'],
      is_verified: true,
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const sent = await call(server, adminToken, `/api/users/${id}/password-reset-email`, {});
    expect(sent.status).toBe(202);
    resetToken = await resetTokenFromEmail(STAFF.email, 0);
    expect(resetToken.length).toBeGreaterThan(20);
  }, 60_000);

  it('keeps no usable token in a dump of the database', () => {
    const dump = execFileSync(`${pgBin}/pg_dump`, [dbUrl(DB)], { maxBuffer: 512 * 2 ** 20 });
    const text = dump.toString('utf8');
    expect(text).toContain(STAFF.email);
    expect(text.includes(resetToken)).toBe(false);
    expect(text.includes(encodeURIComponent(resetToken))).toBe(false);
    expect(text.includes(env.AUTH_SECRET ?? '')).toBe(false);
  });

  it('lets the colleague set a password from the email, then sign in', async () => {
    if (!server) throw new Error('no server');
    const confirm = await fetch(`${server.url}/api/auth/password-reset/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: resetToken, password: NEW_PASSWORD }),
    });
    expect(confirm.status).toBe(200);
    expect((await signIn(server, STAFF.email, NEW_PASSWORD)).status).toBe(200);
    // The link works once.
    const again = await fetch(`${server.url}/api/auth/password-reset/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: resetToken, password: 'Another-Password-9' }),
    });
    expect(again.status).toBe(400);
  }, 60_000);

  it('sends a forgotten password email that the colleague can use', async () => {
    if (!server) throw new Error('no server');
    const asked = await fetch(`${server.url}/auth/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: STAFF.email }),
    });
    expect(asked.status).toBe(202);
    expect((await resetTokenFromEmail(STAFF.email, 1)).length).toBeGreaterThan(20);
  }, 60_000);

  it('drains on SIGTERM under load: readiness turns 503 before the listeners close, exit 0', async () => {
    if (!server) throw new Error('no server');
    const s = server;
    execFileSync(`${pgBin}/pg_dump`, ['-Fc', '-f', path.join(work, 'backup.dump'), dbUrl(DB)]);
    let stop = false;
    const answered: number[] = [];
    const load = Array.from({ length: 4 }, async () => {
      while (!stop) {
        try {
          answered.push((await call(s, adminToken, '/api/products?limit=5')).status);
        } catch {
          answered.push(0);
        }
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    s.signal('SIGTERM');
    const readiness: number[] = [];
    for (let i = 0; i < 200; i++) {
      const status = await s.ready();
      readiness.push(status);
      // A balancer stops sending once readiness fails.
      if (status !== 200) stop = true;
      if (status === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    stop = true;
    await Promise.all(load);
    expect(readiness.find((status) => status !== 200)).toBe(503);
    expect(readiness.at(-1)).toBe(0);
    expect(answered.length).toBeGreaterThan(4);
    expect(answered.filter((status) => status !== 200)).toEqual([]);
    expect((await s.exited).code).toBe(0);
    server = undefined;
  }, 60_000);

  it('restores the backup into a new database, and staff sign in there', async () => {
    psql(`CREATE DATABASE ${RESTORED}`);
    execFileSync(`${pgBin}/pg_restore`, [
      '--no-owner',
      '-d',
      dbUrl(RESTORED),
      path.join(work, 'backup.dump'),
    ]);
    server = await BuiltServer.start({ ...env, DATABASE_URL: dbUrl(RESTORED) });
    expect((await signIn(server, STAFF.email, NEW_PASSWORD)).status).toBe(200);
    expect((await signIn(server, ADMIN.email, ADMIN.password)).status).toBe(200);
    server.signal('SIGTERM');
    expect((await server.exited).code).toBe(0);
    server = undefined;
  }, 60_000);
});
