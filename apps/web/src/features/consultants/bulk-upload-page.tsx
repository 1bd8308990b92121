import type { Schemas } from '@back-office/api-client';
import { CONSULTANT_COLUMNS } from '@back-office/domain';
import { useBulkUploadConsultants } from '@back-office/hooks/consultants';
import {
  Alert,
  Anchor,
  Box,
  Breadcrumbs,
  Button,
  Code,
  FileInput,
  Group,
  List,
  Paper,
  Progress,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconDownload, IconUpload } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { saveFile } from '../../components/file-download.ts';
import {
  acceptAttribute,
  acceptsFile,
  SPREADSHEET_ACCEPT,
} from '../../components/spreadsheet-dropzone/index.ts';
import { UnsavedChangesGuard } from '../../components/unsaved-changes-guard.tsx';
import { failureOf } from '../../lib/form/server-errors.ts';
import { SubmitError } from '../../lib/form/submit-error.tsx';
import { formatCount } from '../../lib/format.ts';
import { maskIdNumber } from '../../lib/mask-id-number.ts';
import { showToast } from '../../lib/notify.tsx';
import { AllowedValues } from './allowed-values.tsx';
import { type ConsultantImportRowError, rowErrorsOf } from './bulk-upload-errors.ts';
import { type CsvPreview, previewCsv, templateCsv } from './parse-csv.ts';

const ACCEPT = acceptAttribute(SPREADSHEET_ACCEPT);
const WRONG_TYPE = 'Choose a .csv or .xlsx file: this file is of another type';

type Outcome =
  | { kind: 'imported'; result: Schemas['ConsultantBulkUploadResult'] }
  | { kind: 'refused'; detail: string; errors: ConsultantImportRowError[] }
  | { kind: 'failed'; error: unknown };

/** `/consultants/upload`: preview a spreadsheet, send it, show every bad row. */
export function BulkUploadPage() {
  const upload = useBulkUploadConsultants();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<CsvPreview | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const [wrongType, setWrongType] = useState(false);
  const choose = async (chosen: File | null) => {
    // The dialog's filter is only a hint (anyone can pick "All files"): checked here.
    const refused = chosen !== null && !acceptsFile(chosen, SPREADSHEET_ACCEPT);
    const next = refused ? null : chosen;
    setWrongType(refused);
    setFile(next);
    setOutcome(null);
    setPreview(null);
    if (next && /\.csv$/i.test(next.name)) setPreview(previewCsv(await next.text()));
  };

  const send = async () => {
    if (!file) return;
    setOutcome(null);
    setProgress(0);
    try {
      const result = await upload.mutateAsync({
        file,
        onProgress: ({ loaded, total }) =>
          setProgress(total ? Math.round((loaded / total) * 100) : null),
      });
      setOutcome({ kind: 'imported', result });
      showToast({
        kind: 'success',
        message: `${formatCount(result.imported, 'consultant')} imported`,
      });
    } catch (error) {
      const errors = rowErrorsOf(error);
      setOutcome(
        errors.length > 0
          ? { kind: 'refused', detail: (error as Error).message, errors }
          : { kind: 'failed', error },
      );
    } finally {
      setProgress(null);
    }
  };

  const errors = outcome?.kind === 'refused' ? outcome.errors : [];

  return (
    <Stack gap="lg">
      {/* A picked file not yet imported (a refused one too: it is fixed and sent again). */}
      <UnsavedChangesGuard dirty={file !== null && outcome?.kind !== 'imported'} />
      <Breadcrumbs>
        <Anchor renderRoot={(props) => <Link to="/consultants" {...props} />}>Consultants</Anchor>
        <span>Bulk upload</span>
      </Breadcrumbs>
      <Title order={1}>Bulk Upload Consultants</Title>

      <Paper withBorder p="lg">
        <Stack gap="md">
          <Text size="sm">
            Upload a <strong>.csv</strong> or <strong>.xlsx</strong> file whose first row holds the
            column names. Every row is checked first: if any row is wrong, nothing is imported and
            each bad row is listed.
          </Text>
          <List size="sm" spacing={2}>
            <List.Item>
              Required: <Code>first_name</Code>, <Code>last_name</Code>, <Code>address_line1</Code>,{' '}
              <Code>city</Code>, <Code>province</Code>, <Code>postal_code</Code>
            </List.Item>
            <List.Item>
              Optional: <Code>consultant_number</Code> (assigned when blank), <Code>email</Code>,{' '}
              <Code>phone</Code>, <Code>id_number</Code>, <Code>address_line2</Code>,{' '}
              <Code>distributor</Code>, <Code>branch</Code>, <Code>status</Code>,{' '}
              <Code>joined_date</Code>
            </List.Item>
          </List>
          <AllowedValues />
          <Group align="flex-end" gap="sm" wrap="wrap">
            <FileInput
              label="Spreadsheet"
              description=".csv or .xlsx"
              accept={ACCEPT}
              value={file}
              onChange={(next) => void choose(next)}
              error={wrongType ? WRONG_TYPE : undefined}
              clearable
              clearButtonProps={{ 'aria-label': 'Clear file' }}
              w={340}
            />
            <Button
              leftSection={<IconUpload size={16} aria-hidden />}
              onClick={() => void send()}
              disabled={!file || upload.isPending}
              loading={upload.isPending}
            >
              Upload and import
            </Button>
            <Button
              variant="subtle"
              leftSection={<IconDownload size={16} aria-hidden />}
              onClick={() =>
                saveFile({ blob: templateCsv(), filename: 'consultants_template.csv' })
              }
            >
              CSV template
            </Button>
          </Group>
          {progress !== null ? (
            <Progress value={progress} aria-label="Upload progress" animated />
          ) : null}
        </Stack>
      </Paper>

      {outcome?.kind === 'imported' ? (
        <Alert
          color="green"
          variant="light"
          icon={<IconCircleCheck aria-hidden />}
          title="Import complete"
          data-testid="upload-result"
        >
          <Text size="sm">
            {outcome.result.imported} of {outcome.result.total_rows} rows imported.{' '}
            <Anchor size="sm" renderRoot={(props) => <Link to="/consultants" {...props} />}>
              View consultants
            </Anchor>
          </Text>
        </Alert>
      ) : null}
      {outcome?.kind === 'failed' ? (
        <SubmitError failure={failureOf(outcome.error)} title="Upload failed" />
      ) : null}
      {outcome?.kind === 'refused' ? (
        <RowErrors detail={outcome.detail} errors={outcome.errors} />
      ) : null}

      {preview ? <Preview preview={preview} errors={errors} /> : null}
      {file && !preview ? (
        <Text size="sm" c="dimmed">
          {file.name}: a preview is shown for .csv files; .xlsx files are checked when uploaded.
        </Text>
      ) : null}
    </Stack>
  );
}

