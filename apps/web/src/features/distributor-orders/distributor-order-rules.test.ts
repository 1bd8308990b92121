import { userWithRoles } from '@back-office/permissions';
import { describe, expect, it } from 'vitest';
import { distributorOrderPermissions, statusRules } from './distributor-order-rules.ts';

describe('distributor order rules', () => {
  it.each([
    ['distributor_admin', { canCreate: true, canUpdate: true, canDelete: true }],
    ['distributor_editor', { canCreate: true, canUpdate: true, canDelete: false }],
    ['distributor_readonly', { canCreate: false, canUpdate: false, canDelete: false }],
    ['supervisor', { canCreate: false, canUpdate: false, canDelete: false }],
  ] as const)('%s may %j', (role, expected) => {
    expect(distributorOrderPermissions(userWithRoles([role]))).toEqual(expected);
  });

  it('follows the order lifecycle', () => {
    expect(statusRules.canSubmit('draft', 0)).toBe(false);
    expect(statusRules.canSubmit('draft', 2)).toBe(true);
    expect(statusRules.canFulfil('draft')).toBe(false);
    expect(statusRules.canDelete('submitted')).toBe(false);
    expect(statusRules.canEdit('fulfilled')).toBe(false);
  });
});
