import { useCreateSavedView } from '@back-office/hooks';
import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBookmarkPlus } from '@tabler/icons-react';
import { useLocation } from '@tanstack/react-router';
import { showToast } from '../../lib/notify.tsx';
import { isSavedViewPath } from './saved-view-path.ts';
import { ViewNameModal } from './view-name-modal.tsx';

/**
 * "Save view" on a list page: names the list's current filters and sort (its URL search
 * params) and keeps them for the user, who returns to them from the sidebar or the palette.
 * Renders nothing on a page that is not a list.
 */
export function SaveViewButton() {
  const { pathname, searchStr } = useLocation();
  const [opened, modal] = useDisclosure(false);
  const create = useCreateSavedView();
  if (!isSavedViewPath(pathname)) return null;
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
          const view = await create.mutateAsync({ name, path: pathname, search: searchStr });
          showToast({ kind: 'success', message: `Saved view "${view.name}"` });
        }}
      />
    </>
  );
}
