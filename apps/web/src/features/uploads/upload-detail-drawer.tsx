import type { Upload } from '@back-office/api-client';
import { useProductSets } from '@back-office/hooks/products';
import { useUpload } from '@back-office/hooks/uploads';
import { Drawer, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../components/button-link.tsx';
import { ErrorState } from '../../components/data-table/index.ts';
import { ERROR_TEXT } from '../../components/notice.tsx';
import { formatBytes } from '../../components/spreadsheet-dropzone/index.ts';
import { formatDateTime } from '../../lib/format.ts';
import { RowErrorsTable } from './row-errors-table.tsx';
import { UploadJobPanel } from './upload-job-panel.tsx';
import { UploadStatusBadge } from './upload-status-badge.tsx';

function Facts({ upload }: { upload: Upload }) {
  const rows: [string, ReactNode][] = [
    ['Status', <UploadStatusBadge key="status" status={upload.status} />],
    ['Template', upload.template_name + (upload.template_id === null ? ' (deleted)' : '')],
    ['File size', formatBytes(upload.file_size)],
    ['Uploaded by', `${upload.created_by.name} (${upload.created_by.email})`],
    ['Uploaded', formatDateTime(upload.created_at)],
    ['Finished', formatDateTime(upload.completed_at)],
    ['Rows', upload.total_rows.toLocaleString('en-ZA')],
    ['Imported', upload.imported_rows.toLocaleString('en-ZA')],
    ['Failed rows', upload.failed_rows.toLocaleString('en-ZA')],
  ];
  return (
    <Table variant="vertical" withTableBorder layout="fixed" aria-label="Upload details">
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w={140}>{label}</Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function ProductSetLink({ setId, imported }: { setId: number; imported: number }) {
  const sets = useProductSets({ upload_session_id: setId });
  // Products deleted since the import no longer count.
  const count = sets.data?.product_sets[0]?.product_count ?? imported;
  return (
    <Group>
      <ButtonLink
        to="/products"
        search={{ upload_session_id: setId }}
        leftSection={<IconListDetails size={16} aria-hidden />}
      >
        View its product set ({count.toLocaleString('en-ZA')} products)
      </ButtonLink>
    </Group>
  );
}

function UploadDetail({ id }: { id: number }) {
  const upload = useUpload(id);
  if (upload.error) {
    return (
      <ErrorState error={upload.error} what="the upload" onRetry={() => void upload.refetch()} />
    );
  }
  if (!upload.data) {
    return (
      <Stack gap="sm" aria-busy>
        <Skeleton height={24} width="60%" />
        <Skeleton height={200} />
      </Stack>
    );
  }
  const data = upload.data;
  // Still importing: watch it live.
  if (data.status === 'pending' || data.status === 'processing') {
    return <UploadJobPanel uploadId={id} />;
  }
  return (
    <Stack gap="md">
      <Facts upload={data} />
      {data.upload_session_id !== null ? (
        <ProductSetLink setId={data.upload_session_id} imported={data.imported_rows} />
      ) : null}
      {data.status === 'failed' && data.errors.length === 0 ? (
        <Text c={ERROR_TEXT} size="sm">
          The upload failed before any row could be checked.
        </Text>
      ) : null}
      <RowErrorsTable errors={data.errors} failedRows={data.failed_rows} />
    </Stack>
  );
}

/** One upload of the history: its facts, errors and product set, in a drawer. */
export function UploadDetailDrawer({
  id,
  fileName,
  onClose,
}: {
  readonly id: number | undefined;
  readonly fileName?: string;
  readonly onClose: () => void;
}) {
  return (
    <Drawer
      opened={id !== undefined}
      onClose={onClose}
      position="right"
      size="xl"
      title={
        <Text fw={700} size="lg" component="h2">
          {fileName ?? `Upload ${id ?? ''}`}
        </Text>
      }
      closeButtonProps={{ 'aria-label': 'Close upload details' }}
    >
      {id !== undefined ? <UploadDetail id={id} /> : null}
    </Drawer>
  );
}
