import { Alert, Badge, Button, Group, Progress, Stack, Text } from '@mantine/core';
import type { CombinationStatus } from '@repo/api-client';
import { useCombinationJob, useDeleteCombinationStatus } from '@repo/hooks';
import { IconCircleCheck, IconLoader2, IconX } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { describeError } from '../../components/data-table/index.ts';
import { notifyFailure } from '../../lib/notify-failure.ts';
import { useCombinedOrderPermissions } from './use-combined-order-permissions.ts';

// Dark shades: white badge text keeps a 4.5:1 contrast in every theme (axe).
const COLORS: Record<CombinationStatus['status'], string> = {
  pending: 'gray.7',
  processing: 'blue.8',
  completed: '#1e6b33',
  failed: 'red.9',
};

export interface CombinationProgressProps {
  /** The combination's id (from the combine answer, kept in the URL). */
  readonly id: number;
  /** The status was cleared or dismissed: drop the id from the URL. */
  readonly onDismiss: () => void;
}

/**
 * The combination started on this page, polled live until terminal: its state, progress and
 * message, then a button to the combined order it created (or why it failed) and "Clear status".
 */
export function CombinationProgress({ id, onDismiss }: CombinationProgressProps) {
  const job = useCombinationJob(id);
  const clear = useDeleteCombinationStatus();
  const permissions = useCombinedOrderPermissions();
  const status = job.status;

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
  const count = status?.consultant_order_ids.length ?? 0;
  return (
    <Alert
      color={state === 'failed' ? 'red' : 'blue'}
      variant="light"
      icon={
        state === 'completed' ? (
          <IconCircleCheck aria-hidden />
        ) : state === 'failed' ? (
          <IconX aria-hidden />
        ) : (
          <IconLoader2 aria-hidden />
        )
      }
      title={`Combination #${id}`}
      data-testid="combination-status"
      data-state={state}
    >
      <Stack gap="xs">
        <Group gap="sm" aria-live="polite">
          <Badge color={COLORS[state]} variant="filled" data-testid="combination-state">
            {state}
          </Badge>
          <Text size="sm">
            {status ? `${count} consultant order${count === 1 ? '' : 's'}` : 'Starting…'}
            {status?.message ? ` — ${status.message}` : ''}
          </Text>
        </Group>
        <Progress
          value={job.progress}
          animated={!job.isTerminal}
          aria-label="Combination progress"
          color={state === 'failed' ? 'red.9' : 'blue.8'}
        />
        {state === 'failed' && status?.error ? (
          <Text size="sm" fw={600}>
            {status.error}
          </Text>
        ) : null}
        {job.isTerminal ? (
          <Group gap="sm">
            {status?.combined_order_id ? (
              <Button
                size="xs"
                color="blue.8"
                renderRoot={(props) => (
                  <Link
                    to="/combined-orders/$id"
                    params={{ id: String(status.combined_order_id) }}
                    {...props}
                  />
                )}
              >
                Open combined order #{status.combined_order_id}
              </Button>
            ) : null}
            {permissions.canDelete ? (
              <Button
                size="xs"
                variant="default"
                loading={clear.isPending}
                onClick={() => clear.mutate(id, { onSuccess: onDismiss, onError: notifyFailure })}
              >
                Clear status
              </Button>
            ) : (
              <Button size="xs" variant="default" onClick={onDismiss}>
                Dismiss
              </Button>
            )}
          </Group>
        ) : null}
      </Stack>
    </Alert>
  );
}
