import { afterEach, describe, expect, it } from 'vitest';
import { answer } from './helpers/answer.ts';
import { type ReceivedMail, startMailServer, type TestMailServer } from './helpers/mail-server.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { urlEncoded } from './helpers/url-encoded.ts';

/** Decision 038: email over a real SMTP server (`smtp-server`, started here). */

interface MailRow {
  state: string;
  attempts: number;
  last_error: string | null;
  kind: string;
  to_email: string;
}

const open: { close(): Promise<void> }[] = [];
afterEach(async () => {
  while (open.length > 0) await open.pop()?.close();
});

async function setUp(
  answerWith?: Parameters<typeof startMailServer>[0],
  env: Record<string, string> = {},
): Promise<{ t: TestApp; smtp: TestMailServer }> {
  const smtp = await startMailServer(answerWith);
  const t = await createTestApp({ SMTP_URL: smtp.url, MAIL_RETRY_SECONDS: '0', ...env });
  open.push(smtp, t);
  return { t, smtp };
}

const forgot = (t: TestApp, email: string) =>
  answer(t.anonymous().api.POST('/auth/forgot-password', { body: { email } }));

/** Runs every job that is due: the request's own, then retries (their back-off is 0 here). */
async function deliver(t: TestApp): Promise<void> {
  await t.deps.jobs.idle();
  for (let i = 0; i < 10; i++) {
    await t.deps.worker.poll();
    await t.deps.jobs.idle();
    const due = await t.deps.db.query(`SELECT 1 FROM jobs WHERE kind = 'mail'`);
    if (due.length === 0) return;
  }
}

const mails = (t: TestApp) =>
  t.deps.db.query<MailRow>(
    'SELECT state, attempts, last_error, kind, to_email FROM mail_queue ORDER BY id',
  );

