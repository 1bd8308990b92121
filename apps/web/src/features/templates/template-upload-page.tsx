import type { UploadProgress } from '@back-office/api-client';
import { isApiError } from '@back-office/api-client';
import { useAuth } from '@back-office/hooks';
import { Button, Group, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconDeviceFloppy, IconScan } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { ButtonLink } from '../../components/button-link.tsx';
import { Notice } from '../../components/notice.tsx';
import {
  SpreadsheetDropzone,
  UploadProgressBar,
} from '../../components/spreadsheet-dropzone/index.ts';
import { UnsavedChangesGuard } from '../../components/unsaved-changes-guard.tsx';
import { serverErrors } from '../../lib/form/server-errors.ts';
import { showToast } from '../../lib/notify.tsx';
import { notifyFailure } from '../../lib/notify-failure.ts';
import { AnalysisPanel } from './analysis-panel.tsx';
import {
  mappingJson,
  missingFields,
  type TemplateDetails,
  type TemplateDetailsErrors,
  templateDetailsSchema,
} from './template-form-schema.ts';
import type { AnalysisView, TemplateKind } from './template-kind.ts';

export interface TemplateUploadPageProps {
  readonly kind: TemplateKind;
  /** The template was saved. */
  readonly onSaved: (id: number) => void;
}

/** Where a failed save's message belongs. */
function placeSaveError(error: unknown): TemplateDetailsErrors | null {
  const { fields } = serverErrors(
    error,
    ['template_name', 'description', 'created_by', 'file', 'mapping'],
    {
      byPath: { column_mapping: 'mapping' },
      byStatus: { 409: 'template_name', 413: 'file', 415: 'file', 400: 'mapping' },
    },
  );
  return Object.keys(fields).length > 0 ? fields : null;
}

/** `/templates/upload` and `/distributor-templates/upload`: analyze a sample, check the mapping, save. */
export function TemplateUploadPage({ kind, onSaved }: TemplateUploadPageProps) {
  const { user } = useAuth();
  const [details, setDetails] = useState<TemplateDetails>({
    template_name: '',
    description: '',
    created_by: user?.full_name ?? '',
  });
  // Set when the save starts: the navigation that follows must not ask.
  const [saved, setSaved] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [analysis, setAnalysis] = useState<AnalysisView | null>(null);
  const [mapping, setMapping] = useState<Record<string, string | undefined>>({});
  const [errors, setErrors] = useState<TemplateDetailsErrors>({});
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const abort = useRef<AbortController | null>(null);
  const analyze = kind.useAnalyze();
  const upload = kind.useUpload();
  const busy = analyze.isPending || upload.isPending;

  const setField = (name: keyof TemplateDetails, value: string) => {
    setDetails((previous) => ({ ...previous, [name]: value }));
    setErrors((previous) => ({ ...previous, [name]: undefined }));
  };

  const runAnalyze = async () => {
    if (!file) {
      setErrors((previous) => ({ ...previous, file: 'Choose a sample spreadsheet' }));
      return;
    }
    try {
      const result = await analyze.mutateAsync({ file });
      setAnalysis(result);
      setMapping({ ...result.proposed_mapping });
      setErrors((previous) => ({ ...previous, file: undefined, mapping: undefined }));
    } catch (error) {
      if (isApiError(error) && [400, 413, 415, 422].includes(error.status)) {
        setErrors((previous) => ({ ...previous, file: error.message }));
      } else notifyFailure(error);
    }
  };

  const save = async () => {
    const parsed = templateDetailsSchema.safeParse(details);
    const next: TemplateDetailsErrors = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof TemplateDetails;
        next[key] ??= issue.message;
      }
    }
    if (!file || !analysis) next.file = 'Choose a sample spreadsheet and analyze it first';
    const missing = missingFields(kind.fields, mapping);
    if (analysis && missing.length > 0) {
      next.mapping = `Map ${missing.map((field) => field.label).join(', ')}`;
    }
    setErrors(next);
    if (!parsed.success || !file || !analysis || Object.values(next).some(Boolean)) return;

    const controller = new AbortController();
    abort.current = controller;
    setProgress(null);
    setSaved(true);
    try {
      const saved = await upload.mutateAsync({
        file,
        fields: {
          template_name: parsed.data.template_name,
          description: parsed.data.description || undefined,
          created_by: parsed.data.created_by || undefined,
          column_mapping: mappingJson(mapping),
          sheet_name: analysis.sheet_name,
          header_row: analysis.header_row,
        },
        onProgress: setProgress,
        signal: controller.signal,
      });
      showToast({ kind: 'success', message: `Saved ${saved.template_name}` });
      onSaved(saved.id);
    } catch (error) {
      setSaved(false);
      if (controller.signal.aborted) {
        showToast({ kind: 'info', message: 'Upload cancelled' });
        return;
      }
      const placed = placeSaveError(error);
      if (placed) setErrors(placed);
      else notifyFailure(error);
    } finally {
      abort.current = null;
    }
  };

  return (
    <Stack gap="lg" maw={1100}>
      <UnsavedChangesGuard
        dirty={
          !saved &&
          (file !== null ||
            details.template_name !== '' ||
            details.description !== '' ||
            details.created_by !== (user?.full_name ?? ''))
        }
      />
      <div>
        <Title order={1}>{kind.uploadTitle}</Title>
        <Text c="dimmed" size="sm">
          Describe the template, drop a sample spreadsheet and analyze it. Check the proposed column
          mapping, then save.
        </Text>
      </div>
      <form
        aria-label={`New ${kind.noun}`}
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Stack gap="lg">
          <Paper withBorder p="lg" radius="md">
            <Stack gap="md">
              <TextInput
                label="Template name"
                name="template_name"
                withAsterisk
                maxLength={100}
                value={details.template_name}
                onChange={(event) => setField('template_name', event.currentTarget.value)}
                error={errors.template_name}
                disabled={upload.isPending}
              />
              <Textarea
                label="Description"
                name="description"
                rows={3}
                maxLength={500}
                value={details.description}
                onChange={(event) => setField('description', event.currentTarget.value)}
                error={errors.description}
                disabled={upload.isPending}
              />
              <TextInput
                label="Created by"
                name="created_by"
                description="Defaults to your name."
                maxLength={200}
                value={details.created_by}
                onChange={(event) => setField('created_by', event.currentTarget.value)}
                error={errors.created_by}
                disabled={upload.isPending}
              />
              <SpreadsheetDropzone
                label="Sample spreadsheet"
                file={file}
                onFileChange={(next) => {
                  setFile(next);
                  setAnalysis(null);
                  setMapping({});
                  setErrors((previous) => ({ ...previous, file: undefined, mapping: undefined }));
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
                  disabled={!file || busy}
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
              mapping={mapping}
              onMappingChange={(field, header) => {
                setMapping((previous) => ({ ...previous, [field]: header }));
                setErrors((previous) => ({ ...previous, mapping: undefined }));
              }}
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
