/** `pnpm admin --help`. */
export const MAIN_HELP = `Usage: pnpm admin <command> [options]

Administers accounts directly in the database, without the web app (first administrator,
account recovery). Run it from the repository root.

Commands:
  create-admin     Create a verified administrator, or make an existing user one
  reset-password   Set a user's password and end all their sessions

Run \`pnpm admin <command> --help\` for a command's options.

Password: read from standard input (its first line) when that is not a terminal, for example
  printf '%s\\n' "$PASSWORD" | pnpm admin reset-password --email thandi@example.com
and asked for twice, without echo, when it is. It must follow the password policy: at least 8
characters, a letter and a digit, not containing the email address.

Database: the API's own settings. DATABASE_URL (PostgreSQL) when set, else the PGlite data
folder DATA_DIR (default apps/api/.data; a relative DATA_DIR is resolved from apps/api). The
PGlite folder serves one process at a time: stop the API first, then start it again. Migrations
run first, so an empty database is made ready.

Every change is written to the audit log, as "System" with request id "admin-cli".

Exit codes:
  0  done
  1  unexpected error
  2  usage error: unknown command or option, missing or invalid value, no password given,
     the two passwords differ
  3  no user has that email (reset-password)
  4  the password breaks the password policy
  5  the database is unavailable: cannot connect, or the PGlite data folder is in use
`;

/** `pnpm admin create-admin --help`. */
export const CREATE_ADMIN_HELP = `Usage: pnpm admin create-admin --email EMAIL --first-name NAME --last-name NAME

Creates a verified, active administrator (role admin) who can sign in at once. When a user
with that email exists (compared case-insensitively), makes them an administrator instead:
role admin (their other roles are removed), verified and active; their name changes only when
--first-name or --last-name is given, and their password only when one is given (in a terminal,
press Enter at the prompt to keep it; on standard input, send an empty line or nothing). A
changed password ends the user's sessions.

Options:
  --email EMAIL        the administrator's email address (required)
  --first-name NAME    first name (required for a new account)
  --last-name NAME     last name (required for a new account)
  -h, --help           this help

Exit codes: 0 done, 1 unexpected error, 2 usage, 4 password policy, 5 database unavailable.
`;

/** `pnpm admin reset-password --help`. */
export const RESET_PASSWORD_HELP = `Usage: pnpm admin reset-password --email EMAIL

Sets the password of the user with that email and ends all their sessions (every device is
signed out) and their unused password-reset links. Their roles, status and name do not change.

Options:
  --email EMAIL   the user's email address (required)
  -h, --help      this help

Exit codes: 0 done, 1 unexpected error, 2 usage, 3 no such user, 4 password policy,
5 database unavailable.
`;
