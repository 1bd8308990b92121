import { describe, expect, it } from 'vitest';
import {
  ALL_ROLES,
  DISTRIBUTOR_ROLES,
  isDistributorRole,
  isRole,
  ROLE_LABELS,
  roleLabel,
} from './roles.ts';

describe('roles', () => {
  it('lists the seven roles of the specification', () => {
    expect(ALL_ROLES).toEqual([
      'admin',
      'supervisor',
      'warehouse_staff',
      'readonly',
      'distributor_admin',
      'distributor_editor',
      'distributor_readonly',
    ]);
  });

  it('labels the four staff roles as the specification does and every role uniquely', () => {
    expect(ROLE_LABELS.admin).toBe('Administrator');
    expect(ROLE_LABELS.supervisor).toBe('Supervisor');
    expect(ROLE_LABELS.warehouse_staff).toBe('Warehouse Staff');
    expect(ROLE_LABELS.readonly).toBe('Read Only');
    expect(new Set(Object.values(ROLE_LABELS)).size).toBe(ALL_ROLES.length);
  });

  it('recognises known roles and distributor roles only', () => {
    expect(isRole('supervisor')).toBe(true);
    expect(isRole('owner')).toBe(false);
    expect(ALL_ROLES.filter(isDistributorRole)).toEqual([...DISTRIBUTOR_ROLES]);
    expect(isDistributorRole('distributor_owner')).toBe(false);
  });

  it('shows an unknown role string as it came', () => {
    expect(roleLabel('distributor_readonly')).toBe('Distributor Read Only');
    expect(roleLabel('owner')).toBe('owner');
  });
});
