import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer } from './helpers/answer.ts';
import { startMailServer } from './helpers/mail-server.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/** The administrator's email operations (decision 038): status, undelivered list, test email, reset email. */

const open: { close(): Promise<void> }[] = [];
afterEach(async () => {
  while (open.length > 0) await open.pop()?.close();
});

async function deliver(t: TestApp): Promise<void> {
  await t.deps.jobs.idle();
  for (let i = 0; i < 3; i++) {
    await t.deps.worker.poll();
    await t.deps.jobs.idle();
  }
}

const userId = async (t: TestApp, email: string): Promise<number> => {
  const [row] = await t.deps.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [
    email,
  ]);
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
};

describe('email administration', () => {
  it('is for administrators only', async () => {
    const t = await createTestApp();
    open.push(t);
    const supervisor = await t.login('supervisor@example.com');
    const id = await userId(t, 'readonly@example.com');
    expect((await answer(supervisor.api.GET('/api/email'))).status).toBe(403);
    expect((await answer(supervisor.api.GET('/api/email/undelivered'))).status).toBe(403);
    expect(
      (await answer(supervisor.api.POST('/api/email/test', { body: { to: 'x@example.com' } })))
        .status,
    ).toBe(403);
    expect(
      (
        await answer(
          supervisor.api.POST('/api/users/{userId}/password-reset-email', {
            params: { path: { userId: id } },
          }),
        )
      ).status,
    ).toBe(403);
    // 401 probes go raw: the SDK would refresh the session (and throw) on them.
    const anon = t.anonymous();
    expect((await anon.raw('GET', '/api/email')).status).toBe(401);
    expect((await anon.raw('GET', '/api/email/undelivered')).status).toBe(401);
    expect(
      (await anon.raw('POST', '/api/email/test', { json: { to: 'x@example.com' } })).status,
    ).toBe(401);
    expect((await anon.raw('POST', `/api/users/${id}/password-reset-email`)).status).toBe(401);
    expect(await t.deps.db.query('SELECT 1 FROM mail_queue')).toEqual([]);
  });

  it('shows the SMTP server without its credentials, sends a test email, lists what failed', async () => {
    const smtp = await startMailServer(
      (_n, mail) => (mail.to[0] === 'bounce@example.com' ? 550 : undefined),
      { user: 'mailer', pass: 's3cret-pass' },
    );
    const url = smtp.url.replace('smtp://', 'smtp://mailer:s3cret-pass@');
    const t = await createTestApp({ SMTP_URL: url, MAIL_FROM: 'Back Office <office@example.com>' });
    open.push(smtp, t);
    const admin = await t.login('admin@example.com');
    const status = await answer(admin.api.GET('/api/email'));
    expect(status.body).toEqual({
      configured: true,
      mode: 'smtp',
      from: 'Back Office <office@example.com>',
      server: `smtp://127.0.0.1:${smtp.port}`,
      undelivered: { queued: 0, retrying: 0, failed: 0, unconfigured: 0 },
    });
    expect(JSON.stringify(status.body)).not.toContain('s3cret');

    const sent = await answer(
      admin.api.POST('/api/email/test', { body: { to: 'it@example.com' } }),
    );
    expect(sent.body).toEqual({ delivered: true, mode: 'smtp', error: null });
    expect(smtp.received[0]?.subject).toBe('Test email from Back Office');
    expect(smtp.received[0]?.text).toContain('email delivery works');
    expect(smtp.received[0]?.html).toContain('email delivery works');

    const refused = await answer(
      admin.api.POST('/api/email/test', { body: { to: 'bounce@example.com' } }),
    );
    expect(refused.body).toEqual({
      delivered: false,
      mode: 'smtp',
      error: expect.stringContaining('550'),
    });

    // A reset email the server refuses: listed with its error, never with a token.
    await answer(
      t.anonymous().api.POST('/auth/forgot-password', { body: { email: 'readonly@example.com' } }),
    );
    await deliver(t);
    const list = await answer(admin.api.GET('/api/email/undelivered'));
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ total: 1, skip: 0, limit: 50 });
    expect(list.body).toEqual(
      expect.objectContaining({
        emails: [
          expect.objectContaining({
            to: 'bounce@example.com',
            kind: 'test',
            state: 'failed',
            attempts: 1,
            last_error: expect.stringContaining('550'),
          }),
        ],
      }),
    );
    expect(smtp.received.map((m) => m.to[0])).toContain('readonly@example.com');
    expect(JSON.stringify(list.body)).not.toMatch(/token/i);
    expect((await answer(admin.api.GET('/api/email'))).body).toMatchObject({
      undelivered: { failed: 1 },
    });
  });

  it('an administrator sends a user a reset email: queued, delivered, audited', async () => {
    const smtp = await startMailServer();
    const t = await createTestApp({ SMTP_URL: smtp.url });
    open.push(smtp, t);
    const admin = await t.login('admin@example.com');
    const id = await userId(t, 'warehouse@example.com');
    const sent = await answer(
      admin.api.POST('/api/users/{userId}/password-reset-email', {
        params: { path: { userId: id } },
      }),
    );
    expect(sent.status).toBe(202);
    expect(sent.body).toEqual({
      message: 'A password reset email to warehouse@example.com is on its way.',
    });
    await deliver(t);
    expect(smtp.received.map((m) => m.to[0])).toEqual(['warehouse@example.com']);
    const token = /token=([\w-]+)/.exec(smtp.received[0]?.text ?? '')?.[1] ?? '';
    const reset = await answer(
      t.anonymous().api.POST('/api/auth/password-reset/confirm', {
        body: { token, password: 'Tsitsikamma2026' },
      }),
    );
    expect(reset.status).toBe(200);
    const [entry] = await t.deps.db.query<{ actor_email: string; summary: string }>(
      `SELECT actor_email, summary FROM audit_log WHERE action = 'password_reset' AND record_id = $1
       ORDER BY id LIMIT 1`,
      [id],
    );
    expect(entry).toEqual({
      actor_email: 'admin@example.com',
      summary: 'Sent warehouse@example.com a password reset email',
    });

    const missing = await answer(
      admin.api.POST('/api/users/{userId}/password-reset-email', {
        params: { path: { userId: 999_999 } },
      }),
    );
    expect(missing.status).toBe(404);
    await answer(
      admin.api.POST('/api/users/{userId}/deactivate', { params: { path: { userId: id } } }),
    );
    const inactive = await answer(
      admin.api.POST('/api/users/{userId}/password-reset-email', {
        params: { path: { userId: id } },
      }),
    );
    expect(inactive.status).toBe(409);
  });
});

