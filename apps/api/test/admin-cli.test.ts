import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough, Readable, Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, createDeps } from '../src/app.ts';
import { verifyPassword } from '../src/auth/passwords.ts';
import { createSession } from '../src/auth/sessions.ts';
import { CLI_REQUEST_ID } from '../src/cli/cli-audit.ts';
import { type CommandOptions, createAdmin } from '../src/cli/create-admin.ts';
import { CliError, EXIT } from '../src/cli/exit-codes.ts';
import { type PasswordInput, readPassword } from '../src/cli/password-input.ts';
import { resetPassword } from '../src/cli/reset-password.ts';
import { type AdminIo, runAdmin } from '../src/cli/run.ts';
import { loadConfig } from '../src/config.ts';
import type { Db } from '../src/db/db.ts';
import { migrate } from '../src/db/migrate.ts';
import { openPglite } from '../src/db/pglite-db.ts';
import { findUserByEmail, type UserRow } from '../src/users/user-row.ts';
import { testContract } from './helpers/test-app.ts';
import { TestClient } from './helpers/test-client.ts';
import { TEST_SCRYPT_N } from './helpers/test-cost.ts';
import { openTestDatabase } from './helpers/test-database.ts';
import { urlEncoded } from './helpers/url-encoded.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const STRONG = 'Umhlanga2026harbour';
const options = (): CommandOptions => ({ scryptN: TEST_SCRYPT_N, now: new Date(), by: 'tester' });

interface AuditRow {
  actor_id: number | null;
  actor_email: string | null;
  action: string;
  resource: string;
  record_id: number | null;
  summary: string;
  request_id: string | null;
  ip_address: string | null;
}

const auditOf = (db: Db, userId: number) =>
  db.query<AuditRow>(
    `SELECT actor_id, actor_email, action, resource, record_id, summary, request_id, ip_address
     FROM audit_log WHERE resource = 'users' AND record_id = $1 AND request_id = $2 ORDER BY id`,
    [userId, CLI_REQUEST_ID],
  );

async function userOf(db: Db, email: string): Promise<UserRow> {
  const row = await findUserByEmail(db, email);
  if (!row) throw new Error(`no user ${email}`);
  return row;
}

/** A memory stream that collects what is written to it. */
function sink() {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk.toString('utf8'));
      callback();
    },
  });
  return { stream, text: () => chunks.join('') };
}

/** A fake terminal: raw mode recorded, keys pushed by the test. */
function terminal() {
  const input = new PassThrough() as PassThrough & PasswordInput;
  const modes: boolean[] = [];
  input.isTTY = true;
  input.setRawMode = (raw: boolean) => {
    modes.push(raw);
    return input;
  };
  return { input, modes };
}

/** The io of `runAdmin` on an open database (kept open after the command, for assertions). */
function ioOn(db: Db, stdinText: string | undefined, env: NodeJS.ProcessEnv = {}) {
  const out = sink();
  const err = sink();
  const io: AdminIo = {
    stdin: Readable.from(stdinText === undefined ? [] : [stdinText]),
    stdout: out.stream,
    stderr: err.stream,
    env: { DATA_DIR: '/not/used', DEMO: 'false', ...env },
    openDb: async () => ({ ...db, close: async () => {} }),
  };
  return { io, out, err };
}

describe('create-admin on an empty database', () => {
  it('migrates the database and creates a verified, active administrator, audited', async () => {
    const db = await openPglite({ dataDir: 'memory://' });
    try {
      // What the command's default opener does (openDatabase): migrate, then the command.
      const { io, out } = ioOn(db, `${STRONG}\n`);
      io.openDb = async () => {
        await migrate(db);
        return { ...db, close: async () => {} };
      };
      const code = await runAdmin(
        [
          'create-admin',
          '--email',
          'Nomsa.Dlamini@example.com',
          '--first-name',
          'Nomsa',
          '--last-name',
          'Dlamini',
        ],
        io,
      );
      expect(code).toBe(EXIT.ok);
      expect(out.text()).toContain('Created administrator Nomsa.Dlamini@example.com');
      const row = await userOf(db, 'nomsa.dlamini@example.com');
      expect(row).toMatchObject({
        first_name: 'Nomsa',
        last_name: 'Dlamini',
        roles: ['admin'],
        is_active: true,
        is_verified: true,
        is_superuser: false,
        department: null,
      });
      expect(await verifyPassword(STRONG, row.hashed_password)).toBe(true);
      const entries = await auditOf(db, row.id);
      expect(entries).toEqual([
        expect.objectContaining({
          actor_id: null,
          actor_email: null,
          action: 'create',
          request_id: CLI_REQUEST_ID,
          ip_address: null,
        }),
      ]);
      expect(entries[0]?.summary).toContain('OS user');
    } finally {
      await db.close();
    }
  });
});

