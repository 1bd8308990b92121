export { type AcceptSpec, acceptAttribute, acceptOfKinds, acceptsFile } from './accepts-file.ts';
export { formatBytes } from './format-bytes.ts';
export {
  SPREADSHEET_ACCEPT,
  SpreadsheetDropzone,
  type SpreadsheetDropzoneProps,
} from './spreadsheet-dropzone.tsx';
export { UploadProgressBar } from './upload-progress.tsx';
