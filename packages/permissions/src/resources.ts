/** Every resource a permission can name (domain.md). */
export const RESOURCES = [
  'dashboard',
  'uploads',
  'products',
  'templates',
  'orders',
  'consultants',
  'consultant_orders',
  'combined_orders',
  'weekly_combinations',
  'invoices',
  'distributor_orders',
  'distributor_templates',
] as const;

/** One of the known resources. */
export type Resource = (typeof RESOURCES)[number];

/** The four actions, in CRUD order. */
export const ACTIONS = ['create', 'read', 'update', 'delete'] as const;

/** One of create, read, update, delete. */
export type Action = (typeof ACTIONS)[number];

/** A permission written `resource:action`, e.g. `'consultant_orders:read'`. */
export type Permission = `${Resource}:${Action}`;

/** The distributor resources; every other resource is a non-distributor resource. */
export const DISTRIBUTOR_RESOURCES = [
  'distributor_orders',
  'distributor_templates',
] as const satisfies readonly Resource[];

/**
 * The consultant-order area: closed to users whose roles are all distributor roles,
 * whatever their permissions say (§6).
 */
export const CONSULTANT_AREA_RESOURCES = [
  'consultants',
  'consultant_orders',
  'combined_orders',
  'weekly_combinations',
  'invoices',
] as const satisfies readonly Resource[];

/**
 * Whether a string coming from a server is a known resource.
 *
 * @example
 * isResource('invoices'); // true
 * isResource('reports'); // false
 */
export function isResource(value: string): value is Resource {
  return (RESOURCES as readonly string[]).includes(value);
}

/**
 * Whether a string is one of the four actions.
 *
 * @example
 * isAction('update'); // true
 * isAction('approve'); // false
 */
export function isAction(value: string): value is Action {
  return (ACTIONS as readonly string[]).includes(value);
}

/**
 * Builds the `resource:action` string.
 *
 * @example
 * toPermission('orders', 'create'); // 'orders:create'
 */
export function toPermission(resource: Resource, action: Action): Permission {
  return `${resource}:${action}`;
}

/**
 * Splits a permission into its resource and action.
 *
 * @example
 * parsePermission('combined_orders:read'); // { resource: 'combined_orders', action: 'read' }
 */
export function parsePermission(permission: Permission): { resource: Resource; action: Action } {
  const [resource, action] = permission.split(':') as [Resource, Action];
  return { resource, action };
}

/**
 * Whether a resource string belongs to the consultant-order area.
 *
 * @example
 * isConsultantAreaResource('invoices'); // true
 * isConsultantAreaResource('orders'); // false
 */
export function isConsultantAreaResource(resource: string): boolean {
  return (CONSULTANT_AREA_RESOURCES as readonly string[]).includes(resource);
}
