import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/seed/demo-users.ts';
import { type SseMessage, SseReader } from '../test/helpers/sse-reader.ts';
import { ApiProcess } from './api-process.ts';

/**
 * Issue 32 items 2 and 4 across processes: a stream open on B ends within a second of its
 * session ending on A (logout-all, revocation, password change or reset, deactivation, role
 * change) and delivers nothing committed after; a save on A reaches the streams on B of the
 * users allowed to read the record, and only theirs. The heartbeat is a minute away, so only
 * the announcement on the shared channel can end a stream in time.
 */
const base = process.env.TEST_DATABASE_URL;
if (!base) throw new Error('TEST_DATABASE_URL is not set (run scripts/test-multi-process.sh)');
const databaseUrl = base.replace(/\/[^/]*$/, '/multi_live');
const env = {
  DATABASE_URL: databaseUrl,
  AUTH_SECRET: 'multi-process-live-test-secret',
  DEMO: 'true',
  LOG_REQUESTS: 'false',
  SHUTDOWN_DRAIN_MS: '0',
  EVENTS_HEARTBEAT_MS: '60000',
};

let db: pg.Pool;
let a: ApiProcess;
let b: ApiProcess;
let admin: string;

beforeAll(async () => {
  const server = new pg.Client({ connectionString: base });
  await server.connect();
  await server.query('DROP DATABASE IF EXISTS multi_live');
  await server.query('CREATE DATABASE multi_live');
  await server.end();
  db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  a = await ApiProcess.start('A', env); // migrates and seeds first
  b = await ApiProcess.start('B', env);
  admin = await signIn(a, 'admin@example.com');
});
afterAll(async () => {
  a?.kill('SIGKILL');
  b?.kill('SIGKILL');
  await db?.end();
});

