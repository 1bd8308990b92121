import type { Schemas } from '@back-office/api-client';
import { useDeleteSavedView, useSavedViews } from '@back-office/hooks';
import { checkRouteAccess, type PermissionUser } from '@back-office/permissions';
import { ActionIcon, Group, Menu, NavLink, Text } from '@mantine/core';
import { IconBookmark, IconDots } from '@tabler/icons-react';
import { useLocation, useRouter } from '@tanstack/react-router';
import { type MouseEvent, useState } from 'react';
import { lazyDialog } from '../../components/lazy-dialog.tsx';
import { savedViewHref } from '../../components/saved-views/saved-view-path.ts';
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

/**
 * The sidebar's "Saved views": the user's named filters of lists (of pages they may still
 * open), each a link that reopens the list as saved, with rename and delete in its menu.
 */
export function SavedViewsNav({
  user,
  onNavigate,
}: {
  user: PermissionUser;
  onNavigate?: () => void;
}) {
  const views = useSavedViews();
  const { href: current } = useLocation();
  const router = useRouter();
  const remove = useDeleteSavedView({ onError: notifyFailure });
  const [renaming, setRenaming] = useState<SavedView | null>(null);
  const shown = (views.data ?? []).filter((view) => checkRouteAccess(user, view.path).allowed);
  if (shown.length === 0) return null;

  const follow = (event: MouseEvent<HTMLAnchorElement>, href: string) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) {
      return;
    }
    event.preventDefault();
    router.history.push(href);
    onNavigate?.();
  };

  return (
    <section aria-labelledby="saved-views-heading" data-testid="saved-views">
      <Text id="saved-views-heading" size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pt="md">
        Saved views
      </Text>
      {shown.map((view) => {
        const href = savedViewHref(view);
        const active = href === current;
        return (
          <Group key={view.id} gap={0} wrap="nowrap">
            <NavLink
              component="a"
              href={href}
              onClick={(event: MouseEvent<HTMLAnchorElement>) => follow(event, href)}
              label={view.name}
              leftSection={<IconBookmark size={18} aria-hidden />}
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
                <Menu.Item onClick={() => setRenaming(view)}>Rename</Menu.Item>
                <Menu.Item color="red" onClick={() => remove.mutate(view.id)}>
                  Delete
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Group>
        );
      })}
      <RenameViewModal view={renaming} onClose={() => setRenaming(null)} />
    </section>
  );
}
