export { type AcceptSpec, acceptAttribute, acceptsFile } from './accepts-file.ts';
export { formatBytes } from './format-bytes.ts';
export {
  SPREADSHEET_ACCEPT,
  SPREADSHEET_MAX_BYTES,
  SpreadsheetDropzone,
  type SpreadsheetDropzoneProps,
} from './spreadsheet-dropzone.tsx';
export { UploadProgressBar } from './upload-progress.tsx';
