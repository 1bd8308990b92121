import type { Schemas } from '@back-office/api-client';
import { useDeleteSavedView, useSavedViews } from '@back-office/hooks/navigation';
import { checkRouteAccess, type NavItem, type PermissionUser } from '@back-office/permissions';
import { ActionIcon, Collapse, Group, Menu, NavLink, Stack, Text } from '@mantine/core';
import { IconBookmark, IconChevronDown, IconChevronRight, IconDots } from '@tabler/icons-react';
import { useLocation, useRouter } from '@tanstack/react-router';
import { type MouseEvent, type ReactNode, useMemo, useState } from 'react';
import { lazyDialog } from '../../components/lazy-dialog.tsx';
import { savedViewHref } from '../../components/saved-views/saved-view-path.ts';
import { useApplySavedViewColumns } from '../../components/saved-views/use-open-saved-view.ts';
import { notifyFailure } from '../../lib/notify-failure.ts';

// The rename dialog (a FormModal) loads apart: it stays out of the shell's JS.
const RenameViewModal = lazyDialog(
  () =>
    import('../../components/saved-views/rename-view-modal.tsx').then(
      (module) => module.RenameViewModal,
    ),
  (props) => props.view !== null,
);

type SavedView = Schemas['SavedView'];

/** The user's saved views as the sidebar shows them: under their list, or at the end. */
export interface SidebarSavedViews {
  /** The views of the list at `path`. */
  readonly of: (path: string) => readonly SavedView[];
  /** Views of lists the sidebar has no item for (shown in a block at the end). */
  readonly others: readonly SavedView[];
  readonly rename: (view: SavedView) => void;
  /** The rename dialog: render it once. */
  readonly modal: ReactNode;
}

const NONE: readonly SavedView[] = [];

/**
 * The user's saved views (of pages they may still open), grouped by list: each is shown under
 * its list's item in the sidebar (issue 35 item 7), the ones of a list with no item at the end.
 */
export function useSidebarSavedViews(
  user: PermissionUser,
  items: readonly NavItem[],
): SidebarSavedViews {
  const views = useSavedViews();
  const [renaming, setRenaming] = useState<SavedView | null>(null);
  const grouped = useMemo(() => {
    const byPath = new Map<string, SavedView[]>();
    const paths = new Set<string>(items.map((item) => item.to));
    const others: SavedView[] = [];
    for (const view of views.data ?? []) {
      if (!checkRouteAccess(user, view.path).allowed) continue;
      if (!paths.has(view.path)) others.push(view);
      else byPath.set(view.path, [...(byPath.get(view.path) ?? []), view]);
    }
    return { byPath, others };
  }, [views.data, user, items]);
  // One object while nothing in it changes: the sidebar's groups are memoised on it.
  return useMemo(
    () => ({
      of: (path: string) => grouped.byPath.get(path) ?? NONE,
      others: grouped.others,
      rename: setRenaming,
      modal: <RenameViewModal view={renaming} onClose={() => setRenaming(null)} />,
    }),
    [grouped, renaming],
  );
}

function useFollowView(onNavigate?: () => void) {
  const router = useRouter();
  const applyColumns = useApplySavedViewColumns();
  return (event: MouseEvent<HTMLAnchorElement>, view: SavedView) => {
    // Its columns first: a new tab opened with a modified click finds them too.
    applyColumns(view);
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) {
      return;
    }
    event.preventDefault();
    router.history.push(savedViewHref(view));
    onNavigate?.();
  };
}

/** The links of some saved views, each with rename and delete in its menu. */
function SavedViewLinks({
  views,
  rename,
  onNavigate,
}: {
  views: readonly SavedView[];
  rename: (view: SavedView) => void;
  onNavigate?: () => void;
}) {
  const { href: current } = useLocation();
  const remove = useDeleteSavedView({ onError: notifyFailure });
  const follow = useFollowView(onNavigate);
  return views.map((view) => {
    const href = savedViewHref(view);
    const active = href === current;
    return (
      <Group key={view.id} gap={0} wrap="nowrap">
        <NavLink
          component="a"
          href={href}
          onClick={(event: MouseEvent<HTMLAnchorElement>) => follow(event, view)}
          label={view.name}
          leftSection={<IconBookmark size={16} aria-hidden />}
          active={active}
          aria-current={active ? 'page' : undefined}
          variant="filled"
          data-saved-view={view.name}
          style={{ flex: 1, minWidth: 0 }}
        />
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" aria-label={`Actions of ${view.name}`}>
              <IconDots size={16} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => rename(view)}>Rename</Menu.Item>
            <Menu.Item color="red" onClick={() => remove.mutate(view.id)}>
              Delete
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
    );
  });
}

/**
 * A list's item in the sidebar with its saved views under it, folded by the chevron beside it
 * (open at first). An item with no saved views is just its link.
 */
export function NavItemWithViews({
  item,
  link,
  views,
  onNavigate,
}: {
  item: NavItem;
  link: ReactNode;
  views: SidebarSavedViews;
  onNavigate?: () => void;
}) {
  const [open, setOpen] = useState(true);
  const mine = views.of(item.to);
  if (mine.length === 0) return link;
  const Chevron = open ? IconChevronDown : IconChevronRight;
  const listId = `saved-views-of-${item.id}`;
  return (
    <div>
      <Group gap={0} wrap="nowrap">
        <div style={{ flex: 1, minWidth: 0 }}>{link}</div>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={`Saved views of ${item.label}`}
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen(!open)}
        >
          <Chevron size={14} aria-hidden />
        </ActionIcon>
      </Group>
      <Collapse expanded={open}>
        <Stack
          id={listId}
          gap={0}
          pl="md"
          role="group"
          aria-label={`Saved views of ${item.label}`}
          data-saved-views-of={item.to}
        >
          <SavedViewLinks views={mine} rename={views.rename} onNavigate={onNavigate} />
        </Stack>
      </Collapse>
    </div>
  );
}

/** Saved views of lists the sidebar has no item for (the upload history), at its end. */
export function OtherSavedViews({
  views,
  onNavigate,
}: {
  views: SidebarSavedViews;
  onNavigate?: () => void;
}) {
  if (views.others.length === 0) return null;
  return (
    <section aria-labelledby="saved-views-heading" data-testid="saved-views">
      <Text id="saved-views-heading" size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pt="md">
        Saved views
      </Text>
      <SavedViewLinks views={views.others} rename={views.rename} onNavigate={onNavigate} />
    </section>
  );
}
