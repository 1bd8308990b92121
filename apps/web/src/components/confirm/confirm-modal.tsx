import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';

export interface ConfirmOptions {
  readonly title: string;
  readonly message: ReactNode;
  /** @default 'Confirm' */
  readonly confirmLabel?: string;
  /**
   * The button that keeps things as they are. Name it when "Cancel" would be ambiguous (the
   * action itself cancels something: "Keep processing"). @default 'Cancel'
   */
  readonly dismissLabel?: string;
  /** Red confirm button (deletions). @default true */
  readonly danger?: boolean;
  /**
   * The button focused on opening. The safe choice, `dismiss`, unless the confirmation changes
   * nothing that cannot be undone (WCAG: Enter or Space pressed by reflex must not delete).
   * @default 'dismiss'
   */
  readonly focus?: 'confirm' | 'dismiss';
  /**
   * Runs the action. The modal stays open (buttons disabled) until it settles; it closes on
   * success and stays open on failure (the hooks already toasted the error).
   */
  readonly onConfirm: () => Promise<unknown> | unknown;
}

export interface ConfirmModalProps extends ConfirmOptions {
  readonly opened: boolean;
  readonly onClose: () => void;
  /** Its id inside a `Modal.Stack`, when it opens over another dialog. */
  readonly stackId?: string;
}

/**
 * "Are you sure?" before a destructive action. Prefer `useConfirm`, which owns the state.
 *
 * @example
 * <ConfirmModal opened={opened} onClose={close} title="Delete product"
 *   message="Delete Rooibos 250 g?" confirmLabel="Delete" onConfirm={() => remove.mutateAsync(id)} />
 */
export function ConfirmModal({
  opened,
  onClose,
  title,
  message,
  confirmLabel = 'Confirm',
  dismissLabel = 'Cancel',
  danger = true,
  focus = 'dismiss',
  onConfirm,
  stackId,
}: ConfirmModalProps) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      onClose();
    } catch {
      // Kept open: the caller's hook reported the error; the user may retry or cancel.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      opened={opened}
      onClose={busy ? () => {} : onClose}
      title={title}
      centered
      data-testid="confirm-modal"
      stackId={stackId}
    >
      <Stack gap="lg">
        {typeof message === 'string' ? <Text>{message}</Text> : message}
        <Group justify="flex-end">
          <Button
            variant="default"
            onClick={onClose}
            disabled={busy}
            data-autofocus={focus === 'dismiss' || undefined}
          >
            {dismissLabel}
          </Button>
          <Button
            color={danger ? 'red.9' : undefined}
            onClick={() => void confirm()}
            loading={busy}
            data-autofocus={focus === 'confirm' || undefined}
          >
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
