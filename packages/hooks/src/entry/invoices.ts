// `@back-office/hooks/invoices` (decision 068).
export {
  type InvoiceDetailParams,
  type InvoiceListParams,
  type InvoiceProductSearchParams,
  invoiceKeys,
  invoicePages,
  invoiceQueries,
  useAddInvoiceItem,
  useCreateInvoiceFromOrder,
  useDeleteInvoice,
  useDeleteInvoiceItem,
  useInvoice,
  useInvoices,
  useRecordInvoicePayment,
  useUpdateInvoice,
  useUpdateInvoiceItem,
} from '../queries/invoices.ts';
