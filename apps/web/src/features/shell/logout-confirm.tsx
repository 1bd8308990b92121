import { Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';

export interface LogoutConfirmProps {
  readonly opened: boolean;
  readonly onClose: () => void;
  /** Signs out; resolves when done (the caller navigates and toasts). */
  readonly onConfirm: () => Promise<void>;
}

/** "Are you sure?" before signing out (§1: logout behind a confirmation). */
export function LogoutConfirm({ opened, onClose, onConfirm }: LogoutConfirmProps) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title="Log out" centered>
      <Text mb="lg">Are you sure you want to log out?</Text>
      <Group justify="flex-end">
        {/* The safe choice first: Enter pressed by reflex keeps the session. */}
        <Button variant="default" onClick={onClose} disabled={busy} data-autofocus>
          Cancel
        </Button>
        <Button color="red.9" onClick={() => void confirm()} loading={busy}>
          Log out
        </Button>
      </Group>
    </Modal>
  );
}
