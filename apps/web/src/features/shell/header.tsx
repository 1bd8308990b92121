import type { User } from '@back-office/api-client';
import { ActionIcon, Burger, Group, Text, Tooltip } from '@mantine/core';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import type { Ref } from 'react';
import { CommandPaletteTrigger } from './command-palette-trigger.tsx';
import { NAVIGATION_DRAWER_ID } from './navigation-drawer.ts';
import { LazyNotificationCentre } from './notifications/lazy-notification-centre.tsx';
import { PeriodSelector } from './period-selector.tsx';
import { ThemeToggle } from './theme-toggle.tsx';
import { UserCard } from './user-card.tsx';

export interface HeaderProps {
  readonly user: User;
  readonly mobileOpened: boolean;
  readonly onToggleMobile: () => void;
  /** The phone drawer's toggle, where focus returns when the drawer closes. */
  readonly mobileToggleRef?: Ref<HTMLButtonElement>;
  readonly collapsed: boolean;
  readonly onToggleCollapsed: () => void;
  readonly onLogout: () => void;
}

/** The shell header: sidebar controls, period selector, theme toggle and user card. */
export function Header(props: HeaderProps) {
  const { user, mobileOpened, onToggleMobile, mobileToggleRef } = props;
  const { collapsed, onToggleCollapsed, onLogout } = props;
  const collapseLabel = collapsed ? 'Expand sidebar' : 'Collapse sidebar';
  return (
    <Group h="100%" px={{ base: 'xs', sm: 'md' }} gap="xs" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        {/* One name; its state is aria-expanded (a disclosure of the drawer it controls). */}
        <Burger
          ref={mobileToggleRef}
          opened={mobileOpened}
          onClick={onToggleMobile}
          hiddenFrom="sm"
          size="sm"
          aria-label="Navigation"
          aria-expanded={mobileOpened}
          aria-controls={NAVIGATION_DRAWER_ID}
          data-testid="navigation-toggle"
        />
        <Tooltip label={collapseLabel}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            visibleFrom="sm"
            onClick={onToggleCollapsed}
            aria-label={collapseLabel}
            aria-pressed={collapsed}
            data-testid="sidebar-toggle"
          >
            {collapsed ? (
              <IconLayoutSidebarLeftExpand size={20} aria-hidden />
            ) : (
              <IconLayoutSidebarLeftCollapse size={20} aria-hidden />
            )}
          </ActionIcon>
        </Tooltip>
        <Text fw={700} size="lg" visibleFrom="xs">
          Back Office
        </Text>
      </Group>
      {/* Takes the width the left side leaves; the period selector grows into it. The gap
          narrows to 4 px on a phone (390 px) so the selector's value stays whole beside the
          theme menu, the bell and the user, and is the usual 10 px from a tablet up. */}
      <Group
        wrap="nowrap"
        justify="flex-end"
        style={{ flex: 1, minWidth: 0, gap: 'clamp(4px, calc(1.6vw - 2px), 10px)' }}
      >
        <CommandPaletteTrigger />
        <PeriodSelector />
        <ThemeToggle visibleFrom="sm" />
        <LazyNotificationCentre />
        <UserCard user={user} onLogout={onLogout} />
      </Group>
    </Group>
  );
}
