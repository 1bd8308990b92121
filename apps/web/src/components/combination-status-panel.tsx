import { STATUS_LABELS } from '@back-office/domain/status-labels';
import { useAuth } from '@back-office/hooks/auth';
import {
  useCombinationJob,
  useDeleteCombinationStatus,
} from '@back-office/hooks/consultant-orders';
import { hasPermission } from '@back-office/permissions';
import { Alert, Anchor, Badge, Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconLoader2, IconX } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { formatCount } from '../lib/format.ts';
import { notifyFailure } from '../lib/notify-failure.ts';
import { describeError } from './data-table/index.ts';
import { STATUS_COLORS } from './status-colors.ts';

export interface CombinationStatusPanelProps {
  /** The combination's id (from the combine answer, kept in the URL). */
  readonly id: number;
  /** The status was cleared (or is gone): drop the id from the URL. */
  readonly onDismiss: () => void;
}

/**
 * A running or finished combination, polled live until it is terminal: status, progress, the
 * combined order it created or why it failed, and "Clear status" once finished.
 */
export function CombinationStatusPanel({ id, onDismiss }: CombinationStatusPanelProps) {
  const { user } = useAuth();
  const job = useCombinationJob(id);
  const clear = useDeleteCombinationStatus();
  const status = job.status;
  const canOpenCombined = hasPermission(user, 'combined_orders:read');
  const canClear = hasPermission(user, 'combined_orders:delete');

  if (job.error && !status) {
    const { message, requestId } = describeError(job.error);
    return (
      <Alert color="red" variant="light" title="Combination status unavailable" role="alert">
        <Stack gap={4}>
          <Text size="sm">{message}</Text>
          {requestId ? (
            <Text size="xs" c="dimmed">
              Request ID: {requestId}
            </Text>
          ) : null}
          <Group>
            <Button size="xs" variant="default" onClick={onDismiss}>
              Dismiss
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  }

  const state = status?.status ?? 'pending';
  const icon =
    state === 'completed' ? (
      <IconCircleCheck aria-hidden size={20} color="var(--mantine-color-green-8)" />
    ) : state === 'failed' ? (
      <IconX aria-hidden size={20} color="var(--mantine-color-red-8)" />
    ) : (
      <IconLoader2 aria-hidden size={20} />
    );

  return (
    <Paper
      withBorder
      p="md"
      data-testid="combination-status"
      data-state={state}
      role="status"
      aria-label="Combination status"
    >
      <Stack gap="xs">
        <Group gap="xs">
          {icon}
          <Text fw={700}>
            {status
              ? `Combination of ${formatCount(status.consultant_order_ids.length, 'consultant order')}`
              : 'Combination'}
          </Text>
        </Group>
        <Group gap="sm" aria-live="polite">
          <Badge color={STATUS_COLORS[state]} variant="filled" data-testid="combination-state">
            {STATUS_LABELS[state]}
          </Badge>
          <Text size="sm">{status ? (status.message ?? '') : 'Starting…'}</Text>
        </Group>
        <Progress
          value={job.progress}
          animated={!job.isTerminal}
          aria-label="Combination progress"
          color={state === 'failed' ? 'red.9' : undefined}
        />
        {status?.status === 'failed' && status.error ? (
          <Text size="sm" c="var(--bo-danger-text)">
            {status.error}
          </Text>
        ) : null}
        <Group gap="sm">
          {status?.combined_order_id ? (
            canOpenCombined ? (
              <Anchor
                size="sm"
                renderRoot={(props) => (
                  <Link
                    to="/combined-orders/$id"
                    params={{ id: String(status.combined_order_id) }}
                    {...props}
                  />
                )}
              >
                Open combined order
              </Anchor>
            ) : (
              <Text size="sm">Combined order created</Text>
            )
          ) : null}
          {job.isTerminal ? (
            canClear ? (
              <Button
                size="xs"
                variant="default"
                loading={clear.isPending}
                onClick={() =>
                  clear.mutate(id, {
                    onSuccess: onDismiss,
                    onError: (error) => {
                      notifyFailure(error);
                    },
                  })
                }
              >
                Clear status
              </Button>
            ) : (
              <Button size="xs" variant="default" onClick={onDismiss}>
                Dismiss
              </Button>
            )
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}
