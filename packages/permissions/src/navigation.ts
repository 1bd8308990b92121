import { checkRequirement, type Requirement } from './check-requirement.ts';
import { canAccessConsultantOrders } from './checks.ts';
import { ROUTE_REQUIREMENTS, type RoutePath } from './routes.ts';
import type { PermissionUser } from './user.ts';

/** One sidebar link. Its requirement is always its route's requirement. */
export interface NavItem {
  readonly id: string;
  readonly label: string;
  readonly to: RoutePath;
  readonly requirement: Requirement;
  /** Also hidden from users who cannot access consultant orders (§2). */
  readonly consultantArea: boolean;
}

/** One sidebar group; a group with a single item of the same name renders as a plain link. */
export interface NavGroup {
  readonly id: string;
  readonly label: string;
  readonly items: readonly NavItem[];
}

function item(id: string, label: string, to: RoutePath, consultantArea = false): NavItem {
  return { id, label, to, requirement: ROUTE_REQUIREMENTS[to], consultantArea };
}

/** The sidebar of §2: its groups and items, in order. */
export const NAVIGATION: readonly NavGroup[] = [
  { id: 'dashboard', label: 'Dashboard', items: [item('dashboard', 'Dashboard', '/dashboard')] },
  {
    id: 'orders',
    label: 'Orders',
    items: [
      item('orders', 'Orders', '/orders'),
      item('consultant-orders', 'Consultant Orders', '/consultant-orders'),
      item('combined-orders', 'Combined Orders', '/combined-orders', true),
      item('weekly-combinations', 'Weekly Combinations', '/weekly-combinations', true),
    ],
  },
  {
    id: 'file-uploads',
    label: 'File Uploads',
    items: [
      item('upload', 'Upload', '/upload'),
      item('products', 'Products', '/products'),
      item('templates', 'Templates', '/templates'),
    ],
  },
  {
    id: 'consultants',
    label: 'Consultants',
    items: [
      item('consultants', 'Consultants', '/consultants', true),
      item('invoices', 'Invoices', '/invoices', true),
    ],
  },
  {
    id: 'distributor',
    label: 'Distributor',
    items: [
      item('distributor-orders', 'Distributor Orders', '/distributor-orders'),
      item('distributor-templates', 'Distributor Templates', '/distributor-templates'),
    ],
  },
  {
    id: 'user-management',
    label: 'User Management',
    items: [
      item('users', 'Users', '/users'),
      item('audit-logs', 'Audit Logs', '/users/audit'),
      item('sessions', 'Sessions', '/sessions'),
    ],
  },
  {
    id: 'administration',
    label: 'Administration',
    items: [
      item('periods', 'Periods', '/admin/periods'),
      item('business', 'Business details', '/admin/business'),
    ],
  },
  { id: 'system', label: 'System', items: [item('history', 'History', '/history')] },
];

/**
 * Whether one sidebar item is shown to the user.
 *
 * @example
 * isNavItemVisible(userWithRoles(['distributor_admin']), item); // false for 'Invoices'
 */
export function isNavItemVisible(
  user: PermissionUser | null | undefined,
  navItem: NavItem,
): boolean {
  if (!checkRequirement(user, navItem.requirement).allowed) return false;
  return !navItem.consultantArea || canAccessConsultantOrders(user);
}

/**
 * The sidebar the user sees: items they may open, and groups that keep at least one item.
 *
 * @example
 * visibleNavigation(userWithRoles(['distributor_readonly'])).map((group) => group.label);
 * // ['Dashboard', 'Distributor', 'User Management']
 */
export function visibleNavigation(user: PermissionUser | null | undefined): NavGroup[] {
  return NAVIGATION.map((group) => ({
    ...group,
    items: group.items.filter((navItem) => isNavItemVisible(user, navItem)),
  })).filter((group) => group.items.length > 0);
}
