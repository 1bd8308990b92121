import { permissionsForRoles } from './matrix.ts';
import { parsePermission } from './resources.ts';
import type { PermissionUser } from './user.ts';

/**
 * A user whose permission list is built from the default matrix, as the backend builds it,
 * for tests and for the backend itself. The first role becomes the primary `role`.
 *
 * @example
 * const clerk = userWithRoles(['warehouse_staff']);
 * hasPermission(clerk, 'orders:update'); // true
 * const root = userWithRoles([], { is_superuser: true });
 */
export function userWithRoles(
  roles: readonly string[],
  options: { is_superuser?: boolean } = {},
): PermissionUser {
  return {
    role: roles[0] ?? null,
    roles: [...roles],
    permissions: permissionsForRoles(roles).map((permission) => ({
      ...parsePermission(permission),
      granted: true,
    })),
    is_superuser: options.is_superuser ?? false,
  };
}
