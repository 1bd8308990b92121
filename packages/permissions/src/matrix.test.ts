import { describe, expect, it } from 'vitest';
import { DEFAULT_ROLE_PERMISSIONS, permissionsForRoles } from './matrix.ts';
import { ACTIONS, type Permission, RESOURCES } from './resources.ts';
import { ALL_ROLES } from './roles.ts';

/** domain.md's matrix written as letters, to check the data against a second spelling. */
const EXPECTED: Record<string, Record<string, string>> = {
  admin: Object.fromEntries(RESOURCES.map((resource) => [resource, 'CRUD'])),
  supervisor: {
    ...Object.fromEntries(RESOURCES.map((resource) => [resource, 'CRUD'])),
    distributor_orders: 'R',
    distributor_templates: 'R',
  },
  warehouse_staff: {
    dashboard: 'R',
    uploads: 'CR',
    products: 'R',
    templates: 'R',
    orders: 'CRU',
    consultants: 'R',
    consultant_orders: 'CRU',
    combined_orders: 'CR',
    weekly_combinations: 'CR',
    invoices: 'R',
  },
  readonly: {
    ...Object.fromEntries(RESOURCES.map((resource) => [resource, 'R'])),
    distributor_orders: '',
    distributor_templates: '',
  },
  distributor_admin: { dashboard: 'R', distributor_orders: 'CRUD', distributor_templates: 'CRUD' },
  distributor_editor: { dashboard: 'R', distributor_orders: 'CRU', distributor_templates: 'CRU' },
  distributor_readonly: { dashboard: 'R', distributor_orders: 'R', distributor_templates: 'R' },
};

function expand(letters: Record<string, string>): Permission[] {
  return RESOURCES.flatMap((resource) =>
    ACTIONS.filter((action) =>
      (letters[resource] ?? '').includes(action.charAt(0).toUpperCase()),
    ).map((action): Permission => `${resource}:${action}`),
  );
}

describe('DEFAULT_ROLE_PERMISSIONS', () => {
  it.each(ALL_ROLES)('matches the domain matrix for %s', (role) => {
    expect(new Set(DEFAULT_ROLE_PERMISSIONS[role])).toEqual(new Set(expand(EXPECTED[role] ?? {})));
  });

  it('holds no duplicates', () => {
    for (const role of ALL_ROLES) {
      const permissions = DEFAULT_ROLE_PERMISSIONS[role];
      expect(new Set(permissions).size).toBe(permissions.length);
    }
  });
});

describe('permissionsForRoles', () => {
  it('returns the union of the roles in canonical order', () => {
    expect(permissionsForRoles(['distributor_readonly', 'distributor_editor'])).toEqual([
      'dashboard:read',
      'distributor_orders:create',
      'distributor_orders:read',
      'distributor_orders:update',
      'distributor_templates:create',
      'distributor_templates:read',
      'distributor_templates:update',
    ]);
  });

  it('ignores unknown roles and returns nothing for no roles', () => {
    expect(permissionsForRoles(['owner'])).toEqual([]);
    expect(permissionsForRoles([])).toEqual([]);
    expect(permissionsForRoles(['owner', 'distributor_readonly'])).toEqual(
      permissionsForRoles(['distributor_readonly']),
    );
  });

  it('gives admin every permission', () => {
    expect(permissionsForRoles(['admin'])).toHaveLength(RESOURCES.length * ACTIONS.length);
  });
});
