import { type AccessResult, checkRequirement, type Requirement } from './check-requirement.ts';
import { matchRoute } from './match-route.ts';
import type { PermissionUser } from './user.ts';

/** A path outside the table is denied to everyone (fail closed). */
const UNKNOWN_ROUTE: Requirement = { auth: 'none' };

/**
 * Whether the user may open a path, which may be a pattern (`/consultants/$id/edit`) or a
 * concrete path (`/consultants/42/edit`). A denial carries what the Access Denied page shows.
 * Paths that match no route are denied to everyone, superusers included.
 *
 * @example
 * checkRouteAccess(userWithRoles(['readonly']), '/consultants/42/edit');
 * // { allowed: false, reason: 'forbidden', required: 'consultants:update', userRole: 'readonly', ... }
 * checkRouteAccess(null, '/login'); // { allowed: true }
 */
export function checkRouteAccess(
  user: PermissionUser | null | undefined,
  path: string,
): AccessResult {
  return checkRequirement(user, matchRoute(path)?.requirement ?? UNKNOWN_ROUTE);
}
