import { type Permission, parsePermission } from './resources.ts';
import { isDistributorRole, type Role } from './roles.ts';
import { effectiveRoles, type PermissionUser } from './user.ts';

type MaybeUser = PermissionUser | null | undefined;

/**
 * Whether the user holds a granted permission. Entries with `granted: false` do not count;
 * a superuser passes.
 *
 * @example
 * hasPermission(userWithRoles(['readonly']), 'orders:read'); // true
 * hasPermission(userWithRoles(['readonly']), 'orders:delete'); // false
 */
export function hasPermission(user: MaybeUser, permission: Permission): boolean {
  if (!user) return false;
  if (user.is_superuser) return true;
  const { resource, action } = parsePermission(permission);
  return user.permissions.some(
    (entry) => entry.granted && entry.resource === resource && entry.action === action,
  );
}

/**
 * Whether any of the user's roles is one of `roles`; a superuser passes.
 *
 * @example
 * hasAnyRole(userWithRoles(['supervisor']), ['admin', 'supervisor']); // true
 */
export function hasAnyRole(user: MaybeUser, roles: readonly Role[]): boolean {
  if (!user) return false;
  if (user.is_superuser) return true;
  return effectiveRoles(user).some((role) => (roles as readonly string[]).includes(role));
}

/**
 * Whether the user has at least one role and every role is a distributor role. A user with no
 * roles, or with any non-distributor (or unknown) role, is not distributor-only.
 *
 * @example
 * isDistributorOnly(userWithRoles(['distributor_admin'])); // true
 * isDistributorOnly(userWithRoles(['distributor_admin', 'readonly'])); // false
 */
export function isDistributorOnly(user: MaybeUser): boolean {
  if (!user) return false;
  const roles = effectiveRoles(user);
  return roles.length > 0 && roles.every(isDistributorRole);
}

/**
 * Whether the user can reach consultant orders: `consultant_orders:read` granted and not
 * distributor-only. A superuser passes.
 *
 * @example
 * canAccessConsultantOrders(userWithRoles(['warehouse_staff'])); // true
 * canAccessConsultantOrders(userWithRoles(['distributor_admin'])); // false
 */
export function canAccessConsultantOrders(user: MaybeUser): boolean {
  if (user?.is_superuser) return true;
  return !isDistributorOnly(user) && hasPermission(user, 'consultant_orders:read');
}

/**
 * Whether the user has the admin role (user management and periods); a superuser passes.
 *
 * @example
 * isAdmin(userWithRoles(['admin'])); // true
 * isAdmin(userWithRoles(['supervisor'])); // false
 */
export function isAdmin(user: MaybeUser): boolean {
  return hasAnyRole(user, ['admin']);
}
