import type { Schemas } from '@back-office/api-client';
import {
  ACTIONS,
  ALL_ROLES,
  type PermissionUser,
  permissionsForRoles,
  RESOURCES,
  type Role,
} from '@back-office/permissions';
import type { Queryable } from '../db/db.ts';
import { iso, isoOrNull } from '../db/iso.ts';
import type { AuthUser } from '../http/env.ts';

/** A `users` row. */
export interface UserRow {
  id: number;
  version: number;
  email: string;
  hashed_password: string;
  first_name: string;
  last_name: string;
  department: string | null;
  roles: string[];
  is_active: boolean;
  is_superuser: boolean;
  is_verified: boolean;
  is_mobile_enabled: boolean;
  created_at: Date;
  updated_at: Date;
  last_login: Date | null;
}

/** Every resource × action pair with `granted` (48 entries, contract order). */
export function permissionGrants(roles: readonly string[], isSuperuser: boolean) {
  const held = new Set<string>(permissionsForRoles(roles));
  return RESOURCES.flatMap((resource) =>
    ACTIONS.map((action) => ({
      resource,
      action,
      granted: isSuperuser || held.has(`${resource}:${action}`),
    })),
  );
}

/** The primary role: the first of the user's roles in the order of `ALL_ROLES`. */
export function primaryRole(roles: readonly string[]): Role | null {
  return ALL_ROLES.find((r) => roles.includes(r)) ?? null;
}

/** The permission view of a row (what `@back-office/permissions` checks). */
export function toAuthUser(row: UserRow): AuthUser {
  const view: PermissionUser = {
    role: primaryRole(row.roles),
    roles: row.roles,
    permissions: permissionGrants(row.roles, row.is_superuser),
    is_superuser: row.is_superuser,
  };
  return {
    ...view,
    id: row.id,
    email: row.email,
    is_active: row.is_active,
    is_verified: row.is_verified,
  };
}

/** The `User` read model of the contract. */
export function toUserRead(row: UserRow): Schemas['User'] {
  const roles = ALL_ROLES.filter((r) => row.roles.includes(r));
  return {
    id: row.id,
    version: row.version,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    full_name: `${row.first_name} ${row.last_name}`.trim(),
    role: primaryRole(roles),
    roles,
    permissions: permissionGrants(roles, row.is_superuser),
    is_active: row.is_active,
    is_superuser: row.is_superuser,
    is_verified: row.is_verified,
    department: row.department,
    is_mobile_enabled: row.is_mobile_enabled,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    last_login: isoOrNull(row.last_login),
  };
}

/** The user with this email (case-insensitive). */
export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const rows = await db.query<UserRow>('SELECT * FROM users WHERE lower(email) = lower($1)', [
    email,
  ]);
  return rows[0];
}

/** The user with this id. */
export async function findUserById(db: Queryable, id: number): Promise<UserRow | undefined> {
  const rows = await db.query<UserRow>('SELECT * FROM users WHERE id = $1', [id]);
  return rows[0];
}

/** Inserts a user and returns the row. */
export async function insertUser(
  db: Queryable,
  user: {
    email: string;
    hashed_password: string;
    first_name: string;
    last_name: string;
    department?: string | null;
    roles?: string[];
    is_active?: boolean;
    is_superuser?: boolean;
    is_verified?: boolean;
    is_mobile_enabled?: boolean;
  },
): Promise<UserRow> {
  const rows = await db.query<UserRow>(
    `INSERT INTO users (email, hashed_password, first_name, last_name, department, roles,
       is_active, is_superuser, is_verified, is_mobile_enabled)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING *`,
    [
      user.email,
      user.hashed_password,
      user.first_name,
      user.last_name,
      user.department ?? null,
      user.roles ?? [],
      user.is_active ?? true,
      user.is_superuser ?? false,
      user.is_verified ?? false,
      user.is_mobile_enabled ?? false,
    ],
  );
  const row = rows[0];
  if (!row) throw new Error('insert users returned no row');
  return row;
}

/** Marks a user inactive; answers the row, or undefined when it is gone. */
export async function deactivateUser(
  tx: Queryable,
  id: number,
  now: Date,
): Promise<UserRow | undefined> {
  const rows = await tx.query<UserRow>(
    'UPDATE users SET is_active = false, updated_at = $2 WHERE id = $1 RETURNING *',
    [id, now],
  );
  return rows[0];
}

/** Stores a user's new password hash; answers the row, or undefined when it is gone. */
export async function setPasswordHash(
  tx: Queryable,
  id: number,
  hashed: string,
  now: Date,
): Promise<UserRow | undefined> {
  const rows = await tx.query<UserRow>(
    'UPDATE users SET hashed_password = $2, updated_at = $3 WHERE id = $1 RETURNING *',
    [id, hashed, now],
  );
  return rows[0];
}

/** A user's full name (first and last), or '' when both are blank. */
export async function userFullName(db: Queryable, id: number): Promise<string> {
  const names = await db.query<{ full_name: string }>(
    `SELECT trim(first_name || ' ' || last_name) AS full_name FROM users WHERE id = $1`,
    [id],
  );
  return names[0]?.full_name ?? '';
}

/** Marks a user's email address confirmed; answers the row. */
export async function markEmailVerified(
  tx: Queryable,
  id: number,
  now: Date,
): Promise<UserRow | undefined> {
  const rows = await tx.query<UserRow>(
    'UPDATE users SET is_verified = true, updated_at = $2 WHERE id = $1 RETURNING *',
    [id, now],
  );
  return rows[0];
}
