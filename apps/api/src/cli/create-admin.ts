import { hashPassword } from '../auth/passwords.ts';
import { revokeUserSessions } from '../auth/sessions.ts';
import type { Db, Queryable } from '../db/db.ts';
import { findUserByEmail, insertUser, type UserRow } from '../users/user-row.ts';
import { checkedEmail, checkedName, checkPasswordPolicy } from './account-input.ts';
import { cliAudit } from './cli-audit.ts';
import { CliError, EXIT } from './exit-codes.ts';

/** What `create-admin` is asked to do. */
export interface CreateAdminInput {
  email: string;
  /** Required to create; when promoting, replaces the stored name if given. */
  firstName?: string | undefined;
  lastName?: string | undefined;
  /** Required to create; when promoting, the password is kept unless one is given. */
  password?: string | undefined;
}

/** How the command runs: the hash cost of the API (`Config.scryptN`), the time, the OS user. */
export interface CommandOptions {
  scryptN: number;
  now: Date;
  /** The operating-system user who ran the command (named in the audit summaries). */
  by: string;
}

/** What `create-admin` did. */
export interface CreateAdminResult {
  outcome: 'created' | 'promoted' | 'unchanged';
  user: UserRow;
  passwordChanged: boolean;
  /** Sessions ended because the password of an existing user changed. */
  sessionsEnded: number;
}

/** The role of an administrator (`@back-office/permissions`). */
export const ADMIN_ROLE = 'admin';

/**
 * Creates a verified, active administrator, or makes the existing user with that email one
 * (role `admin` only, verified, active; name and password changed only when given; a changed
 * password ends the user's sessions). One transaction, with its audit entries.
 *
 * Throws `CliError`: usage (bad email or name, or no name or password for a new account),
 * policy (the password breaks the password policy).
 */
export async function createAdmin(
  db: Db,
  input: CreateAdminInput,
  options: CommandOptions,
): Promise<CreateAdminResult> {
  const email = checkedEmail(input.email);
  const firstName =
    input.firstName === undefined ? undefined : checkedName(input.firstName, 'first-name');
  const lastName =
    input.lastName === undefined ? undefined : checkedName(input.lastName, 'last-name');
  const { password } = input;
  if (password !== undefined) checkPasswordPolicy(password, email);
  const hashed = password === undefined ? undefined : await hashPassword(password, options.scryptN);
  const via = `with the admin command (OS user ${options.by})`;

  return db.transaction(async (tx) => {
    const existing = await findUserByEmail(tx, email);
    if (!existing) {
      if (firstName === undefined || lastName === undefined) {
        throw new CliError('A new administrator needs --first-name and --last-name.', EXIT.usage);
      }
      if (hashed === undefined) {
        throw new CliError('A new administrator needs a password.', EXIT.usage);
      }
      const user = await insertUser(tx, {
        email,
        hashed_password: hashed,
        first_name: firstName,
        last_name: lastName,
        roles: [ADMIN_ROLE],
        is_active: true,
        is_verified: true,
      });
      await cliAudit(tx, {
        action: 'create',
        resource: 'users',
        recordId: user.id,
        summary: `Created administrator ${user.email} ${via}`,
      });
      return { outcome: 'created', user, passwordChanged: true, sessionsEnded: 0 };
    }

    const changes: string[] = [];
    const rolesBefore = existing.roles.join(', ') || 'none';
    const onlyAdmin = existing.roles.length === 1 && existing.roles[0] === ADMIN_ROLE;
    if (!onlyAdmin) changes.push(`roles ${rolesBefore} → ${ADMIN_ROLE}`);
    if (!existing.is_verified) changes.push('verified');
    if (!existing.is_active) changes.push('activated');
    if (firstName !== undefined && firstName !== existing.first_name) changes.push('first name');
    if (lastName !== undefined && lastName !== existing.last_name) changes.push('last name');
    if (changes.length === 0 && hashed === undefined) {
      return { outcome: 'unchanged', user: existing, passwordChanged: false, sessionsEnded: 0 };
    }
    const rows = await tx.query<UserRow>(
      `UPDATE users SET roles = $2, is_verified = true, is_active = true,
         first_name = coalesce($3, first_name), last_name = coalesce($4, last_name),
         hashed_password = coalesce($5, hashed_password), updated_at = $6
       WHERE id = $1 RETURNING *`,
      [existing.id, [ADMIN_ROLE], firstName ?? null, lastName ?? null, hashed ?? null, options.now],
    );
    const user = rows[0] ?? existing;
    if (changes.length > 0) {
      // Already an active, verified administrator: only the name changed.
      const nameOnly = onlyAdmin && existing.is_verified && existing.is_active;
      await cliAudit(tx, {
        action: nameOnly ? 'update' : 'role_change',
        resource: 'users',
        recordId: user.id,
        summary: nameOnly
          ? `Updated administrator ${user.email} ${via} (${changes.join('; ')})`
          : `Made ${user.email} an administrator ${via} (${changes.join('; ')})`,
      });
    }
    let sessionsEnded = 0;
    if (hashed !== undefined) {
      sessionsEnded = await endPasswordSessions(tx, user.id, options.now);
      await cliAudit(tx, {
        action: 'password_reset',
        resource: 'users',
        recordId: user.id,
        summary: `Set the password of ${user.email} ${via} (${sessionsEnded} sessions ended)`,
      });
    }
    return { outcome: 'promoted', user, passwordChanged: hashed !== undefined, sessionsEnded };
  });
}

/**
 * After a password set by an administrator: the user's live sessions end and their unused
 * reset links die (as after a reset by email). Returns how many sessions ended.
 */
export async function endPasswordSessions(
  tx: Queryable,
  userId: number,
  now: Date,
): Promise<number> {
  await tx.query(
    `UPDATE auth_tokens SET used_at = $2 WHERE user_id = $1 AND purpose = 'reset' AND used_at IS NULL`,
    [userId, now],
  );
  return revokeUserSessions(tx, userId, 'password set by an administrator', now);
}
