import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { createApiClient } from './create-api-client.ts';
import { fakeFetch, json } from './test/fake-fetch.ts';

const baseUrl = 'https://api.test';
const pdf = (headers: Record<string, string> = {}) =>
  new Response(new Blob(['%PDF-1.7']), {
    headers: { 'Content-Type': 'application/pdf', ...headers },
  });

describe('downloads', () => {
  it.each([
    ['consultantOrderPdf', '/api/consultant-orders/12/pdf', 'consultant_order_12.pdf'],
    ['combinedOrderPdf', '/api/combined-orders/12/pdf/download', 'combined_order_12.pdf'],
    ['weeklyCombinationFile', '/api/weekly-combinations/12/file', 'weekly_combination_12.xlsx'],
  ] as const)('%s falls back to %s → %s', async (helper, path, filename) => {
    const server = fakeFetch(() => pdf());
    const api = createApiClient({ baseUrl, fetch: server.fetch });
    const result = await api.downloads[helper](12);
    expect(server.paths()).toEqual([`GET ${path}`]);
    expect(result.filename).toBe(filename);
    expect(await result.blob.text()).toBe('%PDF-1.7');
    expect(server.seen[0]?.credentials).toBe('include');
    expect(server.seen[0]?.headers.get('X-Request-ID')).toBeTruthy();
  });

  it('prefers the name Content-Disposition gives, including RFC 5987 filename*', async () => {
    const server = fakeFetch(() =>
      pdf({
        'Content-Disposition': `attachment; filename="order.pdf"; filename*=UTF-8''Bestelling%20%C3%A9%2012.pdf`,
      }),
    );
    const api = createApiClient({ baseUrl, fetch: server.fetch });
    const result = await api.downloads.combinedOrderPdf(12);
    expect(result.filename).toBe('Bestelling é 12.pdf');
  });

  it('downloads any typed file endpoint', async () => {
    const server = fakeFetch(() =>
      pdf({ 'Content-Disposition': 'attachment; filename="order_5.xlsx"' }),
    );
    const api = createApiClient({ baseUrl, fetch: server.fetch });
    const result = await api.download('/api/orders/{id}/download', { params: { path: { id: 5 } } });
    expect(server.paths()).toEqual(['GET /api/orders/5/download']);
    expect(result.filename).toBe('order_5.xlsx');
    const named = await api.download('/api/orders/{id}/download', {
      params: { path: { id: 5 } },
      filename: 'fallback.xlsx',
    });
    expect(named.filename).toBe('order_5.xlsx');
  });

  it('uses the given default, then the last path segment, when the header is missing', async () => {
    const api = createApiClient({ baseUrl, fetch: fakeFetch(() => pdf()).fetch });
    const named = await api.download('/api/orders/{id}/download', {
      params: { path: { id: 5 } },
      filename: 'order_5.xlsx',
    });
    expect(named.filename).toBe('order_5.xlsx');
    const unnamed = await api.download('/api/orders/{id}/download', {
      params: { path: { id: 5 } },
    });
    expect(unnamed.filename).toBe('download');
  });

  it('throws ApiError with the server detail and request id', async () => {
    const server = fakeFetch(() =>
      json({ detail: 'Weekly combination not found' }, { status: 404 }),
    );
    const api = createApiClient({ baseUrl, fetch: server.fetch });
    const error = await api.downloads.weeklyCombinationFile(99).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 404,
      message: 'Weekly combination not found',
      requestId: server.seen[0]?.headers.get('X-Request-ID'),
    });
  });
});
