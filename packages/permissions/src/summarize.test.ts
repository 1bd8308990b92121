import { describe, expect, it } from 'vitest';
import { summarizePermissions } from './summarize.ts';
import { rawUser, USERS } from './test-support/users.ts';

describe('summarizePermissions', () => {
  it('shows the first six granted permissions and counts the rest', () => {
    expect(summarizePermissions(USERS.readonly)).toEqual({
      shown: [
        'dashboard:read',
        'uploads:read',
        'products:read',
        'templates:read',
        'orders:read',
        'consultants:read',
      ],
      more: 4,
      moreLabel: '+4 more',
    });
  });

  it('has no "+N more" at six or fewer', () => {
    expect(summarizePermissions(USERS.distributor_readonly)).toEqual({
      shown: ['dashboard:read', 'distributor_orders:read', 'distributor_templates:read'],
      more: 0,
      moreLabel: null,
    });
    expect(summarizePermissions(rawUser([], ['a:1', 'b:2', 'c:3', 'd:4', 'e:5', 'f:6'])).more).toBe(
      0,
    );
  });

  it('skips denied entries and duplicates, and keeps unknown strings', () => {
    const user = {
      permissions: [
        { resource: 'orders', action: 'read', granted: false },
        { resource: 'reports', action: 'export', granted: true },
        { resource: 'reports', action: 'export', granted: true },
      ],
    };
    expect(summarizePermissions(user).shown).toEqual(['reports:export']);
  });

  it('summarizes no user as nothing', () => {
    expect(summarizePermissions(null)).toEqual({ shown: [], more: 0, moreLabel: null });
  });
});
