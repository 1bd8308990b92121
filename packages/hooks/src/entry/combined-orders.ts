// `@back-office/hooks/combined-orders` (decision 068).
export {
  type CombinedOrderListParams,
  combinedOrderKeys,
  combinedOrderPages,
  combinedOrderQueries,
  useBulkDeleteCombinedOrders,
  useCombinedOrder,
  useCombinedOrderInvoicePreview,
  useCombinedOrderPdfInfo,
  useCombinedOrders,
  useDeleteCombinedOrder,
  useDownloadCombinedOrderPdf,
} from '../queries/combined-orders.ts';
