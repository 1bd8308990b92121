// `@back-office/hooks/distributor-templates` (decision 068).
export {
  type DistributorTemplateFileInput,
  type DistributorTemplateListParams,
  type DistributorTemplatePreviewParams,
  type DistributorTemplateUploadInput,
  distributorTemplateKeys,
  distributorTemplatePages,
  distributorTemplateQueries,
  useAnalyzeDistributorTemplate,
  useDeleteDistributorTemplate,
  useDistributorTemplatePreview,
  useDistributorTemplates,
  useDownloadDistributorTemplateFile,
  useUploadDistributorTemplate,
} from '../queries/distributor-templates.ts';
