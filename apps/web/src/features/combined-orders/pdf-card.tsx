import { useCombinedOrderPdfInfo } from '@back-office/hooks/combined-orders';
import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconFileTypePdf } from '@tabler/icons-react';
import { ErrorState } from '../../components/data-table/index.ts';
import { formatBytes } from '../../components/spreadsheet-dropzone/format-bytes.ts';
import { nameByReference } from '../../lib/download-name.ts';
import { formatDateTime } from '../../lib/format.ts';

export interface PdfCardProps {
  readonly id: number;
  /** The combined number, which names the file (`combined_order_CMB-2026-000045.pdf`). */
  readonly reference: string;
  readonly onDownload: () => void;
  readonly downloading: boolean;
}

/** The combined order's PDF (pick list and summary): its facts and a download button. */
export function PdfCard({ id, reference, onDownload, downloading }: PdfCardProps) {
  const info = useCombinedOrderPdfInfo(id);
  return (
    <Paper withBorder p="md" radius="md" data-testid="pdf-card">
      <Stack gap="sm">
        <Group gap="xs">
          <IconFileTypePdf size={20} aria-hidden />
          <Title order={2} size="h4">
            Pick list PDF
          </Title>
        </Group>
        {info.error ? (
          <ErrorState
            error={info.error}
            what="the PDF details"
            onRetry={() => void info.refetch()}
          />
        ) : info.data ? (
          <Stack gap={2}>
            <Text size="sm" fw={600} data-testid="pdf-file-name">
              {nameByReference(info.data.file_name, 'combined_order', id, reference, 'pdf')}
            </Text>
            <Text size="sm" c="dimmed">
              {formatBytes(info.data.size_bytes)} · {info.data.page_count} page
              {info.data.page_count === 1 ? '' : 's'} · generated{' '}
              {formatDateTime(info.data.generated_at)}
            </Text>
          </Stack>
        ) : (
          <Skeleton height={40} />
        )}
        <Group>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={onDownload}
            loading={downloading}
          >
            Download PDF
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
