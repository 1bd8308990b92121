import type { ConsentForm, Schemas } from '@back-office/api-client';
import {
  useConsentForms,
  useDeleteConsentForm,
  useDownloadConsentForm,
  useUploadConsentForm,
} from '@back-office/hooks/consultants';
import {
  ActionIcon,
  Button,
  FileInput,
  Group,
  Paper,
  Progress,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { IconDownload, IconFileUpload, IconTrash } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useConfirm } from '../../components/confirm/index.ts';
import { DataTable, type DataTableColumn } from '../../components/data-table/index.ts';
import { saveFile } from '../../components/file-download.ts';
import { acceptAttribute, acceptsFile } from '../../components/spreadsheet-dropzone/index.ts';
import { UnsavedChangesGuard } from '../../components/unsaved-changes-guard.tsx';
import { failureOf, serverErrors } from '../../lib/form/server-errors.ts';
import { SubmitError } from '../../lib/form/submit-error.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { showToast } from '../../lib/notify.tsx';
import { notifyFailure, withFailureToast } from '../../lib/notify-failure.ts';

type FileType = Schemas['ConsentFormType'];

export const FILE_TYPE_LABELS: Record<FileType, string> = {
  popia_consent: 'POPIA consent',
  id_copy: 'ID copy',
  contract: 'Contract',
  other: 'Other',
};

/** What the API takes for a consent form (415 otherwise). */
const CONSENT_ACCEPT = {
  'application/pdf': ['.pdf'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
};
const ACCEPT = acceptAttribute(CONSENT_ACCEPT);
const WRONG_TYPE = 'Only PDF, JPEG or PNG files can be uploaded.';

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export interface ConsentFormsPanelProps {
  readonly consultantId: number;
  /** `consultants:update`: upload and delete. */
  readonly canChange: boolean;
}

/** A consultant's consent forms: upload with a type and description, list, download, delete. */
export function ConsentFormsPanel({ consultantId, canChange }: ConsentFormsPanelProps) {
  const forms = useConsentForms(consultantId);
  const download = useDownloadConsentForm();
  const remove = useDeleteConsentForm();
  const confirm = useConfirm();

  const columns: DataTableColumn<ConsentForm>[] = [
    { key: 'file', header: 'File', cell: (form) => <Text size="sm">{form.file_name}</Text> },
    { key: 'type', header: 'Type', cell: (form) => FILE_TYPE_LABELS[form.file_type] },
    { key: 'description', header: 'Description', cell: (form) => form.description ?? '—' },
    { key: 'size', header: 'Size', align: 'right', cell: (form) => formatSize(form.size_bytes) },
    { key: 'by', header: 'Uploaded by', cell: (form) => form.uploaded_by.name },
    { key: 'at', header: 'Uploaded', cell: (form) => formatDateTime(form.created_at) },
    {
      key: 'actions',
      header: <VisuallyHidden>Actions</VisuallyHidden>,
      align: 'right',
      cell: (form) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Tooltip label="Download">
            <ActionIcon
              variant="subtle"
              aria-label={`Download ${form.file_name}`}
              loading={download.isPending && download.variables === form.id}
              onClick={() =>
                download.mutate(form.id, {
                  onSuccess: saveFile,
                  onError: notifyFailure,
                })
              }
            >
              <IconDownload size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          {canChange ? (
            <Tooltip label="Delete">
              <ActionIcon
                variant="subtle"
                color="red.9"
                aria-label={`Delete ${form.file_name}`}
                onClick={() =>
                  confirm.ask({
                    title: 'Delete consent form',
                    message: `Delete ${form.file_name}? The file cannot be recovered.`,
                    confirmLabel: 'Delete',
                    onConfirm: () =>
                      withFailureToast(async () => {
                        await remove.mutateAsync({ id: form.id, consultantId });
                        showToast({ kind: 'success', message: 'Consent form deleted' });
                      }),
                  })
                }
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          ) : null}
        </Group>
      ),
    },
  ];

  return (
    <Paper withBorder p="lg">
      <Stack gap="md">
        <Title order={2} size="h3">
          Consent forms
        </Title>
        {canChange ? <ConsentUploadForm consultantId={consultantId} /> : null}
        <DataTable
          label="Consent forms"
          rows={forms.data?.consent_forms}
          loading={forms.isPending}
          error={forms.error}
          onRetry={() => void forms.refetch()}
          columns={columns}
          getRowId={(form) => form.id}
          rowProps={() => ({ 'data-testid': 'consent-form-row' })}
          skeletonRows={2}
          empty={{
            title: 'No consent forms yet',
            description: canChange
              ? 'Upload the signed POPIA consent as a PDF, JPEG or PNG.'
              : 'Nothing has been uploaded for this consultant.',
          }}
        />
      </Stack>
      {confirm.modal}
    </Paper>
  );
}

