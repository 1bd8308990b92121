import '@mantine/dropzone/styles.css';
import {
  MAX_SPREADSHEET_BYTES,
  MAX_SPREADSHEET_MB,
  SPREADSHEET_MEDIA_TYPES,
} from '@back-office/domain';
import { CloseButton, Group, Paper, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconFileSpreadsheet, IconUpload, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { ERROR_TEXT } from '../notice.tsx';
import { acceptOfKinds, acceptsFile } from './accepts-file.ts';
import { formatBytes } from './format-bytes.ts';

/** What the API accepts for spreadsheets (UploadCreate, TemplateCreate): .xlsx and .csv. */
export const SPREADSHEET_ACCEPT = acceptOfKinds(SPREADSHEET_MEDIA_TYPES);

export interface SpreadsheetDropzoneProps {
  readonly file: File | null;
  readonly onFileChange: (file: File | null) => void;
  readonly disabled?: boolean;
  /** Shown under the zone (e.g. "Choose a file"). */
  readonly error?: string;
  /** @default 'Spreadsheet' */
  readonly label?: string;
}

const WRONG_TYPE = 'Only .xlsx and .csv files can be uploaded.';

function rejectionMessage(rejections: FileRejection[]): string {
  const code = rejections[0]?.errors[0]?.code;
  if (code === 'file-too-large') return `The file is larger than ${MAX_SPREADSHEET_MB} MB.`;
  if (code === 'file-invalid-type') return WRONG_TYPE;
  if (code === 'too-many-files') return 'Choose one file at a time.';
  return rejections[0]?.errors[0]?.message ?? 'This file cannot be uploaded.';
}

/**
 * Drop or pick one spreadsheet (.xlsx or .csv, at most 20 MB); the chosen file is shown with
 * its size and can be removed. Rejected files say why.
 */
export function SpreadsheetDropzone({
  file,
  onFileChange,
  disabled,
  error,
  label = 'Spreadsheet',
}: SpreadsheetDropzoneProps) {
  const [rejected, setRejected] = useState<string | null>(null);
  const message = rejected ?? error;
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500} id="spreadsheet-dropzone-label">
        {label}
      </Text>
      {file ? (
        <Paper withBorder p="sm" radius="md" data-testid="chosen-file">
          <Group justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap">
              <IconFileSpreadsheet size={28} aria-hidden color="var(--mantine-color-green-8)" />
              <div>
                <Text size="sm" fw={600}>
                  {file.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatBytes(file.size)}
                </Text>
              </div>
            </Group>
            <CloseButton
              aria-label={`Remove ${file.name}`}
              disabled={disabled}
              onClick={() => onFileChange(null)}
            />
          </Group>
        </Paper>
      ) : (
        <Dropzone
          onDrop={(files) => {
            const chosen = files[0] ?? null;
            // The zone matches a type or an extension; a `.txt` the system calls text/csv is not one.
            if (chosen && !acceptsFile(chosen, SPREADSHEET_ACCEPT)) {
              setRejected(WRONG_TYPE);
              return;
            }
            setRejected(null);
            onFileChange(chosen);
          }}
          onReject={(rejections) => setRejected(rejectionMessage(rejections))}
          accept={SPREADSHEET_ACCEPT}
          maxSize={MAX_SPREADSHEET_BYTES}
          multiple={false}
          disabled={disabled}
          aria-labelledby="spreadsheet-dropzone-label"
          inputProps={{ 'aria-label': `${label} file` }}
          data-testid="spreadsheet-dropzone"
        >
          <Group justify="center" gap="lg" mih={120} style={{ pointerEvents: 'none' }}>
            <Dropzone.Accept>
              <IconUpload size={44} aria-hidden />
            </Dropzone.Accept>
            <Dropzone.Reject>
              <IconX size={44} aria-hidden />
            </Dropzone.Reject>
            <Dropzone.Idle>
              <IconFileSpreadsheet size={44} aria-hidden stroke={1.5} />
            </Dropzone.Idle>
            <div>
              <Text size="lg" inline>
                Drag a spreadsheet here or click to choose one
              </Text>
              <Text size="sm" c="dimmed" mt={7}>
                Excel (.xlsx) or CSV (.csv), at most {MAX_SPREADSHEET_MB} MB
              </Text>
            </div>
          </Group>
        </Dropzone>
      )}
      {message ? (
        <Text size="sm" c={ERROR_TEXT} role="alert">
          {message}
        </Text>
      ) : null}
    </Stack>
  );
}
