import { describe, expect, it } from 'vitest';
import { checkRouteAccess } from './check-route-access.ts';
import { ROUTE_PATHS, type RoutePath } from './routes.ts';
import { rawUser, USER_KINDS, USERS, type UserKind, userOf } from './test-support/users.ts';

const EVERYONE: readonly UserKind[] = USER_KINDS;
const SIGNED_IN = USER_KINDS.filter((kind) => kind !== 'anonymous');
const ANY_ROLE = SIGNED_IN.filter((kind) => kind !== 'none');
const READERS: readonly UserKind[] = [
  'admin',
  'supervisor',
  'warehouse_staff',
  'readonly',
  'mixed',
  'superuser',
];
const WAREHOUSE_WRITERS: readonly UserKind[] = [
  'admin',
  'supervisor',
  'warehouse_staff',
  'superuser',
];
const MANAGERS: readonly UserKind[] = ['admin', 'supervisor', 'superuser'];
const DISTRIBUTOR_READERS: readonly UserKind[] = [
  'admin',
  'supervisor',
  'distributor_admin',
  'distributor_editor',
  'distributor_readonly',
  'mixed',
  'superuser',
];
const ADMINS: readonly UserKind[] = ['admin', 'superuser'];
/** Decision 014: distributor_templates:create (not templates:create). */
const DISTRIBUTOR_WRITERS: readonly UserKind[] = [
  'admin',
  'distributor_admin',
  'distributor_editor',
  'mixed',
  'superuser',
];

/** Who may open each route, written out by hand from the matrix. */
const EXPECTED: Record<RoutePath, readonly UserKind[]> = {
  '/login': EVERYONE,
  '/auth/register': EVERYONE,
  '/auth/forgot-password': EVERYONE,
  '/auth/verify-email': EVERYONE,
  '/auth/reset-password': EVERYONE,
  '/sessions': SIGNED_IN,
  '/account': SIGNED_IN,
  '/': ANY_ROLE,
  '/dashboard': ANY_ROLE,
  '/upload': WAREHOUSE_WRITERS,
  '/products': READERS,
  '/history': READERS,
  '/templates': READERS,
  '/templates/upload': MANAGERS,
  '/distributor-templates/upload': DISTRIBUTOR_WRITERS,
  '/orders': READERS,
  '/consultants': READERS,
  '/consultants/add': MANAGERS,
  '/consultants/upload': MANAGERS,
  '/consultants/$id': READERS,
  '/consultants/$id/edit': MANAGERS,
  '/consultant-orders': READERS,
  '/consultant-orders/add': WAREHOUSE_WRITERS,
  '/consultant-orders/$id': READERS,
  '/consultant-orders/$id/edit': WAREHOUSE_WRITERS,
  '/combined-orders': READERS,
  '/combined-orders/combine': WAREHOUSE_WRITERS,
  '/combined-orders/$id': READERS,
  '/weekly-combinations': READERS,
  '/invoices': READERS,
  '/invoices/$id': READERS,
  '/distributor-orders': DISTRIBUTOR_READERS,
  '/distributor-templates': DISTRIBUTOR_READERS,
  '/users': ADMINS,
  '/users/create': ADMINS,
  '/users/roles': ADMINS,
  '/users/audit': ADMINS,
  '/users/$userId': ADMINS,
  '/users/$userId/edit': ADMINS,
  '/admin/periods': ADMINS,
  '/admin/business': ADMINS,
};

/** A concrete path for a pattern: every parameter becomes 17. */
const concrete = (route: RoutePath) => route.replace(/\$[A-Za-z]+/g, '17');

const CASES = ROUTE_PATHS.flatMap((route) =>
  USER_KINDS.map((kind) => [route, kind, EXPECTED[route].includes(kind)] as const),
);

describe('checkRouteAccess', () => {
  it.each(CASES)('%s for %s → allowed %s', (route, kind, allowed) => {
    const user = userOf(kind);
    const result = checkRouteAccess(user, concrete(route));
    expect(result.allowed).toBe(allowed);
    if (!result.allowed) {
      expect(result.reason).toBe(kind === 'anonymous' ? 'unauthenticated' : 'forbidden');
      expect(result.required).not.toBe('');
    }
  });

  it('tells the Access Denied page the required permission or role and the user role', () => {
    expect(checkRouteAccess(USERS.readonly, '/consultants/42/edit')).toEqual({
      allowed: false,
      reason: 'forbidden',
      required: 'consultants:update',
      userRole: 'readonly',
      requirement: { permission: 'consultants:update' },
    });
    expect(checkRouteAccess(USERS.supervisor, '/admin/periods')).toMatchObject({
      required: 'admin',
      userRole: 'supervisor',
    });
  });

  it('closes the consultant area to distributor-only users whatever the server granted', () => {
    const granted = rawUser(
      ['distributor_admin'],
      ['consultants:read', 'consultant_orders:read', 'combined_orders:read', 'invoices:read'],
    );
    for (const path of [
      '/consultants',
      '/consultant-orders/1',
      '/combined-orders',
      '/invoices/1',
    ]) {
      expect(checkRouteAccess(granted, path).allowed).toBe(false);
    }
  });

  it('denies paths outside the table to everyone (fail closed)', () => {
    for (const user of [USERS.none, USERS.superuser, USERS.admin]) {
      expect(checkRouteAccess(user, '/nowhere')).toMatchObject({
        allowed: false,
        reason: 'forbidden',
        required: 'none',
      });
    }
    expect(checkRouteAccess(null, '/nowhere')).toMatchObject({
      allowed: false,
      reason: 'unauthenticated',
    });
  });
});
