import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useSyncExternalStore } from 'react';
import { TOAST_DURATION_MS } from '../notify.tsx';
import { createDeferredDeletes, type DeferredDelete, deleteKey } from './deferred-deletes.ts';

/** The app's waiting deletes: each waits as long as a toast lasts (§9), longer while held. */
export const deferredDeletes = createDeferredDeletes(TOAST_DURATION_MS);

// A page that goes away (reload, tab closed, another site) sends what is still waiting.
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => deferredDeletes.flushAll());
}

/**
 * Deletes after the toast instead of at once: shows "`message`" with an Undo button, hides
 * `keys`' rows meanwhile. The toast stays while hovered or focused; its close button sends
 * the delete at once.
 */
export function deleteWithUndo(message: string, del: Omit<DeferredDelete, 'onEnd'>): void {
  const toastId = `undo:${del.keys.join(',')}:${Date.now()}`;
  const id = deferredDeletes.schedule({ ...del, onEnd: () => notifications.hide(toastId) });
  notifications.show({
    id: toastId,
    color: 'green.8',
    title: 'Deleted',
    autoClose: false,
    withBorder: true,
    'data-toast-kind': 'undo',
    onMouseEnter: () => deferredDeletes.hold(id),
    onMouseLeave: () => deferredDeletes.release(id),
    onFocusCapture: () => deferredDeletes.hold(id),
    onBlurCapture: () => deferredDeletes.release(id),
    onClose: () => void deferredDeletes.commit(id),
    message: (
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm">{message}</Text>
        <Button size="compact-sm" variant="default" onClick={() => deferredDeletes.undo(id)}>
          Undo
        </Button>
      </Group>
    ),
  });
}

/** Whether a row is waiting to be deleted (hidden from its list until the delete is settled). */
export function useIsDeleting(): (kind: string, id: number) => boolean {
  const hidden = useSyncExternalStore(
    deferredDeletes.subscribe,
    deferredDeletes.hidden,
    deferredDeletes.hidden,
  );
  return (kind, id) => hidden.has(deleteKey(kind, id));
}
