import {
  Badge,
  Button,
  Code,
  Group,
  Modal,
  ScrollArea,
  Skeleton,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { ErrorState } from '../../components/data-table/index.ts';
import { saveFile } from '../../components/file-download.ts';
import { ERROR_TEXT } from '../../components/notice.tsx';
import { formatMoney } from '../../lib/format.ts';
import { notifyFailure } from '../../lib/notify-failure.ts';
import type {
  MappingField,
  PreviewRowView,
  TemplateFileKind,
  TemplateKind,
} from './template-kind.ts';

/** A preview cell: prices (`unit_price` → `unit_price_cents`) as money, the rest as text. */
function cellValue(row: PreviewRowView, column: string): string {
  if (column === 'unit_price') {
    const cents = row.unit_price_cents;
    return typeof cents === 'number' ? formatMoney(cents) : '—';
  }
  const value = row[column];
  if (value === null || value === undefined || value === '') return '—';
  return typeof value === 'number' ? value.toLocaleString('en-ZA') : String(value);
}

function labelOf(fields: readonly MappingField[], column: string): string {
  return fields.find((field) => field.field === column)?.label ?? column;
}

const FILE_LABELS: Record<TemplateFileKind, string> = {
  blank: 'Download blank spreadsheet',
  sample: 'Download sample spreadsheet',
};

/** The template's blank and sample spreadsheets, saved under the server's names. */
function TemplateFiles({ kind, id }: { kind: TemplateKind; id: number }) {
  const download = kind.useDownloadFile();
  const save = (file: TemplateFileKind) =>
    download.mutate(
      { id, file },
      {
        onSuccess: saveFile,
        onError: notifyFailure,
      },
    );
  return (
    <Group gap="xs">
      {(['blank', 'sample'] as const).map((file) => (
        <Button
          key={file}
          variant="light"
          size="xs"
          leftSection={<IconDownload size={14} aria-hidden />}
          loading={download.isPending && download.variables?.file === file}
          onClick={() => save(file)}
        >
          {FILE_LABELS[file]}
        </Button>
      ))}
    </Group>
  );
}

function PreviewBody({ kind, id }: { kind: TemplateKind; id: number }) {
  const preview = kind.usePreview(id);
  if (preview.error) {
    return (
      <ErrorState error={preview.error} what="the preview" onRetry={() => void preview.refetch()} />
    );
  }
  if (!preview.data) {
    return (
      <Stack gap="xs" aria-busy>
        <Skeleton height={20} width="50%" />
        <Skeleton height={240} />
      </Stack>
    );
  }
  const data = preview.data;
  const problems = data.rows.reduce((sum, row) => sum + row.errors.length, 0);
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Badge variant="outline" color="gray">
          Sheet: {data.sheet_name}
        </Badge>
        <Badge variant="outline" color="gray">
          Header row {data.header_row}
        </Badge>
        <Badge variant="outline" color="gray">
          {data.total_rows.toLocaleString('en-ZA')} data rows in the sample
        </Badge>
        {problems > 0 ? (
          <Badge color="red.9">
            {problems} {problems === 1 ? 'problem' : 'problems'} in these rows
          </Badge>
        ) : null}
      </Group>
      <Stack gap={4}>
        <Text size="sm">
          A sheet named <Code>{data.sheet_name}</Code> must carry these headers on row{' '}
          {data.header_row}:
        </Text>
        <Group gap={6} data-testid="preview-headers">
          {data.headers.map((header, i) => (
            <Code key={`${data.columns[i] ?? i}`}>{header}</Code>
          ))}
        </Group>
      </Stack>
      <TemplateFiles kind={kind} id={id} />
      <Text size="sm" c="dimmed">
        The first {data.rows.length} rows of the sample spreadsheet, read as an upload would read
        them.
      </Text>
      <ScrollArea type="auto">
        <Table striped withTableBorder aria-label="Template preview" data-testid="preview-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Row</Table.Th>
              {data.columns.map((column, i) => (
                <Table.Th key={column}>
                  {labelOf(kind.fields, column)}
                  <Text size="xs" c="dimmed" fw={400}>
                    {data.headers[i]}
                  </Text>
                </Table.Th>
              ))}
              <Table.Th>Problems</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.rows.map((row) => (
              <Table.Tr key={row.row} data-testid="preview-row">
                <Table.Td>{row.row}</Table.Td>
                {data.columns.map((column) => (
                  <Table.Td
                    key={column}
                    ta={column === 'unit_price' || column === 'quantity' ? 'right' : undefined}
                  >
                    {cellValue(row, column)}
                  </Table.Td>
                ))}
                <Table.Td>
                  {row.errors.length === 0 ? (
                    <Text size="sm" c="dimmed">
                      None
                    </Text>
                  ) : (
                    <Stack gap={2}>
                      {row.errors.map((error) => (
                        <Text size="sm" c={ERROR_TEXT} key={`${error.column}-${error.message}`}>
                          {error.column ? `${error.column}: ` : ''}
                          {error.message}
                        </Text>
                      ))}
                    </Stack>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    </Stack>
  );
}

/** The preview of one template in a modal. */
export function TemplatePreviewModal({
  kind,
  id,
  name,
  onClose,
}: {
  readonly kind: TemplateKind;
  readonly id: number | undefined;
  readonly name?: string;
  readonly onClose: () => void;
}) {
  return (
    <Modal
      opened={id !== undefined}
      onClose={onClose}
      size="90rem"
      title={
        <Text fw={700} component="h2" size="lg">
          Preview: {name ?? `template ${id ?? ''}`}
        </Text>
      }
      closeButtonProps={{ 'aria-label': 'Close preview' }}
    >
      {id !== undefined ? <PreviewBody kind={kind} id={id} /> : null}
    </Modal>
  );
}
