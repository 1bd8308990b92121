import { describe, expect, it } from 'vitest';
import { exportUrl } from './export-url.ts';

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
});
