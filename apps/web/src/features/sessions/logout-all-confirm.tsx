import { Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';

export interface LogoutAllConfirmProps {
  readonly opened: boolean;
  readonly onClose: () => void;
  readonly onConfirm: () => Promise<void>;
}

/** Confirms ending every session of the user, this one included. */
export function LogoutAllConfirm({ opened, onClose, onConfirm }: LogoutAllConfirmProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Modal opened={opened} onClose={onClose} title="Log out everywhere" centered>
      <Text mb="lg">This ends every session of your account, including this one. Continue?</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button
          color="red.9"
          loading={busy}
          onClick={() => {
            setBusy(true);
            onConfirm().finally(() => setBusy(false));
          }}
        >
          Log out everywhere
        </Button>
      </Group>
    </Modal>
  );
}
