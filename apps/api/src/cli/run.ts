import type { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { type Config, loadConfig, MEMORY_DATA_DIR } from '../config.ts';
import type { Db } from '../db/db.ts';
import { openDatabase } from '../db/open.ts';
import { findUserByEmail } from '../users/user-row.ts';
import { checkedEmail, checkPasswordPolicy } from './account-input.ts';
import { osUser } from './cli-audit.ts';
import { type CommandOptions, createAdmin } from './create-admin.ts';
import { CliError, EXIT, type ExitCode } from './exit-codes.ts';
import { CREATE_ADMIN_HELP, MAIN_HELP, RESET_PASSWORD_HELP } from './help.ts';
import { type PasswordInput, readPassword } from './password-input.ts';
import { resetPassword } from './reset-password.ts';

/** What the command reads and writes (the process's own streams, or a test's). */
export interface AdminIo {
  stdin: PasswordInput;
  stdout: Writable;
  /** Errors and the password prompts. */
  stderr: Writable;
  env: NodeJS.ProcessEnv;
  now?: () => Date;
  /** Opens the database (tests pass their own); the default opens the API's and migrates it. */
  openDb?: (config: Config) => Promise<Db>;
}

const OPTIONS = {
  email: { type: 'string' },
  'first-name': { type: 'string' },
  'last-name': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

type Option = keyof typeof OPTIONS;

const COMMANDS: Record<'create-admin' | 'reset-password', { help: string; options: Option[] }> = {
  'create-admin': {
    help: CREATE_ADMIN_HELP,
    options: ['email', 'first-name', 'last-name', 'help'],
  },
  'reset-password': { help: RESET_PASSWORD_HELP, options: ['email', 'help'] },
};

type Command = keyof typeof COMMANDS;

const isCommand = (name: string | undefined): name is Command =>
  name !== undefined && Object.hasOwn(COMMANDS, name);

const usage = (message: string, help: string) =>
  new CliError(`${message}\nRun \`pnpm admin ${help} --help\` for usage.`, EXIT.usage);

/** Where the database is, for messages: a PostgreSQL URL's host and database, never its credentials. */
export function databaseLabel(config: Pick<Config, 'databaseUrl' | 'dataDir'>): string {
  if (!config.databaseUrl) return `the PGlite data folder ${config.dataDir}`;
  try {
    const url = new URL(config.databaseUrl);
    return `PostgreSQL at ${url.host}${url.pathname}`;
  } catch {
    return 'PostgreSQL (DATABASE_URL)';
  }
}

/** Opens the API's database (migrating it), turning every failure into a database error. */
async function openConfigured(config: Config, open: AdminIo['openDb']): Promise<Db> {
  if (!config.databaseUrl && config.dataDir === MEMORY_DATA_DIR) {
    throw new CliError(
      'The database is set to memory (DATABASE=memory or DATA_DIR=memory://): an account created there would be lost. Set DATA_DIR or DATABASE_URL to the API’s database.',
      EXIT.usage,
    );
  }
  try {
    return await (open ?? openDatabase)(config);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    // The lock of `lockDataDir`: name the process and say what to do.
    const holder = /in use by another API process \(pid (\d+)\)/.exec(reason)?.[1];
    throw new CliError(
      holder
        ? `Cannot open ${databaseLabel(config)}: it is in use by a running API process (pid ${holder}). ` +
            'The embedded database serves one process at a time: stop the API, run this command, then start the API again.'
        : `Cannot open ${databaseLabel(config)}: ${reason}`,
      EXIT.database,
    );
  }
}

/** Runs `pnpm admin <argv>` and returns its exit code (never throws, never exits). */
export async function runAdmin(argv: string[], io: AdminIo): Promise<ExitCode> {
  const out = (text: string) => io.stdout.write(`${text}\n`);
  try {
    const [name, ...rest] = argv;
    if (name === undefined) {
      io.stderr.write(MAIN_HELP);
      return EXIT.usage;
    }
    if (name === '--help' || name === '-h' || name === 'help') {
      io.stdout.write(MAIN_HELP);
      return EXIT.ok;
    }
    if (!isCommand(name)) {
      throw new CliError(
        `Unknown command: ${name}. Commands: create-admin, reset-password.\nRun \`pnpm admin --help\` for usage.`,
        EXIT.usage,
      );
    }
    const spec = COMMANDS[name];
    let values: { email?: string; 'first-name'?: string; 'last-name'?: string; help?: boolean };
    try {
      ({ values } = parseArgs({ args: rest, options: OPTIONS, strict: true }));
    } catch (error) {
      throw usage(error instanceof Error ? error.message : String(error), name);
    }
    const other = Object.keys(values).find((key) => !spec.options.includes(key as Option));
    if (other) throw usage(`Unknown option '--${other}'.`, name);
    if (values.help) {
      io.stdout.write(spec.help);
      return EXIT.ok;
    }
    if (!values.email) throw usage('--email is required.', name);
    const email = checkedEmail(values.email);
    const config = loadConfig(io.env);
    const now = io.now ?? (() => new Date());
    const db = await openConfigured(config, io.openDb);
    try {
      const options: CommandOptions = { scryptN: config.scryptN, now: now(), by: osUser() };
      if (name === 'create-admin') {
        const existing = await findUserByEmail(db, email);
        if (!existing && (!values['first-name'] || !values['last-name'])) {
          throw usage('A new administrator needs --first-name and --last-name.', name);
        }
        const password = await readPassword(io.stdin, io.stderr, {
          optional: existing !== undefined,
          check: (p) => checkPasswordPolicy(p, existing?.email ?? email),
        });
        const result = await createAdmin(
          db,
          {
            email,
            firstName: values['first-name'],
            lastName: values['last-name'],
            password,
          },
          { ...options, now: now() },
        );
        const who = `${result.user.email} (user ${result.user.id})`;
        if (result.outcome === 'created') {
          out(`Created administrator ${who}. They can sign in now.`);
        } else if (result.outcome === 'unchanged') {
          out(`${who} is already a verified, active administrator: nothing changed.`);
        } else {
          out(
            `${who} is now a verified, active administrator. ` +
              (result.passwordChanged
                ? `Password changed; ${result.sessionsEnded} sessions ended.`
                : 'Password unchanged.'),
          );
        }
      } else {
        const existing = await findUserByEmail(db, email);
        if (!existing) throw new CliError(`No user has the email ${email}.`, EXIT.notFound);
        const password = await readPassword(io.stdin, io.stderr, {
          optional: false,
          check: (p) => checkPasswordPolicy(p, existing.email),
        });
        const result = await resetPassword(
          db,
          { email, password: password ?? '' },
          { ...options, now: now() },
        );
        out(
          `Password of ${result.user.email} (user ${result.user.id}) set; ${result.sessionsEnded} sessions ended.`,
        );
        if (!result.user.is_active) {
          out('Note: this account is deactivated; an administrator must activate it to sign in.');
        }
      }
      return EXIT.ok;
    } finally {
      await db.close();
    }
  } catch (error) {
    if (error instanceof CliError) {
      io.stderr.write(`${error.message}\n`);
      return error.exitCode;
    }
    io.stderr.write(
      `Unexpected error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    return EXIT.failure;
  }
}
