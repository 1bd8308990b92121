// `@back-office/hooks/consultant-orders` (decision 068).
export { useCombinationJob } from '../queries/consultant-orders/combination-job.ts';
export {
  useBulkCombineConsultantOrders,
  useCombineConsultantOrder,
  useDeleteCombinationStatus,
} from '../queries/consultant-orders/combining.ts';
export {
  type ConsultantOrderItemEdit,
  useAddConsultantOrderItem,
  useDeleteConsultantOrderItem,
  useUpdateConsultantOrderItem,
} from '../queries/consultant-orders/items.ts';
export {
  type ConsultantOrderListParams,
  consultantOrderKeys,
} from '../queries/consultant-orders/keys.ts';
export {
  type ConsultantOrderEdit,
  useBulkDeleteConsultantOrders,
  useCreateConsultantOrder,
  useDeleteConsultantOrder,
  useDownloadConsultantOrderPdf,
  useUpdateConsultantOrder,
} from '../queries/consultant-orders/mutations.ts';
export {
  consultantOrderPages,
  consultantOrderQueries,
  useConsultantOrder,
  useConsultantOrders,
} from '../queries/consultant-orders/queries.ts';
