/** The API path of each list's export (`GET …/export/{format}`, the list's query). */
export const LIST_EXPORTS = {
  orders: '/api/orders/export/',
  products: '/api/products/export/',
  'consultant-orders': '/api/consultant-orders/export/',
  'combined-orders': '/api/combined-orders/export/',
  invoices: '/api/invoices/export/',
  'audit-logs': '/api/audit-logs/export/',
  users: '/api/users/export/',
  templates: '/api/templates/export/',
  uploads: '/api/uploads/export/',
  periods: '/api/periods/export/',
  'distributor-orders': '/api/distributor-orders/export/',
  'distributor-templates': '/api/distributor-templates/export/',
  'weekly-combinations': '/api/weekly-combinations/export/',
} as const;

/** A list that exports. */
export type ExportList = keyof typeof LIST_EXPORTS;

/** The formats of a list export. */
export type ListExportFormat = 'csv' | 'xlsx';

/** Paging: an export has every row, so these of the list call are left out. */
const PAGING = new Set(['skip', 'limit']);

/** The contract path of a list's export, e.g. `/api/orders/export/{format}`. */
export type ExportPath = `${(typeof LIST_EXPORTS)[ExportList]}{format}`;

/** The contract path of `list`'s export. */
export const exportPath = (list: ExportList): ExportPath => `${LIST_EXPORTS[list]}{format}`;

/** The list call's filters and sort as an export's query (paging and empty values left out). */
export function exportQuery(params: object): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(params)) {
    if (PAGING.has(key) || value === undefined || value === null || value === '') continue;
    query[key] = Array.isArray(value) ? value.map(String) : String(value);
  }
  return query;
}

/**
 * The URL of a list's export with the list call's filters and sort (paging dropped, empty values
 * left out), on the API origin `base` (`''` when the API serves the app).
 *
 * @example exportUrl('', 'orders', 'csv', { status: 'draft', skip: 50, limit: 50 }) // '/api/orders/export/csv?status=draft'
 */
export function exportUrl(
  base: string,
  list: ExportList,
  format: ListExportFormat,
  params: object,
): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (PAGING.has(key) || value === undefined || value === null || value === '') continue;
    for (const one of Array.isArray(value) ? value : [value]) query.append(key, String(one));
  }
  const qs = query.toString();
  return `${base}${LIST_EXPORTS[list]}${format}${qs ? `?${qs}` : ''}`;
}
