import { userWithRoles } from '@back-office/permissions';
import { describe, expect, it } from 'vitest';
import {
  distributorOrderPermissions,
  ownDistributor,
  statusRules,
} from './distributor-order-rules.ts';

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

  it("fixes a distributor-only user's orders to their department's distributor", () => {
    const name = 'Highveld Wellness Distributors';
    const editor = { ...userWithRoles(['distributor_editor']), department: name };
    expect(ownDistributor(editor)).toBe(name);
    expect(ownDistributor({ ...editor, department: null })).toBe('');
    expect(ownDistributor({ ...editor, is_superuser: true })).toBeUndefined();
    const staff = { ...userWithRoles(['supervisor', 'distributor_readonly']), department: name };
    expect(ownDistributor(staff)).toBeUndefined();
  });
});
