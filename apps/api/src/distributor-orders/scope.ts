import { isDistributorOnly } from '@back-office/permissions';
import type { Queryable } from '../db/db.ts';
import type { AuthUser } from '../http/env.ts';
import { HttpError, notFound } from '../http/errors.ts';

/**
 * Which distributor's orders a user may see (decision 018): `undefined` for staff (every
 * order), else the distributor a distributor-only user works for, named by their `department`
 * (null when they have none: they see no order and can import none).
 */
export type DistributorScope = { distributor: string | null } | undefined;

/** The scope of `user`; a superuser is never scoped. */
export async function distributorScopeOf(db: Queryable, user: AuthUser): Promise<DistributorScope> {
  if (user.is_superuser || !isDistributorOnly(user)) return undefined;
  const rows = await db.query<{ department: string | null }>(
    'SELECT department FROM users WHERE id = $1',
    [user.id],
  );
  return { distributor: rows[0]?.department?.trim() || null };
}

/** SQL condition on `column` (a distributor name) for the scope, with its one parameter. */
export function scopeCondition(scope: DistributorScope, column: string) {
  if (!scope) return undefined;
  return {
    sql: `lower(btrim(${column})) = lower(btrim(coalesce(?, '')))`,
    value: scope.distributor ?? '',
  };
}

/** Whether a distributor name belongs to the scope (case and outer spaces ignored). */
export const inScope = (scope: DistributorScope, name: string) =>
  !scope ||
  (scope.distributor !== null && scope.distributor.toLowerCase() === name.trim().toLowerCase());

/**
 * 404 when the order does not exist or belongs to another distributor than the scope's: the
 * same answer either way, so a distributor cannot learn that another's order exists.
 */
export async function assertOrderInScope(db: Queryable, scope: DistributorScope, id: number) {
  const rows = await db.query<{ distributor_name: string }>(
    'SELECT distributor_name FROM distributor_orders WHERE id = $1',
    [id],
  );
  const row = rows[0];
  if (!row || !inScope(scope, row.distributor_name)) throw notFound('Distributor order not found');
}

/** 403 (on `distributor_name`) when a scoped user names another distributor than their own. */
export function assertNameInScope(scope: DistributorScope, name: string | undefined) {
  if (name === undefined || inScope(scope, name)) return;
  const detail = scope?.distributor
    ? `You work for ${scope.distributor}; orders of other distributors are not yours to import or rename`
    : 'Your account names no distributor (its department); ask an administrator to set it';
  throw new HttpError(403, detail, {}, 'distributor_name');
}
