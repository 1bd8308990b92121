import { describe, expect, it } from 'vitest';
import * as api from './index.ts';

describe('public API', () => {
  it('exports the documented functions and data', () => {
    expect(Object.keys(api).sort()).toEqual(
      [
        'ACTIONS',
        'ALL_ROLES',
        'CONSULTANT_AREA_RESOURCES',
        'DEFAULT_ROLE_PERMISSIONS',
        'DISTRIBUTOR_RESOURCES',
        'DISTRIBUTOR_ROLES',
        'NAVIGATION',
        'RESOURCES',
        'ROLE_LABELS',
        'ROUTE_PATHS',
        'ROUTE_REQUIREMENTS',
        'SUMMARY_LIMIT',
        'canAccessConsultantOrders',
        'checkRequirement',
        'checkRouteAccess',
        'describeRequirement',
        'describeUserRole',
        'effectiveRoles',
        'hasAnyRole',
        'hasPermission',
        'isAction',
        'isAdmin',
        'isConsultantAreaResource',
        'isDistributorOnly',
        'isDistributorRole',
        'isNavItemVisible',
        'isResource',
        'isRole',
        'matchRoute',
        'parsePermission',
        'permissionsForRoles',
        'roleLabel',
        'routeRequirement',
        'summarizePermissions',
        'toPermission',
        'userWithRoles',
        'visibleNavigation',
      ].sort(),
    );
  });
});
