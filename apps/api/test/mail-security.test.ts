import { afterEach, describe, expect, it } from 'vitest';
import { createApp, createDeps } from '../src/app.ts';
import type { Db, Queryable } from '../src/db/db.ts';
import { answer } from './helpers/answer.ts';
import { type ReceivedMail, startMailServer } from './helpers/mail-server.ts';
import { createTestApp, type TestApp, testContract } from './helpers/test-app.ts';
import { TestClient } from './helpers/test-client.ts';

/**
 * Decision 038: no usable token at rest at any moment, and forgot-password / resend-verification
 * limited and answering alike for every address.
 */

const open: { close(): Promise<void> }[] = [];
afterEach(async () => {
  while (open.length > 0) await open.pop()?.close();
});

/** Every column of every row of every table, as text. */
async function dumpDatabase(db: Queryable): Promise<string> {
  const tables = await db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables
     WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const parts: string[] = [];
  for (const { table_name } of tables) {
    const rows = await db.query<{ row: string }>(
      `SELECT row_to_json(t)::text AS row FROM "${table_name}" t`,
    );
    parts.push(`${table_name}:`, ...rows.map((r) => r.row));
  }
  return parts.join('\n');
}

const tokenOf = (mail: ReceivedMail): string => {
  const match = /token=([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match?.[1]) throw new Error(`no link in ${mail.text}`);
  return match[1];
};

async function deliver(t: TestApp): Promise<void> {
  await t.deps.jobs.idle();
  for (let i = 0; i < 5; i++) {
    await t.deps.worker.poll();
    await t.deps.jobs.idle();
  }
}

describe('a database dump holds no usable token', () => {
  it('before, while and after the emails are sent', async () => {
    const dumps: string[] = [];
    let t: TestApp | undefined;
    // The riskiest moment: tokens minted and committed, the email in the SMTP server's hands.
    const smtp = await startMailServer(async () => {
      if (t) dumps.push(await dumpDatabase(t.deps.db));
      return undefined;
    });
    t = await createTestApp({ SMTP_URL: smtp.url, MAIL_RETRY_SECONDS: '0', REGISTRATION: 'open' });
    open.push(smtp, t);
    const anon = t.anonymous();
    const register = await answer(
      anon.api.POST('/auth/register', {
        body: {
          email: 'sipho.mokoena@example.com',
          password: 'Soweto2026xyz',
          first_name: 'Sipho',
          last_name: 'Mokoena',
        },
      }),
    );
    expect(register.status).toBe(201);
    for (const email of ['readonly@example.com', 'warehouse@example.com']) {
      const res = await answer(anon.api.POST('/auth/forgot-password', { body: { email } }));
      expect(res.status).toBe(202);
    }
    dumps.push(await dumpDatabase(t.deps.db));
    await deliver(t);
    dumps.push(await dumpDatabase(t.deps.db));

    expect(smtp.received.map((m) => m.to[0]).sort()).toEqual([
      'readonly@example.com',
      'sipho.mokoena@example.com',
      'warehouse@example.com',
    ]);
    expect(dumps.length).toBeGreaterThanOrEqual(5);
    const tokens = smtp.received.map(tokenOf);
    for (const dump of dumps) {
      for (const token of tokens) expect(dump).not.toContain(token);
    }

    // Every token-like string of every dump, tried as a token while the emailed ones are live.
    const candidates = new Set<string>();
    for (const dump of dumps) {
      for (const m of dump.matchAll(/[A-Za-z0-9_-]{16,200}/g)) candidates.add(m[0]);
    }
    expect(candidates.size).toBeGreaterThan(10);
    const usable: string[] = [];
    for (const token of candidates) {
      const reset = await anon.api.POST('/api/auth/password-reset/confirm', {
        body: { token, password: 'Hartbeespoort2026' },
      });
      const verify = await anon.api.POST('/auth/verify', { body: { token } });
      if (reset.response.status === 200 || verify.response.status === 200) usable.push(token);
    }
    expect(usable).toEqual([]);

    // The emailed tokens themselves work: the test above could have found one.
    const [first] = smtp.received.filter((m) => m.to[0] === 'readonly@example.com');
    if (!first) throw new Error('no reset email');
    const ok = await answer(
      anon.api.POST('/api/auth/password-reset/confirm', {
        body: { token: tokenOf(first), password: 'Hartbeespoort2026' },
      }),
    );
    expect(ok.status).toBe(200);
  }, 120_000);
});

/** Records the SQL each request runs on the app's database (statements, not their values). */
function recording(db: Db): { db: Db; statements: string[] } {
  const statements: string[] = [];
  const wrap = (q: Queryable): Queryable => ({
    query<T>(sql: string, params?: unknown[]) {
      statements.push(sql.replace(/\s+/g, ' ').trim());
      return q.query<T>(sql, params);
    },
  });
  return {
    statements,
    db: {
      ...db,
      query: (sql, params) => wrap(db).query(sql, params),
      transaction: (fn) => db.transaction((tx) => fn(wrap(tx))),
      exec: (sql) => db.exec(sql),
      close: () => db.close(),
    },
  };
}

describe('forgot password and resend verification answer alike for every address', () => {
  it('the same status, body and statements for a known and an unknown address', async () => {
    const t = await createTestApp();
    open.push(t);
    const original = t.deps.db;
    // The client address's first request of the hour also tidies old counters: take it first.
    await answer(
      t.anonymous().api.POST('/auth/forgot-password', { body: { email: 'first@example.com' } }),
    );
    const runs: Record<string, { status: number; body: unknown; statements: string[] }> = {};
    for (const [name, email] of [
      ['known', 'readonly@example.com'],
      ['unknown', 'nobody.here@example.com'],
    ] as const) {
      const rec = recording(original);
      t.deps.db = rec.db;
      const res = await answer(
        t.anonymous().api.POST('/auth/forgot-password', { body: { email } }),
      );
      t.deps.db = original;
      runs[name] = { status: res.status, body: res.body, statements: rec.statements };
    }
    expect(runs.unknown?.status).toBe(202);
    expect(runs.unknown).toEqual(runs.known);
    expect(runs.known?.statements.length).toBeGreaterThan(3);
    await t.deps.jobs.idle();
  });

  it('limits per email (one a minute, then 5 an hour), alike for known and unknown', async () => {
    const t = await createTestApp({ RESEND_VERIFICATION_SECONDS: '0' });
    open.push(t);
    const run = async (
      path: '/auth/forgot-password' | '/auth/resend-verification',
      email: string,
    ) => {
      const out: { status: number; body: string; retry: string | null }[] = [];
      for (let i = 0; i < 7; i++) {
        const res = await answer(t.anonymous().api.POST(path, { body: { email } }));
        // The wait in a 429's message counts down with the clock: compared without its digits.
        const body = JSON.stringify(res.body).replace(/\d+/g, 'N');
        out.push({
          status: res.status,
          body,
          retry: res.headers.get('retry-after') ? 'set' : null,
        });
      }
      return out;
    };
    const known = await run('/auth/forgot-password', 'supervisor@example.com');
    const unknown = await run('/auth/forgot-password', 'nobody.at.all@example.com');
    expect(known.map((r) => r.status)).toEqual([202, 202, 202, 202, 202, 429, 429]);
    expect(unknown).toEqual(known);
    expect(known[5]?.retry).toBe('set');
    const verify = await run('/auth/resend-verification', 'someone.else@example.com');
    expect(verify.map((r) => r.status)).toEqual([202, 202, 202, 202, 202, 429, 429]);
    await t.deps.jobs.idle();
  });

  it('one a minute per email address, alike for known and unknown', async () => {
    const t = await createTestApp();
    open.push(t);
    const twice = async (email: string) => {
      const statuses: number[] = [];
      for (let i = 0; i < 2; i++) {
        const res = await answer(
          t.anonymous().api.POST('/auth/forgot-password', { body: { email } }),
        );
        statuses.push(res.status);
      }
      return statuses;
    };
    expect(await twice('admin@example.com')).toEqual([202, 429]);
    expect(await twice('not.registered@example.com')).toEqual([202, 429]);
    await t.deps.jobs.idle();
  });

  it('limits per client address across emails and across processes on one database', async () => {
    const t = await createTestApp({ MAIL_REQUESTS_PER_ADDRESS: '8' });
    open.push(t);
    // A second API process on the same database.
    const deps = await createDeps(t.deps.config, t.deps.db, { contract: testContract() });
    const other = createApp(deps);
    open.push({ close: () => deps.live.close() });
    const clients = [t.anonymous(), new TestClient(other, testContract())];
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const known = ['readonly', 'warehouse', 'supervisor', 'admin'][i / 3];
      const email = known ? `${known}@example.com` : `visitor${i}@example.com`;
      const path = i % 2 === 0 ? '/auth/forgot-password' : '/auth/resend-verification';
      const res = await answer(
        clients[i % 2]?.api.POST(path, { body: { email } }) ?? Promise.reject(),
      );
      statuses.push(res.status);
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202, 202, 202, 202, 429, 429, 429, 429]);
    await t.deps.jobs.idle();
    await deps.jobs.idle();
  });
});
