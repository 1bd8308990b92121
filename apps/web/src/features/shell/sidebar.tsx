import {
  type NavGroup,
  type NavItem,
  type PermissionUser,
  visibleNavigation,
} from '@back-office/permissions';
import { NavLink, ScrollArea, Stack, Tooltip } from '@mantine/core';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { type MouseEvent, memo, useCallback, useMemo } from 'react';
import { activeItemId } from './active-item.ts';
import { NavIcon } from './nav-icons.tsx';
import {
  NavItemWithViews,
  OtherSavedViews,
  type SidebarSavedViews,
  useSidebarSavedViews,
} from './saved-views-nav.tsx';

export interface SidebarProps {
  readonly user: PermissionUser;
  readonly collapsed: boolean;
  readonly expandedGroups: readonly string[];
  readonly onToggleGroup: (groupId: string) => void;
  /** Called after a link is followed (closes the drawer on small screens). */
  readonly onNavigate?: () => void;
}

/** Icon-only links: the icon centred, no empty label area. */
const COLLAPSED_STYLES = {
  root: { justifyContent: 'center' },
  section: { marginInlineEnd: 0 },
  body: { display: 'none' },
} as const;

/** A group with one item of the same name (Dashboard) renders as a plain link. */
function isSingleLink(group: NavGroup): boolean {
  return group.items.length === 1 && group.items[0]?.label === group.label;
}

/** Client-side navigation that leaves modified clicks (new tab, etc.) to the browser. */
function useFollow(onNavigate?: () => void) {
  const router = useRouter();
  return useCallback(
    (event: MouseEvent<HTMLAnchorElement>, to: string) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) {
        return;
      }
      event.preventDefault();
      router.history.push(to);
      onNavigate?.();
    },
    [router, onNavigate],
  );
}

// Memoised, as the groups below: a route change redraws the two links whose highlight changes,
// not the whole sidebar, in the route change's own task.
const ItemLink = memo(function ItemLink(props: {
  item: NavItem;
  active: boolean;
  collapsed: boolean;
  follow: ReturnType<typeof useFollow>;
}) {
  const { item, active, collapsed, follow } = props;
  const link = (
    <NavLink
      component="a"
      href={item.to}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => follow(event, item.to)}
      label={collapsed ? undefined : item.label}
      aria-label={collapsed ? item.label : undefined}
      leftSection={<NavIcon id={item.id} />}
      active={active}
      aria-current={active ? 'page' : undefined}
      variant="filled"
      data-nav-item={item.id}
      styles={collapsed ? COLLAPSED_STYLES : undefined}
    />
  );
  return collapsed ? (
    <Tooltip label={item.label} position="right" withArrow>
      {link}
    </Tooltip>
  ) : (
    link
  );
});

/** A group of the sidebar: its toggle and, when expanded, its items with their saved views. */
const NavGroupLinks = memo(function NavGroupLinks({
  group,
  activeId,
  opened,
  onToggleGroup,
  follow,
  views,
  onNavigate,
}: {
  group: NavGroup;
  /** The active item's id when it is in this group. */
  activeId: string | null;
  opened: boolean;
  onToggleGroup: (groupId: string) => void;
  follow: ReturnType<typeof useFollow>;
  views: SidebarSavedViews;
  onNavigate: (() => void) | undefined;
}) {
  const [only] = group.items;
  if (isSingleLink(group) && only) {
    return <ItemLink item={only} active={only.id === activeId} collapsed={false} follow={follow} />;
  }
  return (
    <NavLink
      component="button"
      label={group.label}
      leftSection={<NavIcon id={group.id} />}
      opened={opened}
      aria-expanded={opened}
      onChange={() => onToggleGroup(group.id)}
      data-nav-group={group.id}
      childrenOffset={28}
    >
      {group.items.map((item) => (
        <NavItemWithViews
          key={item.id}
          item={item}
          views={views}
          onNavigate={onNavigate}
          link={
            <ItemLink item={item} active={item.id === activeId} collapsed={false} follow={follow} />
          }
        />
      ))}
    </NavLink>
  );
});

/**
 * The sidebar of §2: the groups and items of the navigation model, filtered by
 * `visibleNavigation`, collapsible to icons, the current route highlighted.
 */
export function Sidebar({
  user,
  collapsed,
  expandedGroups,
  onToggleGroup,
  onNavigate,
}: SidebarProps) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const follow = useFollow(onNavigate);
  const groups = useMemo(() => visibleNavigation(user), [user]);
  const activeId = activeItemId(groups, pathname);
  const items = useMemo(() => groups.flatMap((group) => group.items), [groups]);
  // Each list's saved views sit under its item (issue 35 item 7), not in a block at the end.
  const views = useSidebarSavedViews(user, items);

  if (collapsed) {
    return (
      <ScrollArea component="nav" aria-label="Main navigation" type="scroll">
        <Stack gap={4} p="xs" align="stretch">
          {items.map((item) => (
            <ItemLink
              key={item.id}
              item={item}
              active={item.id === activeId}
              collapsed
              follow={follow}
            />
          ))}
        </Stack>
      </ScrollArea>
    );
  }

  return (
    <ScrollArea component="nav" aria-label="Main navigation" type="scroll">
      <Stack gap={2} p="xs">
        {groups.map((group) => (
          <NavGroupLinks
            key={group.id}
            group={group}
            activeId={group.items.some((item) => item.id === activeId) ? activeId : null}
            opened={expandedGroups.includes(group.id)}
            onToggleGroup={onToggleGroup}
            follow={follow}
            views={views}
            onNavigate={onNavigate}
          />
        ))}
        <OtherSavedViews views={views} onNavigate={onNavigate} />
        {views.modal}
      </Stack>
    </ScrollArea>
  );
}
