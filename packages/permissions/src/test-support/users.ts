import type { PermissionUser } from '../user.ts';
import { userWithRoles } from '../user-with-roles.ts';

/** The users every table-driven test runs against: each role, a superuser, mixed and none. */
export const USERS = {
  admin: userWithRoles(['admin']),
  supervisor: userWithRoles(['supervisor']),
  warehouse_staff: userWithRoles(['warehouse_staff']),
  readonly: userWithRoles(['readonly']),
  distributor_admin: userWithRoles(['distributor_admin']),
  distributor_editor: userWithRoles(['distributor_editor']),
  distributor_readonly: userWithRoles(['distributor_readonly']),
  superuser: userWithRoles([], { is_superuser: true }),
  mixed: userWithRoles(['readonly', 'distributor_editor']),
  none: userWithRoles([]),
} as const satisfies Record<string, PermissionUser>;

/** A key of USERS, or `anonymous` for no user at all. */
export type UserKind = keyof typeof USERS | 'anonymous';

export const USER_KINDS = [...(Object.keys(USERS) as (keyof typeof USERS)[]), 'anonymous'] as const;

/** The user of a kind; `anonymous` is null. */
export function userOf(kind: UserKind): PermissionUser | null {
  return kind === 'anonymous' ? null : USERS[kind];
}

/** A bare user with the given roles and granted permissions, as a server might send it. */
export function rawUser(
  roles: readonly string[],
  permissions: readonly string[] = [],
  extra: Partial<PermissionUser> = {},
): PermissionUser {
  return {
    roles,
    permissions: permissions.map((permission) => {
      const [resource = '', action = ''] = permission.split(':');
      return { resource, action, granted: true };
    }),
    is_superuser: false,
    ...extra,
  };
}