/** The upload row: file, type, description; progress while sending; input kept on failure. */
function ConsentUploadForm({ consultantId }: { consultantId: number }) {
  const upload = useUploadConsentForm();
  const [file, setFile] = useState<File | null>(null);
  const [fileType, setFileType] = useState<FileType | null>('popia_consent');
  const [description, setDescription] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [errors, setErrors] = useState<{ file?: string; type?: string; description?: string }>({});
  const [failure, setFailure] = useState<unknown>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = {
      file: file ? undefined : 'Choose a PDF, JPEG or PNG file',
      type: fileType ? undefined : 'Choose what the file is',
      description: description.length > 500 ? 'At most 500 characters' : undefined,
    };
    setErrors(next);
    if (!file || !fileType || next.description) return;
    setFailure(null);
    setProgress(0);
    try {
      await upload.mutateAsync({
        consultantId,
        file,
        fileType,
        description: description.trim() || undefined,
        onProgress: ({ loaded, total }) =>
          setProgress(total ? Math.round((loaded / total) * 100) : null),
      });
      showToast({ kind: 'success', message: `${file.name} uploaded` });
      setFile(null);
      setDescription('');
    } catch (error) {
      const { fields } = serverErrors(error, ['description']);
      if (fields.description) setErrors({ description: fields.description });
      else setFailure(error);
    } finally {
      setProgress(null);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Upload consent form">
      <UnsavedChangesGuard dirty={file !== null || description.trim() !== ''} />
      <Stack gap="xs">
        <SubmitError failure={failure ? failureOf(failure) : null} title="Upload failed" />
        <Group align="flex-end" grow preventGrowOverflow={false} wrap="wrap">
          <FileInput
            label="File"
            description="PDF, JPEG or PNG"
            accept={ACCEPT}
            value={file}
            onChange={(value) => {
              const refused = value !== null && !acceptsFile(value, CONSENT_ACCEPT);
              setFile(refused ? null : value);
              setErrors((previous) => ({ ...previous, file: refused ? WRONG_TYPE : undefined }));
            }}
            error={errors.file}
            clearable
            clearButtonProps={{ 'aria-label': 'Clear file' }}
            miw={220}
          />
          <Select
            label="Type"
            data={Object.entries(FILE_TYPE_LABELS).map(([value, label]) => ({ value, label }))}
            value={fileType}
            onChange={(value) => setFileType(value as FileType | null)}
            error={errors.type}
            allowDeselect={false}
            miw={160}
          />
          <TextInput
            label="Description"
            placeholder="e.g. Signed at the Rosebank branch"
            value={description}
            onChange={(event) => setDescription(event.currentTarget.value)}
            error={errors.description}
            miw={220}
          />
        </Group>
        <Group justify="flex-end">
          <Button
            type="submit"
            leftSection={<IconFileUpload size={16} aria-hidden />}
            loading={upload.isPending}
            disabled={upload.isPending}
          >
            Upload consent form
          </Button>
        </Group>
        {progress !== null ? (
          <Progress value={progress} aria-label="Upload progress" animated />
        ) : null}
      </Stack>
    </form>
  );
}
