import { isApiError, type Schemas, type UploadProgress } from '@back-office/api-client';
import { useTemplates } from '@back-office/hooks/templates';
import {
  type ExistingProducts,
  useImportUploadPreview,
  usePreviewUpload,
} from '@back-office/hooks/uploads';
import { Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle, IconUpload } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { z } from 'zod';
import { Notice } from '../../components/notice.tsx';
import {
  SpreadsheetDropzone,
  UploadProgressBar,
} from '../../components/spreadsheet-dropzone/index.ts';
import { UnsavedChangesGuard } from '../../components/unsaved-changes-guard.tsx';
import { SubmitError } from '../../lib/form/submit-error.tsx';
import { useSchemaForm } from '../../lib/form/use-schema-form.ts';
import { showToast } from '../../lib/notify.tsx';
import { ExistingProductsChoice, needsChoice } from './existing-products-choice.tsx';
import { UploadJobPanel } from './upload-job-panel.tsx';

const uploadFormSchema = z.object({
  templateId: z.number({ error: 'Choose a template' }).int().positive('Choose a template'),
  file: z.instanceof(File, { error: 'Choose a spreadsheet to upload' }),
});

interface UploadValues {
  readonly templateId: number | undefined;
  readonly file: File | null;
}

/** The preview kept the file, but it is gone (expired, or its template was deleted). */
const PREVIEW_GONE = 'The server no longer has this file (it waits an hour): upload it again';

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

/**
 * `/upload`: choose a template, drop a spreadsheet, watch the import. The file goes up once
 * (decision 066): the preview keeps it, and the import refers to it by `preview_id`.
 */
export function UploadPage({
  uploadId,
  templateId,
  onTemplateChange,
  onUploaded,
  onReset,
}: UploadPageProps) {
  const templates = useTemplates({ limit: 1000, sort_by: 'template_name', sort_order: 'asc' });
  const form = useSchemaForm<UploadValues, z.output<typeof uploadFormSchema>>(
    uploadFormSchema,
    { templateId, file: null },
    {
      routes: {
        byPath: { template_id: 'templateId' },
        byStatus: { 404: 'templateId', 400: 'file', 413: 'file', 415: 'file' },
      },
    },
  );
  const { values, errors, set } = form;
  // The URL holds the template: back and forward change it under the form.
  useEffect(() => {
    if (templateId !== values.templateId) set('templateId', templateId);
  }, [templateId, values.templateId, set]);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const abort = useRef<AbortController | null>(null);
  const previewUpload = usePreviewUpload();
  const importPreview = useImportUploadPreview();
  // A file whose codes are already in the catalogue waits here (kept by the server) for the choice.
  const [pending, setPending] = useState<Schemas['UploadPreview'] | null>(null);
  const [choice, setChoice] = useState<ExistingProducts>('skip');

  /** Imports the file the preview kept; a refusal goes back to the form, which keeps its values. */
  const start = async (previewId: number, existing: ExistingProducts) => {
    let upload: Schemas['Upload'];
    try {
      upload = await importPreview.mutateAsync({ previewId, existingProducts: existing });
    } catch (error) {
      setPending(null);
      if (isApiError(error) && error.status === 404) form.mark({ file: PREVIEW_GONE });
      else form.refuse(error);
      return;
    }
    set('file', null);
    setPending(null);
    onUploaded(upload.id);
  };

  const save = async ({ file, templateId: chosen }: z.output<typeof uploadFormSchema>) => {
    setProgress(null);
    const controller = new AbortController();
    abort.current = controller;
    let preview: Schemas['UploadPreview'];
    try {
      preview = await previewUpload.mutateAsync({
        file,
        templateId: chosen,
        onProgress: setProgress,
        signal: controller.signal,
      });
    } catch (error) {
      if (!controller.signal.aborted) throw error;
      showToast({ kind: 'info', message: 'Upload cancelled' });
      return;
    } finally {
      abort.current = null;
    }
    if (needsChoice(preview)) {
      setChoice('skip');
      setPending(preview);
      return;
    }
    await start(preview.preview_id, 'add');
  };

  const templateOptions = (templates.data?.templates ?? []).map((template) => ({
    value: String(template.id),
    label: template.template_name,
  }));
  const chosen = templates.data?.templates.find((template) => template.id === values.templateId);
  const sending = form.submitting || importPreview.isPending;

  return (
    <Stack gap="lg" maw={900}>
      {/* A picked file not yet sent, or one waiting for the existing-products choice. */}
      <UnsavedChangesGuard
        dirty={uploadId === undefined && (values.file !== null || pending !== null)}
      />
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
            importPreview.reset();
            onReset();
          }}
        />
      ) : pending ? (
        <ExistingProductsChoice
          preview={pending}
          choice={choice}
          onChoiceChange={setChoice}
          importing={importPreview.isPending}
          onImport={() => void start(pending.preview_id, choice)}
          onCancel={() => setPending(null)}
        />
      ) : (
        <Paper withBorder p="lg" radius="md">
          <form
            aria-label="Upload a spreadsheet"
            ref={form.formRef}
            onSubmit={form.submit(save)}
            noValidate
          >
            <Stack gap="md">
              <SubmitError failure={form.failure} title="The spreadsheet was not uploaded" />
              <Select
                label="Template"
                description="The layout the spreadsheet follows (sheet, header row, column mapping)."
                placeholder={templates.isPending ? 'Loading templates…' : 'Choose a template'}
                data={templateOptions}
                value={values.templateId ? String(values.templateId) : null}
                onChange={(value) => {
                  const next = value ? Number(value) : undefined;
                  set('templateId', next);
                  onTemplateChange(next);
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
                file={values.file}
                onFileChange={(next) => set('file', next)}
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
