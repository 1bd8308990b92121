import { describe, expect, it } from 'vitest';
import {
  canAccessConsultantOrders,
  hasAnyRole,
  hasPermission,
  isAdmin,
  isDistributorOnly,
} from './checks.ts';
import { rawUser, USERS } from './test-support/users.ts';

describe('hasPermission', () => {
  it('counts only granted entries', () => {
    const user = {
      roles: [],
      is_superuser: false,
      permissions: [
        { resource: 'orders', action: 'read', granted: true },
        { resource: 'orders', action: 'delete', granted: false },
      ],
    };
    expect(hasPermission(user, 'orders:read')).toBe(true);
    expect(hasPermission(user, 'orders:delete')).toBe(false);
    expect(hasPermission(user, 'orders:update')).toBe(false);
  });

  it('passes a superuser without any permission and fails no user', () => {
    expect(hasPermission(USERS.superuser, 'distributor_templates:delete')).toBe(true);
    expect(hasPermission(null, 'dashboard:read')).toBe(false);
    expect(hasPermission(undefined, 'dashboard:read')).toBe(false);
  });

  it('tolerates unknown resources and actions from the server', () => {
    const user = rawUser(['owner'], ['reports:read', 'orders:approve']);
    expect(hasPermission(user, 'orders:read')).toBe(false);
  });
});

describe('hasAnyRole', () => {
  it('passes when any of the roles matches', () => {
    expect(hasAnyRole(USERS.mixed, ['distributor_editor'])).toBe(true);
    expect(hasAnyRole(USERS.mixed, ['admin', 'supervisor'])).toBe(false);
    expect(hasAnyRole(USERS.none, ['readonly'])).toBe(false);
  });

  it('reads the primary role too', () => {
    expect(hasAnyRole(rawUser([], [], { role: 'supervisor' }), ['supervisor'])).toBe(true);
  });

  it('passes a superuser and fails no user', () => {
    expect(hasAnyRole(USERS.superuser, ['admin'])).toBe(true);
    expect(hasAnyRole(null, ['admin'])).toBe(false);
  });
});

describe('isDistributorOnly', () => {
  it.each([
    ['distributor_admin', true],
    ['distributor_editor', true],
    ['distributor_readonly', true],
    ['admin', false],
    ['supervisor', false],
    ['warehouse_staff', false],
    ['readonly', false],
    ['mixed', false],
    ['none', false],
    ['superuser', false],
  ] as const)('%s → %s', (kind, expected) => {
    expect(isDistributorOnly(USERS[kind])).toBe(expected);
  });

  it('counts an unknown role as a non-distributor role and fails no user', () => {
    expect(isDistributorOnly(rawUser(['distributor_admin', 'owner']))).toBe(false);
    expect(isDistributorOnly(rawUser(['distributor_admin', 'distributor_editor']))).toBe(true);
    expect(isDistributorOnly(null)).toBe(false);
  });
});

describe('canAccessConsultantOrders', () => {
  it.each([
    ['admin', true],
    ['supervisor', true],
    ['warehouse_staff', true],
    ['readonly', true],
    ['distributor_admin', false],
    ['distributor_editor', false],
    ['distributor_readonly', false],
    ['mixed', true],
    ['none', false],
    ['superuser', true],
  ] as const)('%s → %s', (kind, expected) => {
    expect(canAccessConsultantOrders(USERS[kind])).toBe(expected);
  });

  it('refuses a distributor-only user even with consultant_orders:read granted', () => {
    const user = rawUser(['distributor_admin'], ['consultant_orders:read']);
    expect(canAccessConsultantOrders(user)).toBe(false);
  });

  it('passes a distributor superuser and fails no user', () => {
    expect(
      canAccessConsultantOrders(rawUser(['distributor_admin'], [], { is_superuser: true })),
    ).toBe(true);
    expect(canAccessConsultantOrders(null)).toBe(false);
  });
});

describe('isAdmin', () => {
  it('is true for admin and superuser only', () => {
    expect(isAdmin(USERS.admin)).toBe(true);
    expect(isAdmin(USERS.superuser)).toBe(true);
    expect(isAdmin(USERS.supervisor)).toBe(false);
    expect(isAdmin(USERS.distributor_admin)).toBe(false);
    expect(isAdmin(null)).toBe(false);
  });
});