async function signIn(api: ApiProcess, email: string, password = DEMO_PASSWORD) {
  const res = await fetch(`${api.url}/auth/jwt/login`, {
    method: 'POST',
    body: new URLSearchParams({ username: email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in ${email}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

async function call(
  api: ApiProcess,
  token: string | null,
  method: string,
  path: string,
  json?: unknown,
) {
  const res = await fetch(`${api.url}${path}`, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
      // Any existing record (decision 041): these writes are about what the streams hear.
      ...(method === 'GET' || method === 'POST' ? {} : { 'If-Match': '*' }),
    },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.status === 204 ? undefined : ((await res.json()) as unknown);
}

async function open(api: ApiProcess, token: string) {
  const res = await fetch(`${api.url}/api/events`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  const reader = new SseReader(res);
  expect(await reader.next()).toEqual({ retry: 5000 });
  return reader;
}

/** Everything the stream sends until it ends, with when it ended; 'still open' after `ms`. */
async function untilEnd(reader: SseReader, ms: number) {
  const got: SseMessage[] = [];
  const drained = (async () => {
    for (let m = await reader.next(); m; m = await reader.next()) got.push(m);
    return { got, endedAt: Date.now() };
  })();
  const timeout = new Promise<'still open'>((resolve) => setTimeout(resolve, ms, 'still open'));
  return Promise.race([drained, timeout]);
}

const one = async <T>(sql: string, params: unknown[] = []) => {
  const row = (await db.query(sql, params)).rows[0] as T | undefined;
  if (!row) throw new Error(`no row for ${sql}`);
  return row;
};
const userId = async (email: string) =>
  (await one<{ id: number }>('SELECT id FROM users WHERE email = $1', [email])).id;

/** The reset token emailed to `email`, from the demo outbox of whichever process sent it. */
async function resetToken(email: string): Promise<string> {
  const query = new URLSearchParams({ to: email, kind: 'password_reset' });
  for (let tries = 0; tries < 50; tries++) {
    for (const api of [a, b]) {
      const { messages } = (await call(api, null, 'GET', `/api/dev/outbox?${query}`)) as {
        messages: { token: string }[];
      };
      if (messages[0]) return messages[0].token;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no reset email for ${email}`);
}

/** Ends a session on A while the admin saves consultants on A one after another. */
async function endWhileSaving(reader: SseReader, end: () => Promise<unknown>) {
  const consultants = (
    await db.query<{ id: number }>('SELECT id FROM consultants ORDER BY id LIMIT 40')
  ).rows;
  const startedAt = new Map<number, number>();
  let stop = false;
  const saving = (async () => {
    for (let i = 0; !stop && i < consultants.length; i++) {
      const id = consultants[i]?.id ?? 0;
      startedAt.set(id, Date.now());
      await call(a, admin, 'PUT', `/api/consultants/${id}`, { phone: `08200000${10 + i}` });
    }
  })();
  await new Promise((resolve) => setTimeout(resolve, 300));
  const ending = untilEnd(reader, 1500);
  await end();
  const answeredAt = Date.now();
  const ended = await ending;
  stop = true;
  await saving;
  expect(ended).not.toBe('still open');
  if (ended === 'still open') return;
  expect(ended.endedAt - answeredAt).toBeLessThan(1000);
  // What it delivered was committed before the end: no save begun after the end answered.
  const heard = ended.got
    .filter((m) => m.event === 'record.changed')
    .map((m) => (JSON.parse(m.data ?? '{}') as { id: number }).id);
  expect(heard.length).toBeGreaterThan(0); // it was live until then
  for (const id of heard) expect(startedAt.get(id) ?? 0).toBeLessThan(answeredAt);
}

describe('two API processes: live streams', () => {
  it('a save on A reaches the readers streaming on B, and only them', async () => {
    const supervisor = await open(b, await signIn(b, 'supervisor@example.com'));
    const distributor = await open(b, await signIn(b, 'distributor.admin@example.com'));
    const consultant = await one<{ id: number }>('SELECT id FROM consultants ORDER BY id LIMIT 1');
    const own = await one<{ id: number }>(
      `SELECT id FROM distributor_orders WHERE distributor_name ILIKE 'Polokwane%'
       AND status IN ('draft', 'submitted') ORDER BY id LIMIT 1`,
    );
    await call(a, admin, 'PUT', `/api/consultants/${consultant.id}`, { phone: '0831112222' });
    await call(a, admin, 'PUT', `/api/distributor-orders/${own.id}`, { notes: 'from A' });
    const change = JSON.parse((await supervisor.nextEvent('record.changed'))?.data ?? 'null');
    expect(change).toMatchObject({
      type: 'record.changed',
      resource: 'consultants',
      id: consultant.id,
      by: { id: await userId('admin@example.com') },
    });
    // The consultant's change never reaches the distributor: its own order's comes first.
    const theirs = JSON.parse((await distributor.nextEvent('record.changed'))?.data ?? 'null');
    expect(theirs).toMatchObject({ resource: 'distributor_orders', id: own.id });
    await supervisor.close();
    await distributor.close();
  });

  it('logout-all on A ends the stream on B within a second, nothing after', async () => {
    const onA = await signIn(a, 'supervisor@example.com');
    const reader = await open(b, await signIn(b, 'supervisor@example.com'));
    await endWhileSaving(reader, () => call(a, onA, 'POST', '/auth/logout-all'));
  });

  it('revoking the session on A ends its stream on B', async () => {
    const onA = await signIn(a, 'warehouse@example.com');
    const onB = await signIn(b, 'warehouse@example.com');
    const reader = await open(b, onB);
    const { sessions } = (await call(b, onB, 'GET', '/auth/sessions')) as {
      sessions: { id: number; is_current: boolean }[];
    };
    const current = sessions.find((s) => s.is_current)?.id ?? 0;
    await endWhileSaving(reader, () => call(a, onA, 'DELETE', `/auth/sessions/${current}`));
  });

  it('a password change on A ends the other sessions’ streams on B', async () => {
    const onA = await signIn(a, 'distributor.editor@example.com');
    const reader = await open(b, await signIn(b, 'distributor.editor@example.com'));
    const ended = untilEnd(reader, 1500);
    await call(a, onA, 'POST', '/api/auth/change-password', {
      current_password: DEMO_PASSWORD,
      new_password: 'Kirstenbosch77',
    });
    const answeredAt = Date.now();
    const result = await ended;
    expect(result).not.toBe('still open');
    if (result !== 'still open') expect(result.endedAt - answeredAt).toBeLessThan(1000);
  });

  it('a password reset on A ends every stream of the user on B', async () => {
    const reader = await open(b, await signIn(b, 'distributor.readonly@example.com'));
    await call(a, null, 'POST', '/auth/forgot-password', {
      email: 'distributor.readonly@example.com',
    });
    const token = await resetToken('distributor.readonly@example.com');
    const ended = untilEnd(reader, 1500);
    await call(a, null, 'POST', '/api/auth/password-reset/confirm', {
      token,
      password: 'Drakensberg2026',
    });
    const answeredAt = Date.now();
    const result = await ended;
    expect(result).not.toBe('still open');
    if (result !== 'still open') expect(result.endedAt - answeredAt).toBeLessThan(1000);
  });

  it('a role change, then a deactivation, by an administrator on A end the streams on B', async () => {
    const id = await userId('readonly@example.com');
    const token = await signIn(b, 'readonly@example.com');
    await endWhileSaving(await open(b, token), () =>
      call(a, admin, 'PUT', `/api/users/${id}/roles`, { roles: ['supervisor'] }),
    );
    // The session survives a role change (a new stream hears the new roles), not a deactivation.
    await endWhileSaving(await open(b, token), () =>
      call(a, admin, 'POST', `/api/users/${id}/deactivate`),
    );
  });
});
