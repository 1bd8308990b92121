import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import { createApiClient } from './create-api-client.ts';
import { ifMatch } from './if-match.ts';
import { requestIdOf } from './request-id.ts';

const baseUrl = 'https://api.test';
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('through MSW (real Request/Response objects)', () => {
  it('reaches MSW through globalThis.fetch and lists orders', async () => {
    const seen: Array<{ id: string | null; credentials: RequestCredentials }> = [];
    server.use(
      http.get(`${baseUrl}/api/orders`, ({ request }) => {
        seen.push({ id: request.headers.get('X-Request-ID'), credentials: request.credentials });
        const url = new URL(request.url);
        return HttpResponse.json({
          orders: [],
          total: 0,
          skip: Number(url.searchParams.get('skip')),
          limit: 20,
        });
      }),
    );
    const api = createApiClient({ baseUrl });
    const { data, response } = await api.GET('/api/orders', {
      params: { query: { skip: 40, limit: 20 } },
    });
    expect(data).toEqual({ orders: [], total: 0, skip: 40, limit: 20 });
    expect(seen[0]?.credentials).toBe('include');
    expect(requestIdOf(response)).toBe(seen[0]?.id);
  });

  it('replays a multipart upload after the refresh', async () => {
    let valid = false;
    const bodies: Array<{
      file: string;
      template: FormDataEntryValue | null;
      type: string | null;
    }> = [];
    server.use(
      http.post(`${baseUrl}/auth/cookie/refresh`, () => {
        valid = true;
        return new HttpResponse(null, { status: 204 });
      }),
      http.post(`${baseUrl}/api/upload`, async ({ request }) => {
        const type = request.headers.get('Content-Type');
        const form = await request.formData();
        const file = form.get('file') as File;
        bodies.push({ file: await file.text(), template: form.get('template_id'), type });
        return valid
          ? HttpResponse.json({ id: 9 }, { status: 201 })
          : HttpResponse.json({ detail: 'Unauthorized' }, { status: 401 });
      }),
    );
    const api = createApiClient({ baseUrl, createXhr: null });
    const { data } = await api.POST('/api/upload', {
      body: { file: new File(['sku,qty\nA1,2\n'], 'stock.csv'), template_id: 3 },
    });
    expect(data).toEqual({ id: 9 });
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toEqual({ file: 'sku,qty\nA1,2\n', template: '3', type: bodies[0]?.type });
    expect(bodies[0]?.type).toMatch(/^multipart\/form-data; boundary=/);
  });

  it('reads the file name from a real Content-Disposition header', async () => {
    server.use(
      http.get(`${baseUrl}/api/consultant-orders/:id/pdf`, () =>
        HttpResponse.arrayBuffer(new TextEncoder().encode('%PDF').buffer, {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': "attachment; filename*=UTF-8''Nkosi%20order%2012.pdf",
          },
        }),
      ),
    );
    const api = createApiClient({ baseUrl });
    const { filename, blob } = await api.downloads.consultantOrderPdf(12);
    expect(filename).toBe('Nkosi order 12.pdf');
    expect(blob.size).toBe(4);
  });

  it('reports rate limits and plain-text 500s with readable messages', async () => {
    server.use(
      http.post(`${baseUrl}/auth/resend-verification`, () =>
        HttpResponse.json({ error: 'Rate limit exceeded: 3 per 1 hour' }, { status: 429 }),
      ),
      http.get(`${baseUrl}/api/periods`, () =>
        HttpResponse.text('Internal Server Error', { status: 500 }),
      ),
    );
    const api = createApiClient({ baseUrl });
    const limited = await api.POST('/auth/resend-verification', {
      body: { email: 'thandi@example.com' },
    });
    const limitedError = ApiError.fromBody(
      limited.response.status,
      limited.error,
      requestIdOf(limited.response),
    );
    expect(limitedError).toMatchObject({
      status: 429,
      message: 'Rate limit exceeded: 3 per 1 hour',
    });
    const crashed = await api.GET('/api/periods');
    expect(crashed.error).toBe('Internal Server Error');
  });

  it('fires onForbidden on a real 403', async () => {
    server.use(
      http.delete(`${baseUrl}/api/orders/:id`, () =>
        HttpResponse.json({ detail: 'Only admins may delete orders' }, { status: 403 }),
      ),
    );
    const onForbidden = vi.fn();
    const api = createApiClient({ baseUrl, onForbidden });
    await api.DELETE('/api/orders/{id}', {
      params: { path: { id: 3 }, header: ifMatch({ version: 1 }) },
    });
    expect(onForbidden).toHaveBeenCalledWith('Only admins may delete orders', expect.any(ApiError));
  });
});
