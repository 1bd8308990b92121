// `@back-office/hooks/documents` (decision 068).
export {
  type ListExportFormat,
  type ListExportInput,
  useDownloadInvoicePdf,
  useDownloadPickList,
  useExportList,
} from '../queries/documents.ts';
