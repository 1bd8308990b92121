import { describe, expect, it } from 'vitest';
import { NAVIGATION, visibleNavigation } from './navigation.ts';
import { ROUTE_REQUIREMENTS } from './routes.ts';
import { rawUser, USER_KINDS, USERS, type UserKind, userOf } from './test-support/users.ts';

const ALL_ITEMS = NAVIGATION.flatMap((group) => group.items.map((item) => item.id));
const STAFF_READ = [
  'dashboard',
  'orders',
  'consultant-orders',
  'combined-orders',
  'weekly-combinations',
  'products',
  'templates',
  'consultants',
  'invoices',
  'sessions',
  'history',
];
const DISTRIBUTOR = ['dashboard', 'distributor-orders', 'distributor-templates', 'sessions'];
const NOT_ADMIN_ONLY = ALL_ITEMS.filter(
  (id) => !['users', 'audit-logs', 'periods', 'business'].includes(id),
);

/** The sidebar items each user sees, written out by hand. */
const EXPECTED: Record<UserKind, readonly string[]> = {
  admin: ALL_ITEMS,
  superuser: ALL_ITEMS,
  supervisor: NOT_ADMIN_ONLY,
  warehouse_staff: [...STAFF_READ, 'upload'],
  readonly: STAFF_READ,
  distributor_admin: DISTRIBUTOR,
  distributor_editor: DISTRIBUTOR,
  distributor_readonly: DISTRIBUTOR,
  mixed: [...STAFF_READ, 'distributor-orders', 'distributor-templates'],
  none: ['sessions'],
  anonymous: [],
};

const visibleIds = (kind: UserKind) =>
  visibleNavigation(userOf(kind)).flatMap((group) => group.items.map((item) => item.id));

describe('NAVIGATION', () => {
  it('has the groups and items of §2, in order', () => {
    expect(NAVIGATION.map((group) => [group.label, group.items.map((item) => item.label)])).toEqual(
      [
        ['Dashboard', ['Dashboard']],
        ['Orders', ['Orders', 'Consultant Orders', 'Combined Orders', 'Weekly Combinations']],
        ['File Uploads', ['Upload', 'Products', 'Templates']],
        ['Consultants', ['Consultants', 'Invoices']],
        ['Distributor', ['Distributor Orders', 'Distributor Templates']],
        ['User Management', ['Users', 'Audit Logs', 'Sessions']],
        ['Administration', ['Periods', 'Business details']],
        ['System', ['History']],
      ],
    );
  });

  it('gives every item its route requirement', () => {
    for (const item of NAVIGATION.flatMap((group) => group.items)) {
      expect(item.requirement).toBe(ROUTE_REQUIREMENTS[item.to]);
    }
  });

  it('marks Consultants, Combined Orders, Weekly Combinations and Invoices as consultant area', () => {
    const marked = NAVIGATION.flatMap((group) => group.items).filter((item) => item.consultantArea);
    expect(marked.map((item) => item.label)).toEqual([
      'Combined Orders',
      'Weekly Combinations',
      'Consultants',
      'Invoices',
    ]);
  });
});

describe('visibleNavigation', () => {
  const CASES = USER_KINDS.flatMap((kind) =>
    ALL_ITEMS.map((id) => [kind, id, EXPECTED[kind].includes(id)] as const),
  );

  it.each(CASES)('for %s, %s is visible → %s', (kind, id, visible) => {
    expect(visibleIds(kind).includes(id)).toBe(visible);
  });

  it('drops groups that have no visible item', () => {
    expect(visibleNavigation(USERS.distributor_readonly).map((group) => group.label)).toEqual([
      'Dashboard',
      'Distributor',
      'User Management',
    ]);
    expect(visibleNavigation(null)).toEqual([]);
  });

  it('hides the consultant-area items from a user without consultant_orders:read', () => {
    const user = rawUser(
      ['custom'],
      ['orders:read', 'consultants:read', 'combined_orders:read', 'invoices:read'],
    );
    const ids = visibleNavigation(user).flatMap((group) => group.items.map((item) => item.id));
    expect(ids).toEqual(['orders', 'sessions']);
  });
});
