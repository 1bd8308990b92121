import type { Schemas, UploadProgress } from '@back-office/api-client';
import {
  type ExistingProducts,
  useCreateUpload,
  usePreviewUpload,
  useTemplates,
} from '@back-office/hooks';
import { Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle, IconUpload } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { z } from 'zod';
import { Notice } from '../../components/notice.tsx';
import {
  SpreadsheetDropzone,
  UploadProgressBar,
} from '../../components/spreadsheet-dropzone/index.ts';
import { UnsavedChangesGuard } from '../../components/unsaved-changes-guard.tsx';
import { serverErrors } from '../../lib/form/server-errors.ts';
import { showToast } from '../../lib/notify.tsx';
import { notifyFailure } from '../../lib/notify-failure.ts';
import { ExistingProductsChoice, needsChoice } from './existing-products-choice.tsx';
import { UploadJobPanel } from './upload-job-panel.tsx';

const uploadFormSchema = z.object({
  templateId: z.number({ error: 'Choose a template' }).int().positive('Choose a template'),
  file: z.instanceof(File, { error: 'Choose a spreadsheet to upload' }),
});

type FieldErrors = Partial<Record<'templateId' | 'file', string>>;

export interface UploadPageProps {
  /** The upload being watched (`?upload=`), if any. */
  readonly uploadId: number | undefined;
  /** The template chosen (`?template_id=`), if any. */
  readonly templateId: number | undefined;
  readonly onTemplateChange: (templateId: number | undefined) => void;
  /** The upload was accepted: watch its job. */
  readonly onUploaded: (uploadId: number) => void;
  /** Back to the form for another file. */
  readonly onReset: () => void;
}

/** Where a failed upload's message belongs: the template, the file, or a toast. */
function placeError(error: unknown): FieldErrors | null {
  const { fields } = serverErrors(error, ['templateId', 'file'], {
    byPath: { template_id: 'templateId' },
    byStatus: { 404: 'templateId', 400: 'file', 413: 'file', 415: 'file' },
  });
  return Object.keys(fields).length > 0 ? fields : null;
}

/** `/upload`: choose a template, drop a spreadsheet, watch the import. */
export function UploadPage({
  uploadId,
  templateId,
  onTemplateChange,
  onUploaded,
  onReset,
}: UploadPageProps) {
  const templates = useTemplates({ limit: 1000, sort_by: 'template_name', sort_order: 'asc' });
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const abort = useRef<AbortController | null>(null);
  const create = useCreateUpload();
  const previewUpload = usePreviewUpload();
  // A file whose codes are already in the catalogue waits here for the user's choice.
  const [pending, setPending] = useState<{
    preview: Schemas['UploadPreview'];
    file: File;
    templateId: number;
  } | null>(null);
  const [choice, setChoice] = useState<ExistingProducts>('skip');

  const submit = async () => {
    const parsed = uploadFormSchema.safeParse({ templateId, file });
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof FieldErrors;
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    const target = { file: parsed.data.file, templateId: parsed.data.templateId };
    let preview: Schemas['UploadPreview'];
    try {
      preview = await previewUpload.mutateAsync(target);
    } catch (error) {
      const placed = placeError(error);
      if (placed) setErrors(placed);
      else notifyFailure(error);
      return;
    }
    if (needsChoice(preview)) {
      setChoice('skip');
      setPending({ preview, ...target });
      return;
    }
    await send(target.file, target.templateId, 'add');
  };

  const send = async (chosen: File, chosenTemplate: number, existing: ExistingProducts) => {
    setProgress(null);
    const controller = new AbortController();
    abort.current = controller;
    try {
      const upload = await create.mutateAsync({
        file: chosen,
        templateId: chosenTemplate,
        existingProducts: existing,
        onProgress: setProgress,
        signal: controller.signal,
      });
      setFile(null);
      setPending(null);
      onUploaded(upload.id);
    } catch (error) {
      if (controller.signal.aborted) {
        showToast({ kind: 'info', message: 'Upload cancelled' });
        return;
      }
      const placed = placeError(error);
      setPending(null);
      if (placed) setErrors(placed);
      else notifyFailure(error);
    } finally {
      abort.current = null;
    }
  };

  const templateOptions = (templates.data?.templates ?? []).map((template) => ({
    value: String(template.id),
    label: template.template_name,
  }));
  const chosen = templates.data?.templates.find((template) => template.id === templateId);
  const sending = create.isPending || previewUpload.isPending;

  return (
    <Stack gap="lg" maw={900}>
      {/* A picked file not yet sent, or one waiting for the existing-products choice. */}
      <UnsavedChangesGuard dirty={uploadId === undefined && (file !== null || pending !== null)} />
      <div>
        <Title order={1}>Upload</Title>
        <Text c="dimmed" size="sm">
          Import products from a spreadsheet laid out like one of your templates. The import is all
          or nothing: if any row has a problem, nothing is imported and the problems are listed.
        </Text>
      </div>

      {uploadId !== undefined ? (
        <UploadJobPanel
          uploadId={uploadId}
          onUploadAnother={() => {
            create.reset();
            onReset();
          }}
        />
      ) : pending ? (
        <ExistingProductsChoice
          preview={pending.preview}
          choice={choice}
          onChoiceChange={setChoice}
          importing={create.isPending}
          onImport={() => void send(pending.file, pending.templateId, choice)}
          onCancel={() => setPending(null)}
        />
      ) : (
        <Paper withBorder p="lg" radius="md">
          <form
            aria-label="Upload a spreadsheet"
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <Stack gap="md">
              <Select
                label="Template"
                description="The layout the spreadsheet follows (sheet, header row, column mapping)."
                placeholder={templates.isPending ? 'Loading templates…' : 'Choose a template'}
                data={templateOptions}
                value={templateId ? String(templateId) : null}
                onChange={(value) => {
                  setErrors((previous) => ({ ...previous, templateId: undefined }));
                  onTemplateChange(value ? Number(value) : undefined);
                }}
                searchable
                nothingFoundMessage="No template matches"
                error={errors.templateId}
                disabled={sending}
                withAsterisk
                comboboxProps={{ withinPortal: true }}
              />
              {templates.isSuccess && templateOptions.length === 0 ? (
                <Notice color="blue" icon={<IconInfoCircle aria-hidden />}>
                  There are no templates yet. <Link to="/templates/upload">Create a template</Link>{' '}
                  from a sample spreadsheet first.
                </Notice>
              ) : null}
              {chosen ? (
                <Text size="xs" c="dimmed" data-testid="template-columns">
                  Expected columns: {Object.values(chosen.column_mapping).join(', ')} (sheet “
                  {chosen.sheet_name}”, header on row {chosen.header_row})
                </Text>
              ) : null}
              <SpreadsheetDropzone
                file={file}
                onFileChange={(next) => {
                  setFile(next);
                  setErrors((previous) => ({ ...previous, file: undefined }));
                }}
                disabled={sending}
                error={errors.file}
              />
              {sending ? (
                <UploadProgressBar progress={progress} onCancel={() => abort.current?.abort()} />
              ) : null}
              <Group justify="flex-end">
                <Button
                  type="submit"
                  leftSection={<IconUpload size={16} aria-hidden />}
                  loading={sending}
                  disabled={sending}
                >
                  Upload and import
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
      )}
    </Stack>
  );
}
