import type { Schemas } from '@back-office/api-client';
import { describe, expect, it } from 'vitest';
import { type ExportList, exportUrl, LIST_EXPORTS } from './export-url.ts';

/**
 * The export of every list page (issue 35 item 7): the record's type makes a new list page
 * (a new `SavedViewPath`) fail here until it names its export.
 */
const EXPORT_OF_LIST: Record<Schemas['SavedViewPath'], ExportList | 'consultants'> = {
  '/orders': 'orders',
  '/products': 'products',
  '/history': 'uploads',
  '/templates': 'templates',
  // Its own menu: "Export filtered" / "Export all" with the consent columns (consultants page).
  '/consultants': 'consultants',
  '/consultant-orders': 'consultant-orders',
  '/combined-orders': 'combined-orders',
  '/weekly-combinations': 'weekly-combinations',
  '/invoices': 'invoices',
  '/distributor-orders': 'distributor-orders',
  '/distributor-templates': 'distributor-templates',
  '/users': 'users',
  '/users/audit': 'audit-logs',
  '/admin/periods': 'periods',
};

describe('exportUrl', () => {
  it("keeps the list's filters and sort, drops paging and empty values", () => {
    expect(
      exportUrl('http://127.0.0.1:8000', 'consultant-orders', 'xlsx', {
        skip: 100,
        limit: 50,
        sort_by: 'order_date',
        sort_order: 'asc',
        status: 'submitted',
        search: '',
        period_id: undefined,
        invoiceable: false,
      }),
    ).toBe(
      'http://127.0.0.1:8000/api/consultant-orders/export/xlsx?sort_by=order_date&sort_order=asc&status=submitted&invoiceable=false',
    );
  });

  it('encodes text and answers a same-origin path without a query when nothing is set', () => {
    expect(exportUrl('', 'orders', 'csv', { search: 'A&B 50%' })).toBe(
      '/api/orders/export/csv?search=A%26B+50%25',
    );
    expect(exportUrl('', 'users', 'csv', { skip: 0 })).toBe('/api/users/export/csv');
  });

  it('has an export for every list page', () => {
    for (const list of Object.values(EXPORT_OF_LIST)) {
      if (list === 'consultants') continue;
      expect(exportUrl('', list, 'csv', { status: 'x' })).toBe(`${LIST_EXPORTS[list]}csv?status=x`);
      expect(LIST_EXPORTS[list]).toMatch(/^\/api\/[a-z-]+\/export\/$/);
    }
  });
});
