import type { Context } from 'hono';
import { audit } from '../audit/audit.ts';
import { rolesWords } from '../audit/audit-words.ts';
import { revokeUserSessions } from '../auth/sessions.ts';
import type { AppDeps, AppEnv } from '../http/env.ts';
import { badRequest, conflict } from '../http/errors.ts';
import type { RequestBody } from '../http/handlers.ts';
import { userOf } from '../http/input.ts';
import { findUserByEmail, type UserRow } from './user-row.ts';

/** The fields an administrator may change (`UserUpdate`). */
export type UserChanges = RequestBody<'updateUser'>;

const COLUMNS = [
  'email',
  'first_name',
  'last_name',
  'department',
  'roles',
  'is_active',
  'is_verified',
  'is_mobile_enabled',
] as const;

/**
 * Applies an admin's changes to a user in one transaction: a changed email un-verifies the
 * user (unless `is_verified` is sent), deactivation revokes their sessions, an admin cannot
 * lock themselves out (409), and the change is audited (`update`, `role_change`, `deactivate`).
 */
export async function updateUser(
  deps: AppDeps,
  c: Context<AppEnv>,
  target: UserRow,
  changes: UserChanges,
): Promise<UserRow> {
  const me = userOf(c);
  const self = target.id === me.id;
  if (self && changes.is_active === false) throw conflict('You cannot deactivate your own account');
  if (self && changes.roles && target.roles.includes('admin') && !changes.roles.includes('admin')) {
    throw conflict('You cannot remove your own admin role');
  }
  const next: UserChanges = { ...changes };
  if (next.email !== undefined) {
    next.email = next.email.trim();
    if (next.email.toLowerCase() !== target.email.toLowerCase()) {
      const taken = await findUserByEmail(deps.db, next.email);
      if (taken && taken.id !== target.id) throw badRequest('UPDATE_USER_EMAIL_ALREADY_EXISTS');
      if (next.is_verified === undefined) next.is_verified = false;
    }
  }
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const sets: string[] = [];
    const params: unknown[] = [target.id, now];
    for (const column of COLUMNS) {
      if (next[column] === undefined) continue;
      params.push(next[column]);
      sets.push(`${column} = $${params.length}`);
    }
    const rows = await tx.query<UserRow>(
      `UPDATE users SET ${[...sets, 'updated_at = $2'].join(', ')} WHERE id = $1 RETURNING *`,
      params,
    );
    const row = rows[0] ?? target;
    if (next.is_active === false && target.is_active) {
      await revokeUserSessions(tx, target.id, 'user deactivated', now);
    }
    const fields = COLUMNS.filter((k) => next[k] !== undefined);
    const rolesChanged = next.roles !== undefined && next.roles.join() !== target.roles.join();
    const action =
      next.is_active === false && target.is_active
        ? 'deactivate'
        : rolesChanged && fields.length === 1
          ? 'role_change'
          : 'update';
    await audit(tx, c, {
      action,
      resource: 'users',
      recordId: target.id,
      summary: rolesChanged
        ? `Changed roles of ${row.email}: ${rolesWords(target.roles)} → ${rolesWords(row.roles)}`
        : `Updated ${row.email} (${fields.join(', ')})`,
    });
    return row;
  });
}
