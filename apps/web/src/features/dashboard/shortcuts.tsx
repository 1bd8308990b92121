import type { User } from '@back-office/api-client';
import { checkRouteAccess, hasPermission, type Permission } from '@back-office/permissions';
import { Button, Group } from '@mantine/core';
import {
  IconCalendarCog,
  IconFileSpreadsheet,
  IconFileUpload,
  IconPackages,
  IconShoppingCartPlus,
  IconTruckDelivery,
  IconUserPlus,
  IconUsersPlus,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

interface Shortcut {
  readonly label: string;
  readonly to: string;
  readonly search?: Record<string, unknown>;
  readonly icon: ReactNode;
  /** Needed on top of the route's own requirement (an action on a list route). */
  readonly permission?: Permission;
}

const SHORTCUTS: readonly Shortcut[] = [
  { label: 'Upload spreadsheet', to: '/upload', icon: <IconFileUpload size={16} aria-hidden /> },
  {
    label: 'New consultant order',
    to: '/consultant-orders/add',
    icon: <IconShoppingCartPlus size={16} aria-hidden />,
  },
  {
    label: 'Combine orders',
    to: '/combined-orders/combine',
    icon: <IconPackages size={16} aria-hidden />,
  },
  { label: 'Add consultant', to: '/consultants/add', icon: <IconUserPlus size={16} aria-hidden /> },
  {
    label: 'New distributor order',
    to: '/distributor-orders',
    search: { create: true },
    permission: 'distributor_orders:create',
    icon: <IconTruckDelivery size={16} aria-hidden />,
  },
  {
    label: 'Upload template',
    to: '/templates/upload',
    icon: <IconFileSpreadsheet size={16} aria-hidden />,
  },
  { label: 'Add user', to: '/users/create', icon: <IconUsersPlus size={16} aria-hidden /> },
  {
    label: 'Manage periods',
    to: '/admin/periods',
    icon: <IconCalendarCog size={16} aria-hidden />,
  },
];

/** What the user may do from here: the same route table as the guards, so never a dead end. */
export function allowedShortcuts(user: User | null): readonly Shortcut[] {
  return SHORTCUTS.filter(
    (shortcut) =>
      checkRouteAccess(user, shortcut.to).allowed &&
      (!shortcut.permission || hasPermission(user, shortcut.permission)),
  );
}

export function Shortcuts({ user }: { user: User | null }) {
  const shortcuts = allowedShortcuts(user);
  if (shortcuts.length === 0) return null;
  return (
    <Group gap="sm" role="group" aria-label="Shortcuts">
      {shortcuts.map((shortcut) => (
        <Button
          key={shortcut.to}
          variant="default"
          leftSection={shortcut.icon}
          renderRoot={(props) => (
            <Link {...props} to={shortcut.to as never} search={(shortcut.search ?? {}) as never} />
          )}
        >
          {shortcut.label}
        </Button>
      ))}
    </Group>
  );
}