describe('the command modules on an existing database', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(() => db.close());

  it('creates an administrator beside the existing users', async () => {
    const result = await createAdmin(
      db,
      {
        email: 'thabo.mokoena@example.com',
        firstName: 'Thabo',
        lastName: 'Mokoena',
        password: STRONG,
      },
      options(),
    );
    expect(result.outcome).toBe('created');
    expect(result.user).toMatchObject({ roles: ['admin'], is_verified: true, is_active: true });
    expect((await auditOf(db, result.user.id)).map((e) => e.action)).toEqual(['create']);
  });

  it('promotes an existing user without touching their password unless one is given', async () => {
    const before = await userOf(db, 'warehouse@example.com');
    await db.query('UPDATE users SET is_verified = false, is_active = false WHERE id = $1', [
      before.id,
    ]);
    const result = await createAdmin(db, { email: 'WAREHOUSE@example.com' }, options());
    expect(result).toMatchObject({ outcome: 'promoted', passwordChanged: false, sessionsEnded: 0 });
    const after = await userOf(db, 'warehouse@example.com');
    expect(after).toMatchObject({
      roles: ['admin'],
      is_verified: true,
      is_active: true,
      first_name: before.first_name,
      last_name: before.last_name,
      hashed_password: before.hashed_password,
    });
    const entries = await auditOf(db, before.id);
    expect(entries.map((e) => e.action)).toEqual(['role_change']);
    expect(entries[0]?.summary).toMatch(/warehouse_staff → admin; verified; activated/);

    const again = await createAdmin(db, { email: 'warehouse@example.com' }, options());
    expect(again.outcome).toBe('unchanged');
    expect(await auditOf(db, before.id)).toHaveLength(1);
    const renamed = await createAdmin(
      db,
      { email: 'warehouse@example.com', lastName: 'Mthembu' },
      options(),
    );
    expect(renamed.outcome).toBe('promoted');
    expect(renamed.user.last_name).toBe('Mthembu');
    expect((await auditOf(db, before.id)).map((e) => e.action)).toEqual(['role_change', 'update']);
  });

  it('promotes with a new password: it is set and the user’s sessions end', async () => {
    const user = await userOf(db, 'readonly@example.com');
    await createSession(
      db,
      { userId: user.id, mode: 'cookie', ip: null, userAgent: null },
      new Date(),
      3600,
    );
    const result = await createAdmin(
      db,
      { email: 'readonly@example.com', firstName: 'Lerato', password: STRONG },
      options(),
    );
    expect(result).toMatchObject({ outcome: 'promoted', passwordChanged: true, sessionsEnded: 1 });
    const after = await userOf(db, 'readonly@example.com');
    expect(after.first_name).toBe('Lerato');
    expect(after.last_name).toBe(user.last_name);
    expect(await verifyPassword(STRONG, after.hashed_password)).toBe(true);
    expect((await auditOf(db, user.id)).map((e) => e.action)).toEqual([
      'role_change',
      'password_reset',
    ]);
  });

  it('refuses a weak password with the policy’s reason, and changes nothing', async () => {
    const cases: [string, RegExp][] = [
      ['short1', /at least 8 characters/],
      ['onlyletters', /at least one digit/],
      ['zanele.dube2026', /must not contain the email address/],
    ];
    for (const [password, reason] of cases) {
      const attempt = createAdmin(
        db,
        { email: 'zanele.dube@example.com', firstName: 'Zanele', lastName: 'Dube', password },
        options(),
      );
      await expect(attempt).rejects.toThrow(reason);
      await expect(attempt).rejects.toMatchObject({ exitCode: EXIT.policy });
    }
    expect(await findUserByEmail(db, 'zanele.dube@example.com')).toBeUndefined();
  });

  it('refuses a new administrator without a name or a password, and a malformed email', async () => {
    await expect(
      createAdmin(db, { email: 'new.one@example.com', password: STRONG }, options()),
    ).rejects.toMatchObject({ exitCode: EXIT.usage });
    await expect(
      createAdmin(db, { email: 'new.one@example.com', firstName: 'A', lastName: 'B' }, options()),
    ).rejects.toMatchObject({ exitCode: EXIT.usage });
    await expect(
      createAdmin(
        db,
        { email: 'not an email', firstName: 'A', lastName: 'B', password: STRONG },
        options(),
      ),
    ).rejects.toMatchObject({ exitCode: EXIT.usage });
    expect(await findUserByEmail(db, 'new.one@example.com')).toBeUndefined();
  });

  it('reset-password sets the password, ends every session and reset link, audited', async () => {
    const user = await userOf(db, 'supervisor@example.com');
    const now = new Date();
    for (let i = 0; i < 2; i++) {
      await createSession(
        db,
        { userId: user.id, mode: 'cookie', ip: null, userAgent: null },
        now,
        3600,
      );
    }
    const result = await resetPassword(
      db,
      { email: 'Supervisor@Example.com', password: STRONG },
      options(),
    );
    expect(result.sessionsEnded).toBe(2);
    const live = await db.query(
      'SELECT id FROM sessions WHERE user_id = $1 AND revoked_at IS NULL',
      [user.id],
    );
    expect(live).toEqual([]);
    const after = await userOf(db, 'supervisor@example.com');
    expect(await verifyPassword(STRONG, after.hashed_password)).toBe(true);
    expect(after.roles).toEqual(user.roles);
    const entries = await auditOf(db, user.id);
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'password_reset',
        actor_id: null,
        request_id: CLI_REQUEST_ID,
      }),
    ]);
    expect(entries[0]?.summary).toContain('2 sessions ended');
  });

  it('reset-password: an unknown email is not found, a weak password refused', async () => {
    await expect(
      resetPassword(db, { email: 'nobody@example.com', password: STRONG }, options()),
    ).rejects.toMatchObject({ exitCode: EXIT.notFound });
    const before = await userOf(db, 'admin@example.com');
    await expect(
      resetPassword(db, { email: 'admin@example.com', password: 'password' }, options()),
    ).rejects.toMatchObject({ exitCode: EXIT.policy });
    expect((await userOf(db, 'admin@example.com')).hashed_password).toBe(before.hashed_password);
  });

  it('the command: usage errors, help, exit codes and messages', async () => {
    const run = async (argv: string[], stdin?: string) => {
      const { io, out, err } = ioOn(db, stdin, { SCRYPT_N: '16384' });
      return { code: await runAdmin(argv, io), out: out.text(), err: err.text() };
    };
    expect((await run(['--help'])).code).toBe(EXIT.ok);
    expect((await run(['--help'])).out).toContain('Exit codes');
    expect((await run([])).code).toBe(EXIT.usage);
    expect((await run(['create-admin', '--help'])).out).toContain('--first-name');
    expect((await run(['reset-password', '-h'])).out).toContain('Usage: pnpm admin reset-password');
    expect((await run(['drop-tables'])).code).toBe(EXIT.usage);
    expect((await run(['create-admin', '--email'])).code).toBe(EXIT.usage);
    expect((await run(['reset-password', '--email', 'a@b.co', '--first-name', 'X'])).code).toBe(
      EXIT.usage,
    );
    const noNames = await run(
      ['create-admin', '--email', 'someone.new@example.com'],
      `${STRONG}\n`,
    );
    expect(noNames).toMatchObject({ code: EXIT.usage });
    expect(noNames.err).toContain('--first-name and --last-name');
    const noPassword = await run(
      [
        'create-admin',
        '--email',
        'someone.new@example.com',
        '--first-name',
        'S',
        '--last-name',
        'N',
      ],
      '',
    );
    expect(noPassword.code).toBe(EXIT.usage);
    expect(noPassword.err).toContain('No password given');
    const weak = await run(['reset-password', '--email', 'admin@example.com'], 'abc\n');
    expect(weak.code).toBe(EXIT.policy);
    expect(weak.err).toContain('Password must be at least 8 characters long');
    const missing = await run(['reset-password', '--email', 'ghost@example.com'], `${STRONG}\n`);
    expect(missing).toMatchObject({ code: EXIT.notFound });
    const memory = await run(['reset-password', '--email', 'admin@example.com'], `${STRONG}\n`);
    expect(memory.code).toBe(EXIT.ok);
    expect(memory.out).toContain('sessions ended');
    // Only the first line is the password (a trailing CR of a Windows file too).
    const crlf = await run(
      ['reset-password', '--email', 'admin@example.com'],
      `${STRONG}\r\nrest\n`,
    );
    expect(crlf.code).toBe(EXIT.ok);
    expect(
      await verifyPassword(STRONG, (await userOf(db, 'admin@example.com')).hashed_password),
    ).toBe(true);
  });

  it('the command refuses an in-memory database and reports one it cannot open', async () => {
    const memory = ioOn(db, `${STRONG}\n`, { DATA_DIR: 'memory://' });
    memory.io.openDb = undefined;
    expect(await runAdmin(['reset-password', '--email', 'admin@example.com'], memory.io)).toBe(
      EXIT.usage,
    );
    const locked = ioOn(db, `${STRONG}\n`);
    locked.io.openDb = async () => {
      throw new Error(
        'The data folder /srv/data is in use by another API process (pid 4242). The embedded database serves one process only; to run several API processes, set DATABASE_URL to a PostgreSQL server.',
      );
    };
    expect(await runAdmin(['reset-password', '--email', 'admin@example.com'], locked.io)).toBe(
      EXIT.database,
    );
    expect(locked.err.text()).toContain('in use by a running API process (pid 4242)');
    expect(locked.err.text()).toContain('stop the API');
    const down = ioOn(db, `${STRONG}\n`, {
      DATABASE_URL: 'postgres://app:s3cret@db.internal:5432/bo',
    });
    down.io.openDb = async () => {
      throw new Error('connect ECONNREFUSED 10.0.0.5:5432');
    };
    expect(await runAdmin(['reset-password', '--email', 'admin@example.com'], down.io)).toBe(
      EXIT.database,
    );
    expect(down.err.text()).toContain('PostgreSQL at db.internal:5432/bo');
    expect(down.err.text()).not.toContain('s3cret');
  });
});

