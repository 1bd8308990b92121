import { useProductSets } from '@back-office/hooks/products';
import { useUploadJob } from '@back-office/hooks/uploads';
import { Button, Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconListDetails, IconUpload } from '@tabler/icons-react';
import { ButtonLink } from '../../components/button-link.tsx';
import { ErrorState } from '../../components/data-table/index.ts';
import { Notice } from '../../components/notice.tsx';
import { formatCount, formatDateTime } from '../../lib/format.ts';
import { RowErrorsTable } from './row-errors-table.tsx';
import { UploadStatusBadge } from './upload-status-badge.tsx';

function Stat({ label, value }: { label: string; value: number | string }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="xl" fw={700} data-testid={`stat-${label.toLowerCase().replace(/\s+/g, '-')}`}>
        {value}
      </Text>
    </Paper>
  );
}

export interface UploadJobPanelProps {
  readonly uploadId: number;
  /** Starts over with a new file (the Upload screen); absent elsewhere. */
  readonly onUploadAnother?: () => void;
}

/**
 * The import job of an upload, live: status, progress with the server's message, row counts,
 * row-level errors, and a link to the products it made.
 */
export function UploadJobPanel({ uploadId, onUploadAnother }: UploadJobPanelProps) {
  const job = useUploadJob(uploadId);
  const status = job.status;

  if (!status) {
    if (job.error) return <ErrorState error={job.error} what="the upload status" />;
    return (
      <Paper withBorder p="md" radius="md" aria-busy>
        <Text size="sm">Waiting for the import to start…</Text>
        <Progress value={100} animated striped mt="sm" aria-label="Import progress" />
      </Paper>
    );
  }

  const done = status.status === 'completed';
  return (
    <Paper withBorder p="md" radius="md" data-testid="upload-job" data-status={status.status}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2} size="h4">
              {status.file_name}
            </Title>
            <Text size="sm" c="dimmed">
              Template: {status.template_name}
              {status.completed_at ? ` · finished ${formatDateTime(status.completed_at)}` : ''}
            </Text>
          </div>
          <UploadStatusBadge status={status.status} />
        </Group>

        {!job.isTerminal ? (
          <Stack gap={4}>
            <Text size="sm" aria-live="polite">
              {status.message ?? 'Importing…'}
            </Text>
            <Progress
              value={status.progress}
              animated
              striped
              aria-label="Import progress"
              size="lg"
            />
          </Stack>
        ) : null}

        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <Stat label="Rows" value={status.total_rows} />
          <Stat label="Checked" value={status.processed_rows} />
          <Stat label="Imported" value={status.imported_rows} />
          <Stat label="Failed rows" value={status.failed_rows} />
        </SimpleGrid>

        {done ? (
          <Notice color="green" icon={<IconCircleCheck aria-hidden />} title="Import completed">
            {status.message ?? `${formatCount(status.imported_rows, 'product')} imported`}
          </Notice>
        ) : null}
        {status.status === 'failed' && status.errors.length === 0 ? (
          <Notice color="red" title="Import failed">
            {status.message ?? 'The file could not be imported.'}
          </Notice>
        ) : null}
        <RowErrorsTable errors={status.errors} failedRows={status.failed_rows} />

        <Group>
          {done && status.upload_session_id !== null ? (
            <ProductSetLink setId={status.upload_session_id} imported={status.imported_rows} />
          ) : null}
          {job.isTerminal && onUploadAnother ? (
            <Button
              variant={done ? 'default' : 'filled'}
              leftSection={<IconUpload size={16} aria-hidden />}
              onClick={onUploadAnother}
            >
              Upload another file
            </Button>
          ) : null}
          <ButtonLink to="/history" search={{ upload: uploadId }} variant="subtle">
            Open in history
          </ButtonLink>
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * The products this upload added. Its product set's own count: a `replace` or `skip` import
 * (decision 017) adds fewer products than the rows it imported, maybe none.
 */
function ProductSetLink({ setId, imported }: { setId: number; imported: number }) {
  const sets = useProductSets({ upload_session_id: setId });
  const count = sets.data?.product_sets[0]?.product_count ?? imported;
  if (count === 0) return null;
  return (
    <ButtonLink
      to="/products"
      search={{ upload_session_id: setId }}
      leftSection={<IconListDetails size={16} aria-hidden />}
    >
      View the {formatCount(count, 'product')}
    </ButtonLink>
  );
}
