/**
 * The exit codes of `pnpm admin` (documented in its `--help` and in docs/operations.md). Scripts
 * may rely on them: they do not change meaning.
 */
export const EXIT = {
  /** Done. */
  ok: 0,
  /** An unexpected error (its message is printed). */
  failure: 1,
  /** Usage: an unknown command or option, a missing value, no password, confirmation differs. */
  usage: 2,
  /** No user has that email (`reset-password`). */
  notFound: 3,
  /** The password breaks the password policy. */
  policy: 4,
  /** The database cannot be opened: unreachable, or the PGlite data folder is in use. */
  database: 5,
} as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** A refusal with its message for the operator and the exit code it ends the command with. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: ExitCode,
  ) {
    super(message);
    this.name = 'CliError';
  }
}