describe('the password prompt on a terminal', () => {
  it('asks twice without echo, with Backspace, and returns the password', async () => {
    const { input, modes } = terminal();
    const prompts = sink();
    const reading = readPassword(input, prompts.stream, { optional: false });
    input.write('Umhlanga2026harbourX\u007f\r');
    input.write('Umhlanga2026harbour\r');
    expect(await reading).toBe(STRONG);
    expect(prompts.text()).toBe('Password: \nPassword again: \n');
    expect(modes).toEqual([true, false, true, false]);
  });

  it('refuses two different entries, checks the policy before the confirmation', async () => {
    const first = terminal();
    const reading = readPassword(first.input, sink().stream, { optional: false });
    first.input.write(`${STRONG}\r${STRONG}x\r`);
    await expect(reading).rejects.toMatchObject({
      exitCode: EXIT.usage,
      message: 'The passwords do not match.',
    });

    const second = terminal();
    const prompts = sink();
    const weak = readPassword(second.input, prompts.stream, {
      optional: false,
      check: () => {
        throw new CliError('Password must contain at least one digit', EXIT.policy);
      },
    });
    second.input.write('onlyletters\r');
    await expect(weak).rejects.toMatchObject({ exitCode: EXIT.policy });
    expect(prompts.text()).not.toContain('again');
  });

  it('an empty answer keeps the password when that is allowed; Ctrl+C cancels', async () => {
    const keep = terminal();
    const prompts = sink();
    const reading = readPassword(keep.input, prompts.stream, { optional: true });
    keep.input.write('\r');
    expect(await reading).toBeUndefined();
    expect(prompts.text()).toContain('press Enter to keep the current one');

    const cancel = terminal();
    const cancelled = readPassword(cancel.input, sink().stream, { optional: false });
    cancel.input.write('abc\u0003');
    await expect(cancelled).rejects.toMatchObject({ exitCode: EXIT.usage, message: 'Cancelled.' });
  });
});

