// The public API of @back-office/hooks: React Query options and hooks for every operation, the
// session, the periods and local storage. No UI kit and no router: toasts and navigation go
// out through the ports given to ApiProvider. Typing React Query's own errors as ApiError is
// opt-in: `import '@back-office/hooks/register'` (see register.ts).
export {
  type ApiContextValue,
  ApiProvider,
  type ApiProviderProps,
  useApi,
  useApiContext,
} from './api/api-context.tsx';
export { type AppApiClientOptions, createAppApiClient } from './api/create-app-api-client.ts';
export { defined } from './api/defined.ts';
export type { AppPorts, Notification, NotificationKind, Notify } from './api/ports.ts';
export type { DataOf, QueryExtras } from './api/query-extras.ts';
export { createSessionSignal, type SessionSignal } from './api/session-signal.ts';
export type { BodyOf, MultipartOf, QueryOf } from './api/types.ts';
export type { UploadControls } from './api/upload-input.ts';
export {
  type ApiMutationConfig,
  type ApiMutationFactory,
  apiMutationOptions,
  invalidateAll,
  type MutationExtras,
  useApiMutation,
  useApiMutationOf,
} from './api/use-api-mutation.ts';
export {
  type OptimisticConfig,
  type OptimisticContext,
  optimisticMutationOptions,
  useOptimisticMutation,
} from './api/use-optimistic-mutation.ts';
export {
  AuthContext,
  type AuthContextValue,
  type RegisterInput,
  useAuth,
} from './auth/auth-context.ts';
export { AuthError } from './auth/auth-error.ts';
export { AuthProvider, type AuthProviderProps } from './auth/auth-provider.tsx';
export { type AuthUser, fetchSessionUser } from './auth/fetch-session-user.ts';
export { type CrossTabHandlers, useCrossTabSync } from './auth/use-cross-tab-sync.ts';
export { AUTH_INIT_TIMEOUT_MS, TimeoutError, withTimeout } from './auth/with-timeout.ts';
export { sendWithVersion } from './concurrency/send-with-version.ts';
export {
  isStaleRecord,
  StaleRecordError,
  type WriteError,
} from './concurrency/stale-record-error.ts';
export {
  cachedVersion,
  resolveVersion,
  storeVersion,
  type VersionSource,
} from './concurrency/version-source.ts';
export { DEFAULT_POLL_DELAY, type PollDelayOptions, pollDelay } from './jobs/poll-delay.ts';
export {
  type JobState,
  type JobStatus,
  LIVE_POLL_MS,
  type UseJobConfig,
  useJob,
} from './jobs/use-job.ts';
export {
  createLiveJobs,
  type LiveJobEvent,
  type LiveJobKind,
  type LiveJobs,
  liveJobs,
} from './live/live-jobs.ts';
export {
  createLiveRecords,
  type LiveRecords,
  liveRecords,
  parseRecordChanged,
  type RecordChangeAuthor,
  type RecordChangedEvent,
} from './live/live-records.ts';
export { type RecordWatch, useRecordChange } from './live/use-record-change.ts';
export { asErrorLike, detailText, type ErrorLike, errorCode } from './messages/error-detail.ts';
export {
  AUTH_ERROR_MESSAGES,
  type AuthOperation,
  authErrorMessage,
  type ErrorMessageRule,
  FORBIDDEN_MESSAGE,
  forbiddenMessage,
  PERIOD_NOT_FOUND_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
} from './messages/error-messages.ts';
export { SUCCESS_MESSAGES } from './messages/success-messages.ts';
export {
  type PeriodContextValue,
  PeriodProvider,
  usePeriods,
  useSelectedPeriod,
  useSelectedPeriodId,
} from './periods/period-provider.tsx';
export type { PeriodLike, PeriodStatus } from './periods/period-types.ts';
export { type InitialPeriodInput, selectInitialPeriod } from './periods/select-initial-period.ts';
export {
  type PeriodScopeAhead,
  periodScopedParamsAhead,
  selectedPeriodIdAhead,
} from './periods/selected-period-ahead.ts';
export { isSelectablePeriod, newestSelectablePeriod, sortPeriods } from './periods/sort-periods.ts';
export { usePeriodScope } from './periods/use-period-scope.ts';
export {
  authKeys,
  authQueries,
  usePermissionsQuery,
  useRegistration,
  useVerificationStatus,
} from './queries/auth.ts';
export {
  type BusinessDetails,
  type BusinessDetailsUpdate,
  businessKeys,
  businessQueries,
  updateBusinessDetailsMutation,
  useBusinessDetails,
  useUpdateBusinessDetails,
} from './queries/business.ts';
export {
  bulkDeleteCombinedOrdersMutation,
  type CombinedOrderListParams,
  combinedOrderKeys,
  combinedOrderPages,
  combinedOrderQueries,
  deleteCombinedOrderMutation,
  downloadCombinedOrderPdfMutation,
  useBulkDeleteCombinedOrders,
  useCombinedOrder,
  useCombinedOrderInvoicePreview,
  useCombinedOrderPdfInfo,
  useCombinedOrders,
  useDeleteCombinedOrder,
  useDownloadCombinedOrderPdf,
} from './queries/combined-orders.ts';
export { useCombinationJob } from './queries/consultant-orders/combination-job.ts';
export {
  bulkCombineConsultantOrdersMutation,
  combineConsultantOrderMutation,
  deleteCombinationStatusMutation,
  useBulkCombineConsultantOrders,
  useCombineConsultantOrder,
  useDeleteCombinationStatus,
} from './queries/consultant-orders/combining.ts';
export {
  addConsultantOrderItemMutation,
  type ConsultantOrderItemEdit,
  deleteConsultantOrderItemMutation,
  updateConsultantOrderItemMutation,
  useAddConsultantOrderItem,
  useDeleteConsultantOrderItem,
  useUpdateConsultantOrderItem,
} from './queries/consultant-orders/items.ts';
export {
  type ConsultantOrderListParams,
  consultantOrderKeys,
} from './queries/consultant-orders/keys.ts';
export {
  bulkDeleteConsultantOrdersMutation,
  type ConsultantOrderEdit,
  createConsultantOrderMutation,
  deleteConsultantOrderMutation,
  downloadConsultantOrderPdfMutation,
  updateConsultantOrderMutation,
  useBulkDeleteConsultantOrders,
  useCreateConsultantOrder,
  useDeleteConsultantOrder,
  useDownloadConsultantOrderPdf,
  useUpdateConsultantOrder,
} from './queries/consultant-orders/mutations.ts';
export {
  consultantOrderPages,
  consultantOrderQueries,
  useCombinationStatus,
  useConsultantOrder,
  useConsultantOrders,
} from './queries/consultant-orders/queries.ts';
export {
  type ConsentFormInput,
  deleteConsentFormMutation,
  downloadConsentFormMutation,
  uploadConsentFormMutation,
  useDeleteConsentForm,
  useDownloadConsentForm,
  useUploadConsentForm,
} from './queries/consultants/consent-forms.ts';
export {
  type ExportConsultantsInput,
  type ExportFormat,
  exportConsultantsMutation,
  useExportConsultants,
} from './queries/consultants/export.ts';
export {
  type ConsultantListParams,
  type ConsultantOrderHistoryParams,
  consultantKeys,
} from './queries/consultants/keys.ts';
export {
  bulkDeleteConsultantsMutation,
  bulkUploadConsultantsMutation,
  createConsultantMutation,
  deleteConsultantMutation,
  updateConsultantMutation,
  useBulkDeleteConsultants,
  useBulkUploadConsultants,
  useCreateConsultant,
  useDeleteConsultant,
  useUpdateConsultant,
} from './queries/consultants/mutations.ts';
export {
  consultantOrderHistoryPages,
  consultantPages,
  consultantQueries,
  useConsentForms,
  useConsultant,
  useConsultantOrderHistory,
  useConsultantSearch,
  useConsultants,
} from './queries/consultants/queries.ts';
export {
  type DashboardParams,
  dashboardKeys,
  dashboardQueries,
  useDashboardSummary,
} from './queries/dashboard.ts';
export {
  createDistributorOrderMutation,
  type DistributorOrderListParams,
  type DistributorOrderUploadInput,
  deleteDistributorOrderMutation,
  distributorOrderKeys,
  distributorOrderPages,
  distributorOrderQueries,
  submitDistributorOrderMutation,
  updateDistributorOrderMutation,
  useCreateDistributorOrder,
  useDeleteDistributorOrder,
  useDistributorOrder,
  useDistributorOrders,
  useSubmitDistributorOrder,
  useUpdateDistributorOrder,
} from './queries/distributor-orders.ts';
export {
  analyzeDistributorTemplateMutation,
  type DistributorTemplateFileInput,
  type DistributorTemplateListParams,
  type DistributorTemplatePreviewParams,
  type DistributorTemplateUploadInput,
  deleteDistributorTemplateMutation,
  distributorTemplateKeys,
  distributorTemplatePages,
  distributorTemplateQueries,
  downloadDistributorTemplateFileMutation,
  uploadDistributorTemplateMutation,
  useAnalyzeDistributorTemplate,
  useDeleteDistributorTemplate,
  useDistributorTemplatePreview,
  useDistributorTemplates,
  useDownloadDistributorTemplateFile,
  useUploadDistributorTemplate,
} from './queries/distributor-templates.ts';
export {
  downloadInvoicePdfMutation,
  downloadPickListMutation,
  exportListMutation,
  type ListExportFormat,
  type ListExportInput,
  useDownloadInvoicePdf,
  useDownloadPickList,
  useExportList,
} from './queries/documents.ts';
export {
  type EmailDelivery,
  type EmailStatus,
  emailKeys,
  emailQueries,
  sendPasswordResetEmailMutation,
  sendTestEmailMutation,
  type TestEmailResult,
  type UndeliveredEmailParams,
  undeliveredEmailPages,
  useEmailStatus,
  useSendPasswordResetEmail,
  useSendTestEmail,
  useUndeliveredEmails,
} from './queries/email.ts';
export {
  type HistoryPage,
  type HistoryResource,
  historyKeys,
  historyPages,
  historyQueries,
  useRecordHistory,
} from './queries/history.ts';
export {
  addInvoiceItemMutation,
  createInvoiceFromOrderMutation,
  deleteInvoiceItemMutation,
  deleteInvoiceMutation,
  type InvoiceDetailParams,
  type InvoiceListParams,
  type InvoiceProductSearchParams,
  invoiceKeys,
  invoicePages,
  invoiceQueries,
  recordInvoicePaymentMutation,
  updateInvoiceItemMutation,
  updateInvoiceMutation,
  useAddInvoiceItem,
  useCreateInvoiceFromOrder,
  useDeleteInvoice,
  useDeleteInvoiceItem,
  useInvoice,
  useInvoices,
  useRecordInvoicePayment,
  useUpdateInvoice,
  useUpdateInvoiceItem,
} from './queries/invoices.ts';
export {
  createSavedViewMutation,
  deleteSavedViewMutation,
  navigationKeys,
  navigationQueries,
  type RenameSavedViewInput,
  renameSavedViewMutation,
  useCreateSavedView,
  useDeleteSavedView,
  useEverythingSearch,
  useRenameSavedView,
  useSavedViews,
} from './queries/navigation.ts';
export {
  NOTIFICATIONS_PAGE,
  NOTIFICATIONS_POLL_MS,
  notificationKeys,
  notificationPages,
  notificationQueries,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotifications,
} from './queries/notifications.ts';
export {
  addOrderItemMutation,
  cancelOrderMutation,
  createOrderMutation,
  deleteOrderItemMutation,
  deleteOrderMutation,
  downloadOrderFileMutation,
  type OrderItemEdit,
  type OrderListParams,
  type OrderProductSearchParams,
  orderKeys,
  orderPages,
  orderQueries,
  processOrderMutation,
  retryOrderMutation,
  updateOrderItemMutation,
  useAddOrderItem,
  useCancelOrder,
  useCreateOrder,
  useDeleteOrder,
  useDeleteOrderItem,
  useDownloadOrderFile,
  useOrder,
  useOrderJob,
  useOrders,
  useProcessOrder,
  useRetryOrder,
  useUpdateOrderItem,
} from './queries/orders.ts';
export {
  activatePeriodMutation,
  archivePeriodMutation,
  closePeriodMutation,
  createPeriodMutation,
  deletePeriodMutation,
  PERIOD_LIST_PARAMS,
  type PeriodListParams,
  periodKeys,
  periodPages,
  periodQueries,
  updatePeriodMutation,
  useActivatePeriod,
  useArchivePeriod,
  useClosePeriod,
  useCreatePeriod,
  useDeletePeriod,
  usePeriod,
  useUpdatePeriod,
} from './queries/periods.ts';
export {
  type InvoiceProductSearchOptions,
  type OrderProductSearchOptions,
  SEARCH_DEFAULT_EXACT_MATCH,
  SEARCH_DEFAULT_LIMIT,
  useInvoiceProductSearch,
  useOrderProductSearch,
} from './queries/product-search.ts';
export {
  bulkDeleteProductsMutation,
  deleteProductMutation,
  type ProductCountParams,
  type ProductListParams,
  type ProductSetListParams,
  productKeys,
  productQueries,
  productSetPages,
  useBulkDeleteProducts,
  useDeleteProduct,
  useProductCount,
  useProductSets,
  useProducts,
} from './queries/products.ts';
export {
  type ProductPagesParams,
  productPagesQuery,
  useProductPages,
} from './queries/products-infinite.ts';
export { sessionKeys } from './queries/session-keys.ts';
export { sessionQueries, useSessions } from './queries/sessions.ts';
export { type OutboxParams, systemKeys, systemQueries, useHealth } from './queries/system.ts';
export {
  analyzeTemplateMutation,
  deleteTemplateMutation,
  downloadTemplateFileMutation,
  type TemplateFileInput,
  type TemplateListParams,
  type TemplatePreviewParams,
  type TemplateUploadInput,
  templateKeys,
  templatePages,
  templateQueries,
  uploadTemplateMutation,
  useAnalyzeTemplate,
  useDeleteTemplate,
  useDownloadTemplateFile,
  useTemplatePreview,
  useTemplates,
  useUploadTemplate,
} from './queries/templates.ts';
export {
  createUploadMutation,
  type ExistingProducts,
  type ImportPreviewInput,
  importUploadPreviewMutation,
  previewUploadMutation,
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
} from './queries/uploads.ts';
export {
  type AuditLogListParams,
  auditLogPages,
  createUserMutation,
  deactivateUserMutation,
  setUserRolesMutation,
  type UserListParams,
  updateUserMutation,
  useAuditLogs,
  useCreateUser,
  useDeactivateUser,
  useRoles,
  userKeys,
  userPages,
  userQueries,
  useSetUserRoles,
  useUpdateUser,
  useUser,
  useUsers,
} from './queries/users.ts';
export {
  cancelWeeklyCombinationMutation,
  createWeeklyCombinationMutation,
  deleteWeeklyCombinationMutation,
  downloadWeeklyCombinationFileMutation,
  processWeeklyCombinationMutation,
  useCancelWeeklyCombination,
  useCreateWeeklyCombination,
  useDeleteWeeklyCombination,
  useDownloadWeeklyCombinationFile,
  useProcessWeeklyCombination,
  useWeeklyCombination,
  useWeeklyCombinationDownload,
  useWeeklyCombinationJob,
  useWeeklyCombinationPreview,
  useWeeklyCombinations,
  type WeeklyCombinationListParams,
  weeklyCombinationKeys,
  weeklyCombinationPages,
  weeklyCombinationQueries,
} from './queries/weekly-combinations.ts';
export { createQueryClient, DATA_STALE_TIME_MS } from './query-client.ts';
export { createRetryPolicy, DEFAULT_QUERY_RETRIES, isAuthOrNetworkError } from './retry-policy.ts';
export {
  browserStorage,
  cleanupLegacyAuthKeys,
  type KeyValueStorage,
  LEGACY_AUTH_KEYS,
  readJson,
  removeKey,
  STORAGE_KEYS,
  type StorageKey,
  writeJson,
} from './storage/keys.ts';
export {
  clearPeriodStorage,
  PERIOD_CACHE_TTL_MS,
  type PeriodCacheEntry,
  readPeriodCache,
  writePeriodCache,
} from './storage/period-cache.ts';
export {
  readSidebarState,
  readTheme,
  type SidebarState,
  THEME_NAMES,
  type ThemeName,
  writeSidebarState,
  writeTheme,
} from './storage/preferences.ts';
export { readSelectedPeriodId, writeSelectedPeriodId } from './storage/selected-period.ts';
export { hasSessionHint } from './storage/session-hint.ts';
export { clearStoredUser, readStoredUser, writeStoredUser } from './storage/stored-user.ts';
export {
  createTokenStore,
  type PersistentTokenStore,
  type StoredAuthState,
} from './storage/token-store.ts';
export { SEARCH_DEBOUNCE_MS, useDebouncedValue } from './use-debounced-value.ts';
