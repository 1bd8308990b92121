import { describe, expect, it } from 'vitest';
import { rawUser } from './test-support/users.ts';
import { describeUserRole, effectiveRoles } from './user.ts';

describe('effectiveRoles', () => {
  it('adds the primary role when the list lacks it', () => {
    expect(effectiveRoles(rawUser([], [], { role: 'admin' }))).toEqual(['admin']);
    expect(effectiveRoles(rawUser(['readonly'], [], { role: 'admin' }))).toEqual([
      'readonly',
      'admin',
    ]);
  });

  it('does not repeat a primary role already listed, and ignores an empty one', () => {
    expect(effectiveRoles(rawUser(['admin'], [], { role: 'admin' }))).toEqual(['admin']);
    expect(effectiveRoles(rawUser(['readonly'], [], { role: null }))).toEqual(['readonly']);
    expect(effectiveRoles(rawUser(['readonly'], [], { role: '' }))).toEqual(['readonly']);
  });
});

describe('describeUserRole', () => {
  it('joins every role, or says none', () => {
    expect(describeUserRole(rawUser(['readonly', 'distributor_editor']))).toBe(
      'readonly, distributor_editor',
    );
    expect(describeUserRole(rawUser([]))).toBe('none');
    expect(describeUserRole(null)).toBe('none');
    expect(describeUserRole(undefined)).toBe('none');
  });
});
