import { describe, expect, it } from 'vitest';
import { makeUser } from '../../test-utils/fixtures.ts';
import { allowedShortcuts } from './shortcuts.tsx';

const labels = (roles: string[]) => allowedShortcuts(makeUser(roles)).map((s) => s.label);

describe('dashboard shortcuts', () => {
  it('offers each role only the actions it may take', () => {
    expect(labels(['readonly'])).toEqual([]);
    expect(labels(['warehouse_staff'])).toEqual([
      'Upload spreadsheet',
      'New consultant order',
      'Combine orders',
    ]);
    expect(labels(['distributor_editor'])).toEqual(['New distributor order']);
    expect(labels(['distributor_readonly'])).toEqual([]);
    expect(labels(['admin'])).toContain('Manage periods');
  });
});
