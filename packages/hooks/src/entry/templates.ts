// `@back-office/hooks/templates` (decision 068).
export {
  type TemplateFileInput,
  type TemplateListParams,
  type TemplatePreviewParams,
  type TemplateUploadInput,
  templateKeys,
  templatePages,
  templateQueries,
  useAnalyzeTemplate,
  useDeleteTemplate,
  useDownloadTemplateFile,
  useTemplatePreview,
  useTemplates,
  useUploadTemplate,
} from '../queries/templates.ts';
