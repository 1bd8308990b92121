import { describe, expect, it } from 'vitest';
import { ROUTE_PATHS, ROUTE_REQUIREMENTS, routeRequirement } from './routes.ts';

/** Every route §2 names (`:id` written `$id`), plus /auth/reset-password and the distributor pages. */
const SPEC_ROUTES = [
  '/login',
  '/auth/register',
  '/auth/forgot-password',
  '/auth/verify-email',
  '/auth/reset-password',
  '/sessions',
  '/account',
  '/',
  '/dashboard',
  '/upload',
  '/products',
  '/history',
  '/templates',
  '/templates/upload',
  '/distributor-templates/upload',
  '/orders',
  '/consultants',
  '/consultants/add',
  '/consultants/upload',
  '/consultants/$id',
  '/consultants/$id/edit',
  '/consultant-orders',
  '/consultant-orders/add',
  '/consultant-orders/$id',
  '/consultant-orders/$id/edit',
  '/combined-orders',
  '/combined-orders/combine',
  '/combined-orders/$id',
  '/weekly-combinations',
  '/invoices',
  '/invoices/$id',
  '/users',
  '/users/create',
  '/users/$userId',
  '/users/$userId/edit',
  '/users/roles',
  '/users/audit',
  '/admin/periods',
  '/admin/business',
  '/distributor-orders',
  '/distributor-templates',
];

describe('ROUTE_REQUIREMENTS', () => {
  it('holds exactly the routes of the specification', () => {
    expect([...ROUTE_PATHS].sort()).toEqual([...SPEC_ROUTES].sort());
  });

  it('guards the admin-role routes by the admin role', () => {
    for (const route of ROUTE_PATHS.filter((path) => /^\/(users|admin)\b/.test(path))) {
      expect(routeRequirement(route)).toEqual({ role: 'admin' });
    }
  });

  it('guards the distributor pages, their upload included, by distributor permissions (decision 014)', () => {
    expect(ROUTE_REQUIREMENTS['/distributor-orders']).toEqual({
      permission: 'distributor_orders:read',
    });
    expect(ROUTE_REQUIREMENTS['/distributor-templates']).toEqual({
      permission: 'distributor_templates:read',
    });
    expect(ROUTE_REQUIREMENTS['/distributor-templates/upload']).toEqual({
      permission: 'distributor_templates:create',
    });
  });

  it('leaves /sessions and /account login-only and the auth pages public', () => {
    expect(routeRequirement('/sessions')).toEqual({ auth: 'login' });
    expect(routeRequirement('/account')).toEqual({ auth: 'login' });
    expect(routeRequirement('/auth/reset-password')).toEqual({ auth: 'public' });
  });
});
