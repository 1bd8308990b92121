import { type Invoice, unwrap } from '@back-office/api-client';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../api/api-context.tsx';
import { cursorPages } from '../api/cursor-pages.ts';
import { type DataOf, type QueryExtras, withExtras } from '../api/query-extras.ts';
import type { ApiClient, BodyOf, QueryOf } from '../api/types.ts';
import {
  type ApiMutationFactory,
  defineMutation,
  type MutationExtras,
  useApiMutationOf,
} from '../api/use-api-mutation.ts';
import { sendWithVersion } from '../concurrency/send-with-version.ts';
import type { WriteError } from '../concurrency/stale-record-error.ts';
import { usePeriodScope } from '../periods/use-period-scope.ts';
import { answered } from './answered.ts';
import { combinedOrderKeys } from './combined-orders.ts';

export type InvoiceListParams = QueryOf<'listInvoices'>;
export type InvoiceDetailParams = QueryOf<'getInvoice'>;
export type InvoiceProductSearchParams = QueryOf<'searchInvoiceProducts'>;

/** Hierarchical keys of invoices; lists and product searches carry the period. */
export const invoiceKeys = {
  all: ['invoices'] as const,
  lists: () => [...invoiceKeys.all, 'list'] as const,
  list: (params: InvoiceListParams) => [...invoiceKeys.lists(), params] as const,
  details: () => [...invoiceKeys.all, 'detail'] as const,
  detail: (id: number, params: InvoiceDetailParams = {}) =>
    [...invoiceKeys.details(), id, params] as const,
  /** Every cached variant of one invoice (any `product_code` filter). */
  detailAll: (id: number) => [...invoiceKeys.details(), id] as const,
  productSearch: (params: InvoiceProductSearchParams) =>
    [...invoiceKeys.all, 'product-search', params] as const,
} as const;

/** Query options of invoices. */
export const invoiceQueries = {
  all: invoiceKeys.all,
  list: (api: ApiClient, params: InvoiceListParams = {}) =>
    queryOptions({
      queryKey: invoiceKeys.list(params),
      queryFn: ({ signal }) =>
        unwrap(api.GET('/api/invoices', { params: { query: params }, signal })),
    }),
  detail: (api: ApiClient, id: number, params: InvoiceDetailParams = {}) =>
    queryOptions({
      queryKey: invoiceKeys.detail(id, params),
      queryFn: ({ signal }) =>
        unwrap(api.GET('/api/invoices/{id}', { params: { path: { id }, query: params }, signal })),
    }),
  productSearch: (api: ApiClient, params: InvoiceProductSearchParams) =>
    queryOptions({
      queryKey: invoiceKeys.productSearch(params),
      queryFn: ({ signal }) =>
        unwrap(api.GET('/api/invoices/products/search', { params: { query: params }, signal })),
    }),
} as const;

/** The list page after page (`useInfiniteQuery`): each after the previous `next_cursor`. */
export const invoicePages = (
  api: ApiClient,
  params: Omit<InvoiceListParams, 'skip' | 'cursor'> = {},
) =>
  cursorPages([...invoiceKeys.lists(), 'pages', params] as const, (page, signal) =>
    unwrap(api.GET('/api/invoices', { params: { query: { ...params, ...page } }, signal })),
  );

/** The selected period's invoices (or `params.period_id`'s). */
export function useInvoices<TData = DataOf<typeof invoiceQueries.list>>(
  params: InvoiceListParams = {},
  options?: QueryExtras<typeof invoiceQueries.list, TData>,
) {
  const scope = usePeriodScope(params);
  return useQuery(
    withExtras<typeof invoiceQueries.list, TData>(invoiceQueries.list(useApi(), scope.params), {
      ...options,
      enabled: scope.enabled && options?.enabled !== false,
    }),
  );
}

/** One invoice, optionally filtered to one product's lines. */
export function useInvoice<TData = DataOf<typeof invoiceQueries.detail>>(
  id: number,
  params: InvoiceDetailParams = {},
  options?: QueryExtras<typeof invoiceQueries.detail, TData>,
) {
  return useQuery(
    withExtras<typeof invoiceQueries.detail, TData>(
      invoiceQueries.detail(useApi(), id, params),
      options,
    ),
  );
}

/** A change to one invoice refreshes every cached variant of it and the lists. */
const invoiceChange = (id: number) => [invoiceKeys.detailAll(id), invoiceKeys.lists()];

/** Where the cache holds an invoice's version (also that of its lines and payment). */
export const invoiceVersion = (api: ApiClient, queryClient: QueryClient, id: number) => ({
  id,
  detail: invoiceKeys.detail(id),
  lists: [invoiceKeys.lists()],
  load: () => queryClient.ensureQueryData(invoiceQueries.detail(api, id)),
});

type InvoiceEdit = { id: number; body: BodyOf<'updateInvoice'> };
type PaymentEdit = { id: number; body: BodyOf<'recordInvoicePayment'> };
type InvoiceItemEdit = { invoiceId: number; itemId: number; body: BodyOf<'updateInvoiceItem'> };
type InvoiceItemRef = { invoiceId: number; itemId: number };

/** The mutation options of `useCreateInvoiceFromOrder`. */
export const createInvoiceFromOrderMutation: ApiMutationFactory<
  Invoice,
  BodyOf<'createInvoiceFromOrder'>
> = defineMutation({
  call: (api, body) => unwrap(api.POST('/api/invoices/from-order', { body })),
  invalidates: () => [invoiceKeys.lists(), combinedOrderKeys.all],
});

