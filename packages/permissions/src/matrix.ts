import {
  ACTIONS,
  type Action,
  DISTRIBUTOR_RESOURCES,
  type Permission,
  RESOURCES,
  type Resource,
  toPermission,
} from './resources.ts';
import { isRole, type Role } from './roles.ts';

const CRUD = ACTIONS;
const CRU = ['create', 'read', 'update'] as const;
const CR = ['create', 'read'] as const;
const R = ['read'] as const;

const NON_DISTRIBUTOR_RESOURCES = RESOURCES.filter(
  (resource) => !(DISTRIBUTOR_RESOURCES as readonly Resource[]).includes(resource),
);

/** Every `resource:action` pair of the given resources and actions, resource-major. */
function grant(resources: readonly Resource[], actions: readonly Action[]): Permission[] {
  return resources.flatMap((resource) => actions.map((action) => toPermission(resource, action)));
}

/**
 * The default role → permission matrix of domain.md. The backend answers `/auth/permissions`
 * from it. User management and periods are not resources: they are admin-only by role.
 */
export const DEFAULT_ROLE_PERMISSIONS: Readonly<Record<Role, readonly Permission[]>> = {
  admin: grant(RESOURCES, CRUD),
  supervisor: [...grant(NON_DISTRIBUTOR_RESOURCES, CRUD), ...grant(DISTRIBUTOR_RESOURCES, R)],
  warehouse_staff: [
    ...grant(['dashboard'], R),
    ...grant(['uploads'], CR),
    ...grant(['products', 'templates'], R),
    ...grant(['orders'], CRU),
    ...grant(['consultants'], R),
    ...grant(['consultant_orders'], CRU),
    ...grant(['combined_orders', 'weekly_combinations'], CR),
    ...grant(['invoices'], R),
  ],
  readonly: grant(NON_DISTRIBUTOR_RESOURCES, R),
  distributor_admin: [...grant(['dashboard'], R), ...grant(DISTRIBUTOR_RESOURCES, CRUD)],
  distributor_editor: [...grant(['dashboard'], R), ...grant(DISTRIBUTOR_RESOURCES, CRU)],
  distributor_readonly: [...grant(['dashboard'], R), ...grant(DISTRIBUTOR_RESOURCES, R)],
};

/** Every permission in canonical order: resources as listed, then create, read, update, delete. */
const ALL_PERMISSIONS = grant(RESOURCES, CRUD);

/**
 * The union of the default permissions of the given roles, in canonical order and without
 * duplicates. Unknown role strings grant nothing.
 *
 * @example
 * permissionsForRoles(['distributor_readonly']);
 * // ['dashboard:read', 'distributor_orders:read', 'distributor_templates:read']
 */
export function permissionsForRoles(roles: readonly string[]): Permission[] {
  const granted = new Set<Permission>(
    roles.filter(isRole).flatMap((role) => DEFAULT_ROLE_PERMISSIONS[role]),
  );
  return ALL_PERMISSIONS.filter((permission) => granted.has(permission));
}
