import { describe, expect, it } from 'vitest';
import { checkRequirement, describeRequirement } from './check-requirement.ts';
import { CONSULTANT_AREA_RESOURCES } from './resources.ts';
import { rawUser, USERS } from './test-support/users.ts';

describe('checkRequirement', () => {
  it('lets anyone through a public requirement', () => {
    expect(checkRequirement(null, { auth: 'public' })).toEqual({ allowed: true });
    expect(checkRequirement(USERS.none, { auth: 'public' })).toEqual({ allowed: true });
  });

  it('lets any signed-in user through a login requirement', () => {
    expect(checkRequirement(USERS.none, { auth: 'login' })).toEqual({ allowed: true });
  });

  it('lets nobody through a none requirement, superusers included', () => {
    for (const user of Object.values(USERS)) {
      expect(checkRequirement(user, { auth: 'none' })).toMatchObject({
        allowed: false,
        reason: 'forbidden',
        required: 'none',
      });
    }
  });

  it('refuses no user as unauthenticated, naming the requirement', () => {
    expect(checkRequirement(undefined, { auth: 'login' })).toEqual({
      allowed: false,
      reason: 'unauthenticated',
      required: 'login',
      userRole: 'none',
      requirement: { auth: 'login' },
    });
    expect(checkRequirement(null, { permission: 'orders:read' })).toMatchObject({
      allowed: false,
      reason: 'unauthenticated',
      required: 'orders:read',
    });
  });

  it('refuses a missing permission as forbidden with the user role', () => {
    expect(checkRequirement(USERS.readonly, { permission: 'orders:update' })).toEqual({
      allowed: false,
      reason: 'forbidden',
      required: 'orders:update',
      userRole: 'readonly',
      requirement: { permission: 'orders:update' },
    });
  });

  it('checks roles by any match', () => {
    expect(checkRequirement(USERS.admin, { role: 'admin' })).toEqual({ allowed: true });
    expect(checkRequirement(USERS.mixed, { role: 'admin' })).toMatchObject({
      allowed: false,
      reason: 'forbidden',
      required: 'admin',
      userRole: 'readonly, distributor_editor',
    });
  });

  it.each(CONSULTANT_AREA_RESOURCES)(
    'refuses %s to a distributor-only user whatever was granted',
    (resource) => {
      const user = rawUser(['distributor_admin'], [`${resource}:read`]);
      expect(checkRequirement(user, { permission: `${resource}:read` })).toMatchObject({
        allowed: false,
        reason: 'forbidden',
        required: `${resource}:read`,
        userRole: 'distributor_admin',
      });
    },
  );

  it('lets a distributor-only user use other resources granted to them', () => {
    const user = rawUser(['distributor_admin'], ['orders:read']);
    expect(checkRequirement(user, { permission: 'orders:read' })).toEqual({ allowed: true });
  });

  it('passes a superuser everywhere, even with distributor roles only', () => {
    const user = rawUser(['distributor_readonly'], [], { is_superuser: true });
    expect(checkRequirement(user, { permission: 'invoices:delete' })).toEqual({ allowed: true });
    expect(checkRequirement(user, { role: 'admin' })).toEqual({ allowed: true });
  });
});

describe('describeRequirement', () => {
  it('names a permission, a role or the auth level', () => {
    expect(describeRequirement({ permission: 'invoices:read' })).toBe('invoices:read');
    expect(describeRequirement({ role: 'admin' })).toBe('admin');
    expect(describeRequirement({ auth: 'public' })).toBe('public');
  });
});
