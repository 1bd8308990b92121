// `@back-office/hooks/uploads` (decision 068).
export {
  type ExistingProducts,
  type ImportPreviewInput,
  type UploadInput,
  type UploadListParams,
  uploadKeys,
  uploadPages,
  uploadQueries,
  useCreateUpload,
  useImportUploadPreview,
  usePreviewUpload,
  useUpload,
  useUploadJob,
  useUploads,
} from '../queries/uploads.ts';
