import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useBlocker } from '@tanstack/react-router';

/**
 * Asks before leaving a form with unsaved changes: a link, the back button or the sidebar opens
 * "Leave this page?"; closing or reloading the tab gets the browser's own prompt. Render it
 * inside the form with `dirty` true while the values differ from what was loaded, and false
 * once they are saved (so the navigation after a save goes through). Only a change of path
 * leaves the page: a search parameter the page itself sets (a filter, `?upload=`) does not ask.
 *
 * @example
 * <UnsavedChangesGuard dirty={!saved && !sameValues(values, initialValues)} />
 */
export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  const blocker = useBlocker({
    shouldBlockFn: ({ current, next }) => dirty && current.pathname !== next.pathname,
    enableBeforeUnload: () => dirty,
    withResolver: true,
  });
  return (
    <Modal
      opened={blocker.status === 'blocked'}
      onClose={() => blocker.reset?.()}
      title="Leave this page?"
      centered
    >
      <Stack gap="md">
        <Text>You have unsaved changes. If you leave, they are lost.</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
            Stay on this page
          </Button>
          <Button color="red" onClick={() => blocker.proceed?.()}>
            Leave without saving
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export { sameValues } from '../lib/form/same-values.ts';
