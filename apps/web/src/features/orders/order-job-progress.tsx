import type { OrderStatus } from '@back-office/api-client';
import type { JobState } from '@back-office/hooks';
import { Paper, Progress, Stack, Text } from '@mantine/core';

/** Live progress of a processing order: percentage and the job's current step. */
export function OrderJobProgress({ job }: { job: JobState<OrderStatus> }) {
  const status = job.status;
  if (status?.status !== 'processing') return null;
  return (
    <Paper withBorder p="sm" data-testid="order-job">
      <Stack gap={6}>
        <Text size="sm" fw={600}>
          Processing… {job.progress}%
        </Text>
        <Progress
          value={job.progress}
          animated
          striped
          aria-label="Processing progress"
          transitionDuration={200}
        />
        <Text size="xs" c="dimmed" aria-live="polite">
          {status.message ?? 'Working…'}
        </Text>
      </Stack>
    </Paper>
  );
}
