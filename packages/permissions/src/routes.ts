import type { Requirement } from './check-requirement.ts';

const PUBLIC = { auth: 'public' } as const;
const LOGIN = { auth: 'login' } as const;
const ADMIN = { role: 'admin' } as const;

/**
 * Every route of the specification (§2) and what it needs, keyed by its pattern in the
 * router's `$param` syntax. Route guards read this table; nothing else decides route access.
 */
export const ROUTE_REQUIREMENTS = {
  // Public routes (§2), plus the password reset page the reset email links to.
  '/login': PUBLIC,
  '/auth/register': PUBLIC,
  '/auth/forgot-password': PUBLIC,
  '/auth/verify-email': PUBLIC,
  '/auth/reset-password': PUBLIC,

  // Login-only.
  '/sessions': LOGIN,
  '/account': LOGIN,

  // Permission-guarded routes inside the main layout.
  '/': { permission: 'dashboard:read' },
  '/dashboard': { permission: 'dashboard:read' },
  '/upload': { permission: 'uploads:create' },
  '/products': { permission: 'products:read' },
  '/history': { permission: 'uploads:read' },
  '/templates': { permission: 'templates:read' },
  '/templates/upload': { permission: 'templates:create' },
  // §2 says templates:create; the API (and the roles' intent) say distributor_templates:create.
  // Decision 014: the route follows the API, so the guard and its calls agree.
  '/distributor-templates/upload': { permission: 'distributor_templates:create' },
  '/orders': { permission: 'orders:read' },
  '/consultants': { permission: 'consultants:read' },
  '/consultants/add': { permission: 'consultants:create' },
  '/consultants/upload': { permission: 'consultants:create' },
  '/consultants/$id': { permission: 'consultants:read' },
  '/consultants/$id/edit': { permission: 'consultants:update' },
  '/consultant-orders': { permission: 'consultant_orders:read' },
  '/consultant-orders/add': { permission: 'consultant_orders:create' },
  '/consultant-orders/$id': { permission: 'consultant_orders:read' },
  '/consultant-orders/$id/edit': { permission: 'consultant_orders:update' },
  '/combined-orders': { permission: 'combined_orders:read' },
  '/combined-orders/combine': { permission: 'combined_orders:create' },
  '/combined-orders/$id': { permission: 'combined_orders:read' },
  '/weekly-combinations': { permission: 'weekly_combinations:read' },
  '/invoices': { permission: 'invoices:read' },
  '/invoices/$id': { permission: 'invoices:read' },

  // Distributor pages the sidebar lists (§2 shows no routes for them).
  '/distributor-orders': { permission: 'distributor_orders:read' },
  '/distributor-templates': { permission: 'distributor_templates:read' },

  // Admin-role routes.
  '/users': ADMIN,
  '/users/create': ADMIN,
  '/users/roles': ADMIN,
  '/users/audit': ADMIN,
  '/users/$userId': ADMIN,
  '/users/$userId/edit': ADMIN,
  '/admin/periods': ADMIN,
  '/admin/business': ADMIN,
} as const satisfies Record<string, Requirement>;

/** A route pattern of the table, e.g. `'/consultants/$id/edit'`. */
export type RoutePath = keyof typeof ROUTE_REQUIREMENTS;

/** Every route pattern, in table order. */
export const ROUTE_PATHS = Object.keys(ROUTE_REQUIREMENTS) as RoutePath[];

/**
 * The requirement of a route pattern.
 *
 * @example
 * routeRequirement('/users/$userId'); // { role: 'admin' }
 */
export function routeRequirement(route: RoutePath): Requirement {
  return ROUTE_REQUIREMENTS[route];
}
