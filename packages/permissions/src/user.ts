/** One permission entry as the server sends it; only `granted: true` entries count. */
export interface PermissionGrant {
  readonly resource: string;
  readonly action: string;
  readonly granted: boolean;
}

/**
 * The part of a user the checks need. Role and resource strings are plain strings because a
 * server may send values this package does not know; unknown values grant nothing.
 */
export interface PermissionUser {
  /** The primary role, when the server sends one. */
  readonly role?: string | null;
  readonly roles: readonly string[];
  readonly permissions: readonly PermissionGrant[];
  readonly is_superuser: boolean;
}

/**
 * The user's roles: `roles` plus the primary `role` when the list does not already hold it,
 * so a server that fills only one of the two fields is still understood.
 *
 * @example
 * effectiveRoles({ role: 'admin', roles: [], permissions: [], is_superuser: false }); // ['admin']
 */
export function effectiveRoles(user: PermissionUser): readonly string[] {
  const { role, roles } = user;
  return role && !roles.includes(role) ? [...roles, role] : roles;
}

/**
 * The user's role as the Access Denied page shows it: every role, comma separated, or `'none'`.
 *
 * @example
 * describeUserRole({ roles: ['readonly', 'distributor_editor'], permissions: [], is_superuser: false });
 * // 'readonly, distributor_editor'
 */
export function describeUserRole(user: PermissionUser | null | undefined): string {
  const roles = user ? effectiveRoles(user) : [];
  return roles.length > 0 ? roles.join(', ') : 'none';
}
