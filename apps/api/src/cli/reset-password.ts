import { hashPassword } from '../auth/passwords.ts';
import type { Db } from '../db/db.ts';
import { findUserByEmail, setPasswordHash, type UserRow } from '../users/user-row.ts';
import { checkedEmail, checkPasswordPolicy } from './account-input.ts';
import { cliAudit } from './cli-audit.ts';
import { type CommandOptions, endPasswordSessions } from './create-admin.ts';
import { CliError, EXIT } from './exit-codes.ts';

/** What `reset-password` did. */
export interface ResetPasswordResult {
  user: UserRow;
  /** The user's sessions that ended (every device is signed out). */
  sessionsEnded: number;
}

/**
 * Sets a user's password, ends their sessions and unused reset links, with an audit entry, in
 * one transaction. Throws `CliError`: usage (bad email), not found (no such user), policy.
 */
export async function resetPassword(
  db: Db,
  input: { email: string; password: string },
  options: CommandOptions,
): Promise<ResetPasswordResult> {
  const email = checkedEmail(input.email);
  const found = await findUserByEmail(db, email);
  if (!found) throw new CliError(`No user has the email ${email}.`, EXIT.notFound);
  // The policy reads the stored address (its local part must not be in the password).
  checkPasswordPolicy(input.password, found.email);
  const hashed = await hashPassword(input.password, options.scryptN);
  return db.transaction(async (tx) => {
    const user = await setPasswordHash(tx, found.id, hashed, options.now);
    if (!user) throw new CliError(`No user has the email ${email}.`, EXIT.notFound);
    const sessionsEnded = await endPasswordSessions(tx, user.id, options.now);
    await cliAudit(tx, {
      action: 'password_reset',
      resource: 'users',
      recordId: user.id,
      summary: `Reset the password of ${user.email} with the admin command (OS user ${options.by}; ${sessionsEnded} sessions ended)`,
    });
    return { user, sessionsEnded };
  });
}
