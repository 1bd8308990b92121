import type { Period } from '@back-office/api-client';
import { allowedPeriodActions, type PeriodAction } from '@back-office/domain';
import { ActionIcon, Menu } from '@mantine/core';
import {
  IconArchive,
  IconDots,
  IconLock,
  IconPencil,
  IconPlayerPlay,
  IconTrash,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';

const ITEMS: Record<PeriodAction, { label: string; icon: ReactNode; color?: string }> = {
  edit: { label: 'Edit', icon: <IconPencil size={16} aria-hidden /> },
  activate: { label: 'Activate', icon: <IconPlayerPlay size={16} aria-hidden /> },
  close: { label: 'Close', icon: <IconLock size={16} aria-hidden /> },
  archive: { label: 'Archive', icon: <IconArchive size={16} aria-hidden /> },
  delete: { label: 'Delete', icon: <IconTrash size={16} aria-hidden />, color: 'red.9' },
};

/** The row menu: only the transitions the period's status allows. */
export function PeriodActions({
  period,
  onAction,
}: {
  period: Period;
  onAction: (action: PeriodAction, period: Period) => void;
}) {
  const actions = allowedPeriodActions(period.status);
  if (actions.length === 0) return null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${period.name}`}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {actions.map((action) => (
          <Menu.Item
            key={action}
            leftSection={ITEMS[action].icon}
            color={ITEMS[action].color}
            onClick={() => onAction(action, period)}
          >
            {ITEMS[action].label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
