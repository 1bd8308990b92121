import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { describeError } from '../../components/data-table/index.ts';
import { FormModal, FormModalCancel } from '../../components/form-modal/index.ts';

/** The API accepts a reason of at most 500 characters. */
export const REASON_MAX = 500;

export interface DeleteReasonModalProps {
  readonly opened: boolean;
  readonly onClose: () => void;
  readonly title: string;
  readonly message: ReactNode;
  readonly confirmLabel: string;
  /** Runs the deletion with the trimmed reason (undefined when blank). */
  readonly onConfirm: (reason: string | undefined) => Promise<unknown>;
}

/**
 * Confirms deleting combined orders and asks why (recorded in the audit log). Stays open with
 * the server's message and request id when the deletion is refused, keeping the typed reason.
 */
export function DeleteReasonModal({
  opened,
  onClose,
  title,
  message,
  confirmLabel,
  onConfirm,
}: DeleteReasonModalProps) {
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const close = () => {
    if (busy) return;
    setFailure(null);
    setReason('');
    onClose();
  };
  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await onConfirm(reason.trim() || undefined);
      setReason('');
      onClose();
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };
  const error = failure ? describeError(failure) : null;
  return (
    <FormModal
      opened={opened}
      onClose={close}
      title={title}
      centered
      data-testid="delete-reason-modal"
      dirty={reason.trim() !== ''}
    >
      <Stack gap="md">
        {typeof message === 'string' ? <Text>{message}</Text> : message}
        <Textarea
          label="Reason"
          description="Optional; recorded in the audit log."
          placeholder="e.g. Duplicate combination, recombining with late orders"
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          maxLength={REASON_MAX}
          rows={2}
          data-autofocus
        />
        {error ? (
          <Alert color="red" variant="light" role="alert" title="Not deleted">
            <Text size="sm">{error.message}</Text>
            {error.requestId ? (
              <Text size="xs" c="dimmed">
                Request ID: {error.requestId}
              </Text>
            ) : null}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <FormModalCancel disabled={busy} />
          <Button color="red.9" onClick={() => void confirm()} loading={busy}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </FormModal>
  );
}
