import type { UploadProgress } from '@back-office/api-client';
import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { formatBytes } from './format-bytes.ts';

/** Bytes sent so far, with a Cancel button while the request runs. */
export function UploadProgressBar({
  progress,
  onCancel,
}: {
  readonly progress: UploadProgress | null;
  readonly onCancel?: () => void;
}) {
  const total = progress?.total;
  const percent = total ? Math.round(((progress?.loaded ?? 0) / total) * 100) : 0;
  return (
    <Stack gap={6} data-testid="upload-progress">
      <Group justify="space-between">
        <Text size="sm">
          Sending the file…{' '}
          {progress
            ? `${formatBytes(progress.loaded)}${total ? ` of ${formatBytes(total)}` : ''}`
            : ''}
        </Text>
        {onCancel ? (
          <Button size="xs" variant="default" onClick={onCancel}>
            Cancel upload
          </Button>
        ) : null}
      </Group>
      <Progress
        value={total ? percent : 100}
        animated={!total}
        striped={!total}
        aria-label="Upload progress"
      />
    </Stack>
  );
}
