import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useSyncExternalStore } from 'react';
import { TOAST_DURATION_MS } from '../notify.tsx';
import { notifyFailure } from '../notify-failure.ts';
import { createDeferredDeletes, type DeferredDelete, deleteKey } from './deferred-deletes.ts';
import { notifyDeleteFailed } from './delete-failed.ts';

/** The app's waiting deletes: each waits as long as a toast lasts (§9), longer while held. */
export const deferredDeletes = createDeferredDeletes(TOAST_DURATION_MS);

// A page that goes away (reload, tab closed, another site) sends what is still waiting.
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => deferredDeletes.flushAll());
}

/** A delete offered with Undo: the delayed delete, and the question asked before it. */
export interface UndoableDelete extends Omit<DeferredDelete, 'onEnd' | 'onError'> {
  /**
   * Asks the server whether it would accept the delete (its `dry_run`): it rejects with the
   * refusal, which is shown at once, and then no Undo is offered and no row disappears.
   */
  readonly ask: () => Promise<unknown>;
  /** Called besides the app's own message when the delayed delete fails once sent. */
  readonly onError?: (error: unknown) => void;
}

/**
 * Deletes after the toast instead of at once (decision 027), once the server said it would
 * accept it (decision 045): asks first; a refusal is toasted with its reason and resolves
 * false. Otherwise shows "`message`" with an Undo button, hides `keys`' rows meanwhile and
 * resolves true. The toast stays while hovered or focused; its close button sends the delete
 * at once. A delete that fails once sent brings its rows back and says why.
 */
export async function deleteWithUndo(message: string, del: UndoableDelete): Promise<boolean> {
  try {
    await del.ask();
  } catch (error) {
    notifyFailure(error);
    return false;
  }
  const toastId = `undo:${del.keys.join(',')}:${Date.now()}`;
  const id = deferredDeletes.schedule({
    ...del,
    onError: (error) => {
      notifyDeleteFailed(message, error);
      del.onError?.(error);
    },
    onEnd: () => notifications.hide(toastId),
  });
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
  return true;
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