const tokenOf = (mail: ReceivedMail): string => {
  const match = /token=([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match?.[1]) throw new Error(`no link in ${mail.text}`);
  return match[1];
};

const resetWith = (t: TestApp, token: string, password: string) =>
  answer(t.anonymous().api.POST('/api/auth/password-reset/confirm', { body: { token, password } }));

const signIn = (t: TestApp, username: string, password: string) =>
  answer(
    t.anonymous().api.POST('/auth/cookie/login', { body: { username, password }, ...urlEncoded }),
  ).then((r) => r.status);

describe('password reset email over SMTP', () => {
  it('delivers a text and an HTML part whose link resets the password, once', async () => {
    const { t, smtp } = await setUp();
    expect((await forgot(t, 'readonly@example.com')).status).toBe(202);
    await deliver(t);
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    if (!mail) throw new Error('no mail');
    expect(mail.to).toEqual(['readonly@example.com']);
    expect(mail.subject).toBe('Reset your Back Office password');
    expect(mail.headers['content-type']).toMatch(/^multipart\/alternative/);
    const [user] = await t.deps.db.query<{ first_name: string }>(
      `SELECT first_name FROM users WHERE email = 'readonly@example.com'`,
    );
    expect(mail.text).toContain(`Hi ${user?.first_name},`);
    expect(mail.text).toMatch(
      /http:\/\/127\.0\.0\.1:5173\/auth\/reset-password\?token=[\w-]{43}\n/,
    );
    expect(mail.text).toContain('expires in 1 hour');
    expect(mail.text).toContain('Back Office');
    const token = tokenOf(mail);
    expect(mail.html).toContain('<html lang="en-ZA">');
    expect(mail.html).toContain(`href="http://127.0.0.1:5173/auth/reset-password?token=${token}"`);
    expect(mail.html).toContain('Choose a new password');
    expect(await mails(t)).toEqual([
      expect.objectContaining({ state: 'sent', attempts: 1, last_error: null }),
    ]);

    expect((await resetWith(t, token, 'Drakensberg2026')).status).toBe(200);
    expect(await signIn(t, 'readonly@example.com', 'Drakensberg2026')).toBe(204);
    expect((await resetWith(t, token, 'Drakensberg2027')).body).toEqual({
      detail: 'RESET_PASSWORD_BAD_TOKEN',
    });
  });

  it('a request for an address without an account sends nothing and leaves nothing queued', async () => {
    const { t, smtp } = await setUp();
    expect((await forgot(t, 'ghost@example.com')).status).toBe(202);
    await deliver(t);
    expect(smtp.attempts).toBe(0);
    expect(await mails(t)).toEqual([]);
  });

  it('retries after a 4xx answer with a fresh token, and the first one never works', async () => {
    const { t, smtp } = await setUp((n) => (n === 1 ? 451 : undefined));
    await forgot(t, 'warehouse@example.com');
    await t.deps.jobs.idle();
    expect(await mails(t)).toEqual([
      expect.objectContaining({
        state: 'retrying',
        attempts: 1,
        last_error: expect.stringContaining('451'),
      }),
    ]);
    await deliver(t);
    expect(smtp.attempts).toBe(2);
    expect(smtp.received).toHaveLength(1);
    expect(await mails(t)).toEqual([expect.objectContaining({ state: 'sent', attempts: 2 })]);
    // Two tokens were minted; the first attempt's was revoked when the second was made.
    const tokens = await t.deps.db.query<{ used: boolean }>(
      `SELECT used_at IS NOT NULL AS used FROM auth_tokens t JOIN users u ON u.id = t.user_id
       WHERE u.email = 'warehouse@example.com' AND t.purpose = 'reset' ORDER BY t.id`,
    );
    expect(tokens).toEqual([{ used: true }, { used: false }]);
    const [mail] = smtp.received;
    if (!mail) throw new Error('no mail');
    expect((await resetWith(t, tokenOf(mail), 'Kirstenbosch77')).status).toBe(200);
  });

  it('marks a 5xx answer failed at once, with its error, and revokes its token', async () => {
    const { t, smtp } = await setUp(() => 550);
    await forgot(t, 'supervisor@example.com');
    await deliver(t);
    expect(smtp.attempts).toBe(1);
    expect(await mails(t)).toEqual([
      expect.objectContaining({
        state: 'failed',
        attempts: 1,
        last_error: expect.stringContaining('550'),
      }),
    ]);
    const live = await t.deps.db.query(
      `SELECT 1 FROM auth_tokens t JOIN users u ON u.id = t.user_id
       WHERE u.email = 'supervisor@example.com' AND t.used_at IS NULL`,
    );
    expect(live).toEqual([]);
    expect(await t.deps.db.query(`SELECT 1 FROM jobs WHERE kind = 'mail'`)).toEqual([]);
  });

  it('gives up after MAIL_MAX_ATTEMPTS temporary failures (no server listening)', async () => {
    const smtp = await startMailServer();
    await smtp.close(); // its port is now closed: connections are refused
    const t = await createTestApp({
      SMTP_URL: smtp.url,
      MAIL_RETRY_SECONDS: '0',
      MAIL_MAX_ATTEMPTS: '2',
    });
    open.push(t);
    await forgot(t, 'readonly@example.com');
    await deliver(t);
    const [row] = await mails(t);
    expect(row).toMatchObject({ state: 'failed', attempts: 2 });
    expect(row?.last_error).toMatch(/^Gave up after 2 attempts: .*ECONNREFUSED/);
  });

  it("waits the back-off before a retry, counted on the database's clock", async () => {
    // The database decides when a job is due (`clock_timestamp()`), so the retry's time is set
    // on its clock too: a PostgreSQL server's clock may differ from this process's (CI's
    // PostgreSQL pass starts the server seconds before the suite, both on a moved clock).
    const { t, smtp } = await setUp(() => 421, { MAIL_RETRY_SECONDS: '600' });
    await forgot(t, 'readonly@example.com');
    await deliver(t);
    expect(smtp.attempts).toBe(1);
    const [job] = await t.deps.db.query<{ wait: number; shown: number }>(
      `SELECT extract(epoch FROM j.not_before - clock_timestamp())::int AS wait,
         extract(epoch FROM m.next_attempt_at - clock_timestamp())::int AS shown
       FROM jobs j JOIN mail_queue m ON m.id = j.resource_id WHERE j.kind = 'mail'`,
    );
    expect(job?.wait).toBeGreaterThan(590);
    expect(job?.wait).toBeLessThanOrEqual(600);
    // What the mail's row says (GET /api/admin/emails) is the same moment.
    expect(Math.abs((job?.shown ?? 0) - (job?.wait ?? 0))).toBeLessThanOrEqual(1);
  });
});

describe('verification email over SMTP', () => {
  it('delivers a link that verifies the address', async () => {
    const { t, smtp } = await setUp(undefined, { REGISTRATION: 'open' });
    const admin = await t.login('admin@example.com');
    const created = await answer<{ id: number }>(
      admin.api.POST('/api/users', {
        body: {
          email: 'lindiwe.dube@example.com',
          password: 'Umhlanga2026x',
          first_name: 'Lindiwe',
          last_name: 'Dube',
          roles: ['readonly'],
        },
      }),
    );
    expect(created.status).toBe(201);
    await deliver(t);
    const [mail] = smtp.received;
    if (!mail) throw new Error('no mail');
    expect(mail.subject).toBe('Confirm your email address for Back Office');
    expect(mail.text).toContain('Hi Lindiwe,');
    expect(mail.html).toContain('/auth/verify-email?token=');
    const verified = await answer<{ is_verified: boolean }>(
      t.anonymous().api.POST('/auth/verify', { body: { token: tokenOf(mail) } }),
    );
    expect(verified.body.is_verified).toBe(true);
  });
});
