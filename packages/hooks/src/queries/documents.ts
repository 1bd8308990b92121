import { byId } from '../api/by-id.ts';
import type { DownloadedFile, QueryOf } from '../api/types.ts';
import {
  type ApiMutationFactory,
  defineMutation,
  type MutationExtras,
  useApiMutationOf,
} from '../api/use-api-mutation.ts';

/** The formats of a list export. */
export type ListExportFormat = 'csv' | 'xlsx';

/**
 * What `useExportList` takes: a list, a format, and that list's filters and sort (the list
 * call's query without paging: an export has every row).
 */
export type ListExportInput = { readonly format: ListExportFormat } & (
  | { readonly list: 'orders'; readonly query?: QueryOf<'exportOrders'> }
  | { readonly list: 'products'; readonly query?: QueryOf<'exportProducts'> }
  | { readonly list: 'consultant-orders'; readonly query?: QueryOf<'exportConsultantOrders'> }
  | { readonly list: 'combined-orders'; readonly query?: QueryOf<'exportCombinedOrders'> }
  | { readonly list: 'invoices'; readonly query?: QueryOf<'exportInvoices'> }
  | { readonly list: 'audit-logs'; readonly query?: QueryOf<'exportAuditLogs'> }
  | { readonly list: 'users'; readonly query?: QueryOf<'exportUsers'> }
  | { readonly list: 'templates'; readonly query?: QueryOf<'exportTemplates'> }
  | { readonly list: 'uploads'; readonly query?: QueryOf<'exportUploads'> }
  | { readonly list: 'periods'; readonly query?: QueryOf<'exportPeriods'> }
  | {
      readonly list: 'distributor-orders';
      readonly query?: QueryOf<'exportDistributorOrders'>;
    }
  | {
      readonly list: 'distributor-templates';
      readonly query?: QueryOf<'exportDistributorTemplates'>;
    }
  | {
      readonly list: 'weekly-combinations';
      readonly query?: QueryOf<'exportWeeklyCombinations'>;
    }
);

/** The mutation options of `useExportList`. */
export const exportListMutation: ApiMutationFactory<DownloadedFile, ListExportInput> =
  defineMutation({
    call: (api, input) => {
      const { format } = input;
      const name = `${input.list.replace('-', '_')}.${format}`;
      const init = (query: object | undefined) => ({
        params: { path: { format }, query },
        filename: name,
      });
      switch (input.list) {
        case 'orders':
          return api.download('/api/orders/export/{format}', init(input.query));
        case 'products':
          return api.download('/api/products/export/{format}', init(input.query));
        case 'consultant-orders':
          return api.download('/api/consultant-orders/export/{format}', init(input.query));
        case 'combined-orders':
          return api.download('/api/combined-orders/export/{format}', init(input.query));
        case 'invoices':
          return api.download('/api/invoices/export/{format}', init(input.query));
        case 'audit-logs':
          return api.download('/api/audit-logs/export/{format}', init(input.query));
        case 'users':
          return api.download('/api/users/export/{format}', init(input.query));
        case 'templates':
          return api.download('/api/templates/export/{format}', init(input.query));
        case 'distributor-orders':
          return api.download('/api/distributor-orders/export/{format}', init(input.query));
        case 'periods':
          return api.download('/api/periods/export/{format}', init(input.query));
        case 'uploads':
          return api.download('/api/uploads/export/{format}', init(input.query));
        case 'distributor-templates':
          return api.download('/api/distributor-templates/export/{format}', init(input.query));
        case 'weekly-combinations':
          return api.download('/api/weekly-combinations/export/{format}', init(input.query));
      }
    },
    invalidates: () => [],
  });

/**
 * `GET /api/{list}/export/{csv|xlsx}` as `{ blob, filename }` (the server's name, e.g.
 * `orders_2026-11-24.csv`). Screens that would rather stream a large export to disk link to the
 * same URL instead.
 */
export function useExportList(options?: MutationExtras<DownloadedFile, ListExportInput>) {
  return useApiMutationOf(exportListMutation, options);
}

/** The mutation options of `useDownloadInvoicePdf`. */
export const downloadInvoicePdfMutation: ApiMutationFactory<DownloadedFile, number> =
  defineMutation({
    call: (api, id) =>
      api.download('/api/invoices/{id}/pdf', { ...byId(id), filename: `invoice_${id}.pdf` }),
    invalidates: () => [],
  });

/** `GET /api/invoices/{id}/pdf`: the printable invoice as `{ blob, filename }`. */
export function useDownloadInvoicePdf(options?: MutationExtras<DownloadedFile, number>) {
  return useApiMutationOf(downloadInvoicePdfMutation, options);
}

/** The mutation options of `useDownloadPickList`. */
export const downloadPickListMutation: ApiMutationFactory<DownloadedFile, number> = defineMutation({
  call: (api, id) =>
    api.download('/api/combined-orders/{id}/pick-list', {
      ...byId(id),
      filename: `pick_list_${id}.pdf`,
    }),
  invalidates: () => [],
});

/** `GET /api/combined-orders/{id}/pick-list`: the pick list per consultant as `{ blob, filename }`. */
export function useDownloadPickList(options?: MutationExtras<DownloadedFile, number>) {
  return useApiMutationOf(downloadPickListMutation, options);
}
