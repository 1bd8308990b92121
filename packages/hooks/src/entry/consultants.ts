// `@back-office/hooks/consultants` (decision 068).
export {
  type ConsentFormInput,
  useDeleteConsentForm,
  useDownloadConsentForm,
  useUploadConsentForm,
} from '../queries/consultants/consent-forms.ts';
export {
  type ExportConsultantsInput,
  type ExportFormat,
  useExportConsultants,
} from '../queries/consultants/export.ts';
export {
  type ConsultantListParams,
  type ConsultantOrderHistoryParams,
  consultantKeys,
} from '../queries/consultants/keys.ts';
export {
  useBulkDeleteConsultants,
  useBulkUploadConsultants,
  useCreateConsultant,
  useDeleteConsultant,
  useUpdateConsultant,
} from '../queries/consultants/mutations.ts';
export {
  consultantOrderHistoryPages,
  consultantPages,
  consultantQueries,
  useConsentForms,
  useConsultant,
  useConsultantOrderHistory,
  useConsultantSearch,
  useConsultants,
} from '../queries/consultants/queries.ts';
