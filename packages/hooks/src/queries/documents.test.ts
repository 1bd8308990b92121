import { MutationObserver } from '@tanstack/react-query';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { DownloadedFile } from '../api/types.ts';
import type { ApiMutationFactory } from '../api/use-api-mutation.ts';
import { createTestHarness } from '../test/render.tsx';
import { BASE_URL, server } from '../test/server.ts';
import {
  downloadInvoicePdfMutation,
  downloadPickListMutation,
  exportListMutation,
  type ListExportInput,
} from './documents.ts';

function answering(path: string, name: string) {
  const urls: URL[] = [];
  server.use(
    http.get(`${BASE_URL}${path}`, ({ request }) => {
      urls.push(new URL(request.url));
      return new HttpResponse('file', {
        headers: { 'Content-Disposition': `attachment; filename="${name}"` },
      });
    }),
  );
  return urls;
}

/** Runs a mutation factory once, as `useMutation` would. */
function run<T>(factory: ApiMutationFactory<DownloadedFile, T>, input: T) {
  const { client, queryClient } = createTestHarness();
  return new MutationObserver(queryClient, factory(client, queryClient)).mutate(input);
}

describe('list exports and printable documents', () => {
  it('exports a list in the asked format with its filters and sort, under the server name', async () => {
    const urls = answering(
      '/api/consultant-orders/export/xlsx',
      'consultant_orders_2026-11-24.xlsx',
    );
    const input: ListExportInput = {
      list: 'consultant-orders',
      format: 'xlsx',
      query: { status: 'submitted', sort_by: 'order_number', sort_order: 'asc' },
    };
    const file = await run(exportListMutation, input);
    expect(urls).toHaveLength(1);
    expect(Object.fromEntries(urls[0]?.searchParams ?? [])).toEqual({
      status: 'submitted',
      sort_by: 'order_number',
      sort_order: 'asc',
    });
    expect(file.filename).toBe('consultant_orders_2026-11-24.xlsx');
    expect(await file.blob.text()).toBe('file');
  });

  it('exports the templates and the weekly combinations from their own paths', async () => {
    const templates = answering('/api/templates/export/csv', 'templates_2026-11-28.csv');
    const weekly = answering(
      '/api/weekly-combinations/export/xlsx',
      'weekly_combinations_2026-11-28.xlsx',
    );
    const first = await run(exportListMutation, {
      list: 'templates',
      format: 'csv',
      query: { search: 'midrand' },
    });
    const second = await run(exportListMutation, {
      list: 'weekly-combinations',
      format: 'xlsx',
      query: { status: 'completed', period_id: 2 },
    });
    expect(first.filename).toBe('templates_2026-11-28.csv');
    expect(second.filename).toBe('weekly_combinations_2026-11-28.xlsx');
    expect(templates[0]?.searchParams.get('search')).toBe('midrand');
    expect(weekly[0]?.searchParams.get('period_id')).toBe('2');
  });

  it('downloads an invoice PDF and a pick list from their own paths', async () => {
    const invoice = answering('/api/invoices/7/pdf', 'invoice_INV-2026-000007.pdf');
    const pick = answering('/api/combined-orders/3/pick-list', 'pick_list_CMB-3.pdf');
    expect((await run(downloadInvoicePdfMutation, 7)).filename).toBe('invoice_INV-2026-000007.pdf');
    expect((await run(downloadPickListMutation, 3)).filename).toBe('pick_list_CMB-3.pdf');
    expect(invoice).toHaveLength(1);
    expect(pick).toHaveLength(1);
  });
});