describe('without SMTP_URL', () => {
  it('outside demo mode: the API works, says email is not configured, and mail stays undelivered', async () => {
    const t = await createTestApp({ DEMO: 'false' });
    open.push(t);
    const admin = await t.login('admin@example.com');
    expect((await answer(admin.api.GET('/api/email'))).body).toMatchObject({
      configured: false,
      mode: 'none',
      server: null,
    });
    const forgot = await answer(
      t.anonymous().api.POST('/auth/forgot-password', { body: { email: 'readonly@example.com' } }),
    );
    expect(forgot.status).toBe(202);
    // An address without an account leaves nothing behind, configured or not.
    await answer(
      t.anonymous().api.POST('/auth/forgot-password', { body: { email: 'ghost@example.com' } }),
    );
    await deliver(t);
    const list = await answer(admin.api.GET('/api/email/undelivered'));
    expect(list.body).toMatchObject({
      total: 1,
      emails: [
        {
          to: 'readonly@example.com',
          kind: 'password_reset',
          state: 'unconfigured',
          attempts: 0,
          last_error: 'Email is not configured on the server (SMTP_URL is not set)',
        },
      ],
    });
    // No token was made for an email that cannot leave.
    expect(await t.deps.db.query('SELECT 1 FROM auth_tokens WHERE used_at IS NULL')).toEqual([]);
    const test = await answer(
      admin.api.POST('/api/email/test', { body: { to: 'it@example.com' } }),
    );
    expect(test.body).toEqual({
      delivered: false,
      mode: 'none',
      error: 'Email is not configured on the server (SMTP_URL is not set)',
    });
    expect((await answer(t.anonymous().api.GET('/api/dev/outbox'))).status).toBe(404);
  });

  it('warns once per process', async () => {
    vi.resetModules();
    const { Mailer } = await import('../src/mail/transport.ts');
    const warn = vi.fn();
    const config = { smtpUrl: undefined, demo: false, mailFrom: 'x@example.com' };
    new Mailer(config, warn);
    new Mailer(config, warn);
    new Mailer({ ...config, demo: true }, warn);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/SMTP_URL is not set/);
  });

  it('in demo mode: the mail is kept in memory for GET /api/dev/outbox, nothing raw in the database', async () => {
    const t = await createTestApp();
    open.push(t);
    await answer(
      t.anonymous().api.POST('/auth/forgot-password', { body: { email: 'readonly@example.com' } }),
    );
    const outbox = await answer(
      t
        .anonymous()
        .api.GET('/api/dev/outbox', { params: { query: { to: 'readonly@example.com' } } }),
    );
    const [message] = (
      outbox.body as { messages: { token: string; body: string; html?: string; kind: string }[] }
    ).messages;
    expect(message?.kind).toBe('password_reset');
    expect(message?.body).toContain(`token=${message?.token}`);
    expect(message?.html).toContain(`token=${message?.token}`);
    const rows = await t.deps.db.query<{ row: string }>(
      'SELECT row_to_json(m)::text AS row FROM mail_queue m',
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.row).toContain('"state":"sent"');
    expect(rows[0]?.row).not.toContain(message?.token ?? 'no token');
  });
});