/** `POST /api/invoices/from-order`. */
export function useCreateInvoiceFromOrder(
  options?: MutationExtras<Invoice, BodyOf<'createInvoiceFromOrder'>>,
) {
  return useApiMutationOf(createInvoiceFromOrderMutation, options);
}

/** The mutation options of `useUpdateInvoice`. */
export const updateInvoiceMutation: ApiMutationFactory<
  Invoice,
  InvoiceEdit,
  unknown,
  WriteError<Invoice>
> = defineMutation({
  call: (api, { id, body }, queryClient) =>
    sendWithVersion(queryClient, invoiceVersion(api, queryClient, id), (ifMatch) =>
      api.PUT('/api/invoices/{id}', {
        params: { path: { id }, header: { 'If-Match': ifMatch } },
        body,
      }),
    ),
  invalidates: ({ id }) => invoiceChange(id),
});

/** `PUT /api/invoices/{id}`. */
export function useUpdateInvoice(
  options?: MutationExtras<Invoice, InvoiceEdit, WriteError<Invoice>>,
) {
  return useApiMutationOf(updateInvoiceMutation, options);
}

/** The mutation options of `useRecordInvoicePayment`. */
export const recordInvoicePaymentMutation: ApiMutationFactory<
  Invoice,
  PaymentEdit,
  unknown,
  WriteError<Invoice>
> = defineMutation({
  call: (api, { id, body }, queryClient) =>
    sendWithVersion(queryClient, invoiceVersion(api, queryClient, id), (ifMatch) =>
      api.PUT('/api/invoices/{id}/payment', {
        params: { path: { id }, header: { 'If-Match': ifMatch } },
        body,
      }),
    ),
  invalidates: ({ id }) => invoiceChange(id),
});

/** `PUT /api/invoices/{id}/payment`. */
export function useRecordInvoicePayment(
  options?: MutationExtras<Invoice, PaymentEdit, WriteError<Invoice>>,
) {
  return useApiMutationOf(recordInvoicePaymentMutation, options);
}

/** The mutation options of `useAddInvoiceItem`. */
export const addInvoiceItemMutation: ApiMutationFactory<
  Invoice,
  { invoiceId: number; body: BodyOf<'addInvoiceItem'> }
> = defineMutation({
  call: (api, { invoiceId, body }) =>
    unwrap(api.POST('/api/invoices/{id}/items', { params: { path: { id: invoiceId } }, body })),
  invalidates: ({ invoiceId }) => invoiceChange(invoiceId),
});

/** `POST /api/invoices/{id}/items`. */
export function useAddInvoiceItem(
  options?: MutationExtras<Invoice, { invoiceId: number; body: BodyOf<'addInvoiceItem'> }>,
) {
  return useApiMutationOf(addInvoiceItemMutation, options);
}

/** The mutation options of `useUpdateInvoiceItem`. */
export const updateInvoiceItemMutation: ApiMutationFactory<
  Invoice,
  InvoiceItemEdit,
  unknown,
  WriteError<Invoice>
> = defineMutation({
  call: (api, { invoiceId, itemId, body }, queryClient) =>
    sendWithVersion(queryClient, invoiceVersion(api, queryClient, invoiceId), (ifMatch) =>
      api.PUT('/api/invoices/{id}/items/{itemId}', {
        params: { path: { id: invoiceId, itemId }, header: { 'If-Match': ifMatch } },
        body,
      }),
    ),
  invalidates: ({ invoiceId }) => invoiceChange(invoiceId),
});

/** `PUT /api/invoices/{id}/items/{itemId}`. */
export function useUpdateInvoiceItem(
  options?: MutationExtras<Invoice, InvoiceItemEdit, WriteError<Invoice>>,
) {
  return useApiMutationOf(updateInvoiceItemMutation, options);
}

/** The mutation options of `useDeleteInvoiceItem`. */
export const deleteInvoiceItemMutation: ApiMutationFactory<
  Invoice,
  InvoiceItemRef,
  unknown,
  WriteError<Invoice>
> = defineMutation({
  call: (api, { invoiceId, itemId }, queryClient) =>
    sendWithVersion(queryClient, invoiceVersion(api, queryClient, invoiceId), (ifMatch) =>
      api.DELETE('/api/invoices/{id}/items/{itemId}', {
        params: { path: { id: invoiceId, itemId }, header: { 'If-Match': ifMatch } },
      }),
    ).then(answered),
  invalidates: ({ invoiceId }) => invoiceChange(invoiceId),
});

/** `DELETE /api/invoices/{id}/items/{itemId}`. */
export function useDeleteInvoiceItem(
  options?: MutationExtras<Invoice, InvoiceItemRef, WriteError<Invoice>>,
) {
  return useApiMutationOf(deleteInvoiceItemMutation, options);
}

/** The mutation options of `useDeleteInvoice`. */
export const deleteInvoiceMutation: ApiMutationFactory<
  undefined,
  number,
  unknown,
  WriteError<Invoice>
> = defineMutation({
  call: (api, id, queryClient) =>
    sendWithVersion(queryClient, invoiceVersion(api, queryClient, id), (ifMatch) =>
      api.DELETE('/api/invoices/{id}', {
        params: { path: { id }, header: { 'If-Match': ifMatch } },
      }),
    ),
  invalidates: (id) => invoiceChange(id),
});

/** `DELETE /api/invoices/{id}`. */
export function useDeleteInvoice(options?: MutationExtras<undefined, number, WriteError<Invoice>>) {
  return useApiMutationOf(deleteInvoiceMutation, options);
}
