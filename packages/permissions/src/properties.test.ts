import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkRequirement } from './check-requirement.ts';
import { checkRouteAccess } from './check-route-access.ts';
import { isDistributorOnly } from './checks.ts';
import { matchRoute } from './match-route.ts';
import { NAVIGATION, visibleNavigation } from './navigation.ts';
import { ACTIONS, isConsultantAreaResource, parsePermission, RESOURCES } from './resources.ts';
import { ALL_ROLES } from './roles.ts';
import { ROUTE_PATHS, ROUTE_REQUIREMENTS } from './routes.ts';
import type { PermissionUser } from './user.ts';
import { userWithRoles } from './user-with-roles.ts';

const roleString = fc.oneof(
  fc.constantFrom(...ALL_ROLES),
  fc.constantFrom('owner', '', 'ADMIN', 'distributor'),
);

const grant = fc.record({
  resource: fc.oneof(fc.constantFrom(...RESOURCES), fc.string()),
  action: fc.oneof(fc.constantFrom(...ACTIONS), fc.string()),
  granted: fc.boolean(),
});

/** Users from the matrix (random role subsets) and users as an arbitrary server might send them. */
const anyUser: fc.Arbitrary<PermissionUser> = fc.oneof(
  fc
    .tuple(fc.subarray([...ALL_ROLES]), fc.boolean())
    .map(([roles, is_superuser]) => userWithRoles(roles, { is_superuser })),
  fc.record({
    role: fc.oneof(fc.constant(undefined), fc.constant(null), roleString),
    roles: fc.array(roleString, { maxLength: 4 }),
    permissions: fc.array(grant, { maxLength: 30 }),
    is_superuser: fc.boolean(),
  }),
);

const maybeUser = fc.option(anyUser, { nil: null });
const visibleItems = (user: PermissionUser | null) =>
  visibleNavigation(user).flatMap((group) => group.items);

describe('properties', () => {
  it('every visible navigation item leads to a route checkRouteAccess allows', () => {
    fc.assert(
      fc.property(maybeUser, (user) => {
        for (const item of visibleItems(user)) {
          expect(matchRoute(item.to)?.route).toBe(item.to);
          expect(checkRouteAccess(user, item.to)).toEqual({ allowed: true });
        }
      }),
    );
  });

  it('a superuser sees every item and opens every route', () => {
    fc.assert(
      fc.property(anyUser, (user) => {
        const superuser = { ...user, is_superuser: true };
        expect(visibleItems(superuser)).toHaveLength(
          NAVIGATION.flatMap((group) => group.items).length,
        );
        for (const route of ROUTE_PATHS)
          expect(checkRouteAccess(superuser, route).allowed).toBe(true);
      }),
    );
  });

  it('a distributor-only user who is not a superuser never reaches the consultant area', () => {
    fc.assert(
      fc.property(anyUser, (user) => {
        fc.pre(isDistributorOnly(user) && !user.is_superuser);
        for (const route of ROUTE_PATHS) {
          const requirement = ROUTE_REQUIREMENTS[route];
          if (!('permission' in requirement)) continue;
          if (!isConsultantAreaResource(parsePermission(requirement.permission).resource)) continue;
          expect(checkRouteAccess(user, route).allowed).toBe(false);
        }
      }),
    );
  });

  it('adding a role to a matrix user never hides a navigation item', () => {
    fc.assert(
      fc.property(fc.subarray([...ALL_ROLES]), fc.constantFrom(...ALL_ROLES), (roles, extra) => {
        const before = visibleItems(userWithRoles(roles)).map((item) => item.id);
        const after = visibleItems(userWithRoles([...roles, extra])).map((item) => item.id);
        expect(after).toEqual(expect.arrayContaining(before));
      }),
    );
  });

  it('a denial is unauthenticated exactly when there is no user', () => {
    fc.assert(
      fc.property(maybeUser, fc.constantFrom(...ROUTE_PATHS), (user, route) => {
        const result = checkRequirement(user, ROUTE_REQUIREMENTS[route]);
        if (!result.allowed) expect(result.reason === 'unauthenticated').toBe(user === null);
      }),
    );
  });

  it('a concrete path resolves to its pattern with decoded parameters', () => {
    const statics = new Set(ROUTE_PATHS.flatMap((route) => route.split('/')));
    const param = fc.string({ minLength: 1 }).filter((value) => !statics.has(value));
    fc.assert(
      fc.property(fc.constantFrom(...ROUTE_PATHS), param, (route, value) => {
        const path = route.replace(/\$[A-Za-z]+/g, encodeURIComponent(value));
        const match = matchRoute(path);
        expect(match?.route).toBe(route);
        for (const found of Object.values(match?.params ?? {})) expect(found).toBe(value);
      }),
    );
  });
});
