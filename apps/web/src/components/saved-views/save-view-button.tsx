import { useCreateSavedView } from '@back-office/hooks/navigation';
import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBookmarkPlus } from '@tabler/icons-react';
import { useLocation } from '@tanstack/react-router';
import { showToast } from '../../lib/notify.tsx';
import { useColumnSettings } from '../data-table/use-column-settings.ts';
import type { SavedViewPath } from './saved-view-path.ts';
import { ViewNameModal } from './view-name-modal.tsx';

/**
 * "Save view" on a list page: names the list's current filters and sort (its URL search
 * params) and its columns as the user set them, and keeps them for the user, who returns to
 * them from the sidebar or the palette. `path` is the list's route (the contract's list of them
 * types it); the filters come from the current URL.
 */
export function SaveViewButton({ path }: { path: SavedViewPath }) {
  const { searchStr } = useLocation();
  const [opened, modal] = useDisclosure(false);
  const create = useCreateSavedView();
  // The list's columns as the user has them now: the view brings them back (decision 055).
  const { settings: columns } = useColumnSettings(path);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconBookmarkPlus size={16} aria-hidden />}
        onClick={modal.open}
        data-testid="save-view"
      >
        Save view
      </Button>
      <ViewNameModal
        opened={opened}
        title="Save this view"
        submitLabel="Save"
        initialName=""
        onClose={modal.close}
        onSubmit={async (name) => {
          const view = await create.mutateAsync({ name, path, search: searchStr, columns });
          showToast({ kind: 'success', message: `Saved view "${view.name}"` });
        }}
      />
    </>
  );
}
