import { hasAnyRole, hasPermission, isDistributorOnly } from './checks.ts';
import { isConsultantAreaResource, type Permission, parsePermission } from './resources.ts';
import type { Role } from './roles.ts';
import { describeUserRole, type PermissionUser } from './user.ts';

/**
 * What a route or an operation needs. `{ auth: 'none' }` is met by nobody, superusers included:
 * what a route gets when no requirement was declared for it (fail closed).
 */
export type Requirement =
  | { readonly auth: 'public' }
  | { readonly auth: 'login' }
  | { readonly auth: 'none' }
  | { readonly permission: Permission }
  | { readonly role: Role };

/** Why access was refused: not signed in, or signed in without the needed permission or role. */
export type DenialReason = 'unauthenticated' | 'forbidden';

/** The answer of every access check; a denial carries what the Access Denied page shows. */
export type AccessResult =
  | { readonly allowed: true }
  | {
      readonly allowed: false;
      readonly reason: DenialReason;
      /** The required permission (`'orders:read'`), role (`'admin'`) or `'login'`. */
      readonly required: string;
      /** The user's roles, comma separated, or `'none'`. */
      readonly userRole: string;
      /** The requirement itself, so a screen can tell a role from a permission. */
      readonly requirement: Requirement;
    };

const ALLOWED: AccessResult = { allowed: true };

/**
 * The string a denial names as required.
 *
 * @example
 * describeRequirement({ permission: 'invoices:read' }); // 'invoices:read'
 * describeRequirement({ role: 'admin' }); // 'admin'
 */
export function describeRequirement(requirement: Requirement): string {
  if ('permission' in requirement) return requirement.permission;
  if ('role' in requirement) return requirement.role;
  return requirement.auth;
}

function meets(user: PermissionUser, requirement: Requirement): boolean {
  if ('auth' in requirement) return requirement.auth !== 'none';
  if (user.is_superuser) return true;
  if ('role' in requirement) return hasAnyRole(user, [requirement.role]);
  const { resource } = parsePermission(requirement.permission);
  // §6: distributor-only users never reach the consultant-order area, whatever they were granted.
  if (isConsultantAreaResource(resource) && isDistributorOnly(user)) return false;
  return hasPermission(user, requirement.permission);
}

/**
 * The one access decision shared by route guards, the sidebar, buttons and backend operations.
 * A superuser passes everything that needs a signed-in user.
 *
 * @example
 * checkRequirement(userWithRoles(['readonly']), { permission: 'orders:read' }); // { allowed: true }
 * checkRequirement(null, { auth: 'login' });
 * // { allowed: false, reason: 'unauthenticated', required: 'login', userRole: 'none', ... }
 * checkRequirement(userWithRoles(['distributor_admin']), { role: 'admin' });
 * // { allowed: false, reason: 'forbidden', required: 'admin', userRole: 'distributor_admin', ... }
 */
export function checkRequirement(
  user: PermissionUser | null | undefined,
  requirement: Requirement,
): AccessResult {
  if ('auth' in requirement && requirement.auth === 'public') return ALLOWED;
  if (user && meets(user, requirement)) return ALLOWED;
  return {
    allowed: false,
    reason: user ? 'forbidden' : 'unauthenticated',
    required: describeRequirement(requirement),
    userRole: describeUserRole(user),
    requirement,
  };
}