describe('pnpm admin, the real command', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bo-admin-cli-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('creates the first administrator from a password on stdin, who can then sign in', async () => {
    const env = { ...process.env, DATA_DIR: dataDir, DEMO: 'false', DATABASE_URL: '' };
    const child = spawn(
      'pnpm',
      [
        '--silent',
        'admin',
        'create-admin',
        '--email',
        'first.admin@example.com',
        '--first-name',
        'Ayanda',
        '--last-name',
        'Zulu',
      ],
      { cwd: repoRoot, env, stdio: ['pipe', 'pipe', 'pipe'] },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.stdin.end(`${STRONG}\n`);
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect({ code, stderr }).toEqual({ code: EXIT.ok, stderr: expect.any(String) });
    expect(stdout).toContain('Created administrator first.admin@example.com');

    // The API on the same data folder: the administrator signs in and may list the users.
    const config = loadConfig({
      DATA_DIR: dataDir,
      DEMO: 'false',
      LOG_REQUESTS: 'false',
      LOG_ERRORS: 'false',
      AUTH_SECRET: 'a'.repeat(48),
    });
    const db = await openPglite({ dataDir });
    try {
      const deps = await createDeps(config, db, { contract: testContract() });
      const client = new TestClient(createApp(deps), testContract());
      const { response } = await client.api.POST('/auth/cookie/login', {
        body: { username: 'first.admin@example.com', password: STRONG },
        ...urlEncoded,
      });
      expect(response.status).toBe(204);
      const users = await client.call<{ users: { email: string }[] }>('listUsers');
      expect(users.status).toBe(200);
      expect(users.body.users.map((u) => u.email)).toEqual(['first.admin@example.com']);
      await deps.live.close();
    } finally {
      await db.close();
    }
  }, 180_000);
});