function RowErrors({ detail, errors }: { detail: string; errors: ConsultantImportRowError[] }) {
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle aria-hidden />}
      title="Nothing was imported"
      role="alert"
      data-testid="upload-errors"
    >
      <Stack gap="sm">
        <Text size="sm">{detail}</Text>
        <Table withTableBorder aria-label="Row errors" verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={80}>Row</Table.Th>
              <Table.Th w={160}>Column</Table.Th>
              <Table.Th>Problem</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {errors.map((error) => (
              <Table.Tr
                key={`${error.row}-${error.column}-${error.message}`}
                data-testid="row-error"
              >
                <Table.Td>{error.row}</Table.Td>
                <Table.Td>{error.column ?? 'whole row'}</Table.Td>
                <Table.Td>{error.message}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Alert>
  );
}

function Preview({ preview, errors }: { preview: CsvPreview; errors: ConsultantImportRowError[] }) {
  const bad = new Map<number, ConsultantImportRowError[]>();
  for (const error of errors) bad.set(error.row, [...(bad.get(error.row) ?? []), error]);
  const unknown = preview.headers.filter(
    (header) => header && !(CONSULTANT_COLUMNS as readonly string[]).includes(header),
  );
  return (
    <Paper withBorder p="lg">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h3">
            Preview
          </Title>
          <Text size="sm" c="dimmed">
            {preview.totalRows} data rows
            {preview.rows.length < preview.totalRows ? ` (first ${preview.rows.length} shown)` : ''}
          </Text>
        </Group>
        {unknown.length > 0 ? (
          <Text size="sm" c="var(--bo-warning-text)">
            Columns the import does not read: {unknown.join(', ')}
          </Text>
        ) : null}
        <Box
          mah={480}
          style={{ overflow: 'auto' }}
          tabIndex={0}
          role="region"
          aria-label="File preview (scrollable)"
        >
          <Table striped withTableBorder aria-label="File preview" verticalSpacing={4} fz="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Row</Table.Th>
                {preview.headers.map((header, index) => (
                  <Table.Th key={index}>{header || '—'}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {preview.rows.map(({ row, cells }) => {
                const rowErrors = bad.get(row);
                return (
                  <Table.Tr
                    key={row}
                    data-testid="preview-row"
                    data-invalid={rowErrors ? true : undefined}
                    bg={rowErrors ? 'var(--mantine-color-red-light)' : undefined}
                    title={rowErrors?.map((error) => error.message).join('; ')}
                  >
                    <Table.Td fw={rowErrors ? 700 : undefined}>{row}</Table.Td>
                    {preview.headers.map((header, index) => (
                      <Table.Td key={index} style={{ whiteSpace: 'nowrap' }}>
                        {header === 'id_number' ? maskIdNumber(cells[index]) : (cells[index] ?? '')}
                        {rowErrors?.some((error) => error.column === header) ? (
                          <Text span c="var(--bo-danger-text)" fz="xs" fw={700}>
                            {' '}
                            ⚠
                          </Text>
                        ) : null}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Box>
      </Stack>
    </Paper>
  );
}
