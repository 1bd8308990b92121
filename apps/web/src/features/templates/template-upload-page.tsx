import type { UploadProgress } from '@back-office/api-client';
import { isApiError } from '@back-office/api-client';
import { useAuth } from '@back-office/hooks/auth';
import { Button, Group, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconDeviceFloppy, IconScan } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { z } from 'zod';
import { ButtonLink } from '../../components/button-link.tsx';
import { Notice } from '../../components/notice.tsx';
import {
  SpreadsheetDropzone,
  UploadProgressBar,
} from '../../components/spreadsheet-dropzone/index.ts';
import { UnsavedChangesGuard } from '../../components/unsaved-changes-guard.tsx';
import { SubmitError } from '../../lib/form/submit-error.tsx';
import { useSchemaForm } from '../../lib/form/use-schema-form.ts';
import { showToast } from '../../lib/notify.tsx';
import { notifyFailure } from '../../lib/notify-failure.ts';
import { AnalysisPanel } from './analysis-panel.tsx';
import {
  mappingJson,
  missingFields,
  type TemplateDetails,
  templateDetailsSchema,
} from './template-form-schema.ts';
import type { AnalysisView, TemplateKind } from './template-kind.ts';

export interface TemplateUploadPageProps {
  readonly kind: TemplateKind;
  /** The template was saved. */
  readonly onSaved: (id: number) => void;
}

/** A new template's form: the text fields, the sample file and the column mapping. */
const templateUploadSchema = templateDetailsSchema.extend({
  file: z.instanceof(File, { error: 'Choose a sample spreadsheet and analyze it first' }),
  mapping: z.record(z.string(), z.string().optional()),
});

type TemplateUploadValues = TemplateDetails & {
  readonly file: File | null;
  readonly mapping: Readonly<Record<string, string | undefined>>;
};

/** `/templates/upload` and `/distributor-templates/upload`: analyze a sample, check the mapping, save. */
export function TemplateUploadPage({ kind, onSaved }: TemplateUploadPageProps) {
  const { user } = useAuth();
  const form = useSchemaForm<TemplateUploadValues, z.output<typeof templateUploadSchema>>(
    templateUploadSchema,
    {
      template_name: '',
      description: '',
      created_by: user?.full_name ?? '',
      file: null,
      mapping: {},
    },
    {
      routes: {
        byPath: { column_mapping: 'mapping' },
        byStatus: { 409: 'template_name', 413: 'file', 415: 'file', 400: 'mapping' },
      },
    },
  );
  const { values, errors, set } = form;
  // Set when the save starts: the navigation that follows must not ask.
  const [saved, setSaved] = useState(false);
  const [analysis, setAnalysis] = useState<AnalysisView | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const abort = useRef<AbortController | null>(null);
  const analyze = kind.useAnalyze();
  const upload = kind.useUpload();
  const busy = analyze.isPending || upload.isPending;

  const runAnalyze = async () => {
    if (!values.file) {
      form.mark({ file: 'Choose a sample spreadsheet' });
      return;
    }
    try {
      const result = await analyze.mutateAsync({ file: values.file });
      setAnalysis(result);
      set('mapping', { ...result.proposed_mapping });
      set('file', values.file);
    } catch (error) {
      if (isApiError(error) && [400, 413, 415, 422].includes(error.status)) {
        form.mark({ file: error.message });
      } else notifyFailure(error);
    }
  };

  const save = async (parsed: z.output<typeof templateUploadSchema>) => {
    if (!analysis) {
      form.mark({ file: 'Choose a sample spreadsheet and analyze it first' });
      return;
    }
    const missing = missingFields(kind.fields, parsed.mapping);
    if (missing.length > 0) {
      form.mark({ mapping: `Map ${missing.map((field) => field.label).join(', ')}` });
      return;
    }
    const controller = new AbortController();
    abort.current = controller;
    setProgress(null);
    setSaved(true);
    try {
      const created = await upload.mutateAsync({
        file: parsed.file,
        fields: {
          template_name: parsed.template_name,
          ...(parsed.description ? { description: parsed.description } : {}),
          ...(parsed.created_by ? { created_by: parsed.created_by } : {}),
          column_mapping: mappingJson(parsed.mapping),
          sheet_name: analysis.sheet_name,
          header_row: analysis.header_row,
        },
        onProgress: setProgress,
        signal: controller.signal,
      });
      showToast({ kind: 'success', message: `Saved ${created.template_name}` });
      onSaved(created.id);
    } catch (error) {
      setSaved(false);
      if (!controller.signal.aborted) throw error;
      showToast({ kind: 'info', message: 'Upload cancelled' });
    } finally {
      abort.current = null;
    }
  };

  return (
    <Stack gap="lg" maw={1100}>
      <UnsavedChangesGuard dirty={!saved && form.isDirty} />
      <div>
        <Title order={1}>{kind.uploadTitle}</Title>
        <Text c="dimmed" size="sm">
          Describe the template, drop a sample spreadsheet and analyze it. Check the proposed column
          mapping, then save.
        </Text>
      </div>
      <form
        aria-label={`New ${kind.noun}`}
        ref={form.formRef}
        onSubmit={form.submit(save)}
        noValidate
      >
        <Stack gap="lg">
          <SubmitError failure={form.failure} title="The template was not saved" />
          <Paper withBorder p="lg" radius="md">
            <Stack gap="md">
              <TextInput
                label="Template name"
                withAsterisk
                maxLength={100}
                {...form.field('template_name')}
                disabled={upload.isPending}
              />
              <Textarea
                label="Description"
                rows={3}
                maxLength={500}
                {...form.field('description')}
                disabled={upload.isPending}
              />
              <TextInput
                label="Created by"
                description="Defaults to your name."
                maxLength={200}
                {...form.field('created_by')}
                disabled={upload.isPending}
              />
              <SpreadsheetDropzone
                label="Sample spreadsheet"
                file={values.file}
                onFileChange={(next) => {
                  set('file', next);
                  set('mapping', {});
                  setAnalysis(null);
                }}
                disabled={busy}
                error={errors.file}
              />
              {upload.isPending ? (
                <UploadProgressBar progress={progress} onCancel={() => abort.current?.abort()} />
              ) : null}
              <Group>
                <Button
                  variant={analysis ? 'default' : 'filled'}
                  leftSection={<IconScan size={16} aria-hidden />}
                  onClick={() => void runAnalyze()}
                  loading={analyze.isPending}
                  disabled={!values.file || busy}
                >
                  {analysis ? 'Analyze again' : 'Analyze sample'}
                </Button>
              </Group>
            </Stack>
          </Paper>

          {analysis ? (
            <AnalysisPanel
              analysis={analysis}
              fields={kind.fields}
              mapping={values.mapping}
              onMappingChange={(field, header) =>
                set('mapping', { ...values.mapping, [field]: header })
              }
              disabled={upload.isPending}
              error={errors.mapping}
            />
          ) : null}
          {errors.mapping ? (
            <Notice color="red" role="alert" title="The mapping cannot be saved">
              {errors.mapping}
            </Notice>
          ) : null}

          <Group justify="flex-end">
            <ButtonLink to={kind.listPath} variant="default">
              Cancel
            </ButtonLink>
            <Button
              type="submit"
              leftSection={<IconDeviceFloppy size={16} aria-hidden />}
              loading={upload.isPending}
              disabled={!analysis || busy}
            >
              Save template
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
