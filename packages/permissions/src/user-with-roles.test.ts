import { describe, expect, it } from 'vitest';
import { permissionsForRoles } from './matrix.ts';
import { userWithRoles } from './user-with-roles.ts';

describe('userWithRoles', () => {
  it('grants the matrix permissions of the roles and makes the first role primary', () => {
    const user = userWithRoles(['distributor_readonly', 'readonly']);
    expect(user.role).toBe('distributor_readonly');
    expect(user.roles).toEqual(['distributor_readonly', 'readonly']);
    expect(user.is_superuser).toBe(false);
    expect(user.permissions.every((entry) => entry.granted)).toBe(true);
    expect(user.permissions.map((entry) => `${entry.resource}:${entry.action}`)).toEqual(
      permissionsForRoles(['distributor_readonly', 'readonly']),
    );
  });

  it('builds a superuser and a user without roles', () => {
    expect(userWithRoles([], { is_superuser: true })).toEqual({
      role: null,
      roles: [],
      permissions: [],
      is_superuser: true,
    });
    expect(userWithRoles([]).is_superuser).toBe(false);
  });
});
