import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../create-api-client.ts';
import { example } from './contract.ts';
import { BASE_URL, mockOperation, mockOperationAt } from './mock-operation.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = (baseUrl = BASE_URL) => createApiClient({ baseUrl, createXhr: null });

describe('mockOperation', () => {
  it('answers a conforming reply with its status, body and headers', async () => {
    const period = example('Period');
    server.use(
      mockOperation('get', '/api/periods/{id}', ({ params }) => ({
        status: 200,
        body: { ...period, id: Number(params.id) },
        headers: { 'X-Demo': 'yes' },
      })),
    );
    const { data, response } = await client().GET('/api/periods/{id}', {
      params: { path: { id: 42 } },
    });
    expect(data?.id).toBe(42);
    expect(response.headers.get('X-Demo')).toBe('yes');
  });

  it('fails the call when the reply breaks the contract', async () => {
    server.use(
      mockOperation('get', '/api/periods/{id}', () => ({
        status: 200,
        body: { id: 'not a number' } as never,
      })),
    );
    const { data, response } = await client().GET('/api/periods/{id}', {
      params: { path: { id: 1 } },
    });
    expect(data).toBeUndefined();
    expect(response.status).toBe(500);
  });

  it('mocks a PATCH operation', async () => {
    server.use(
      mockOperation('patch', '/api/saved-views/{id}', async ({ params, request }) => ({
        status: 200,
        body: {
          ...example('SavedView'),
          id: Number(params.id),
          name: ((await request.json()) as { name: string }).name,
        },
      })),
    );
    const { data } = await client().PATCH('/api/saved-views/{id}', {
      params: { path: { id: 9 }, header: { 'If-Match': '"1"' } },
      body: { name: 'Mine' },
    });
    expect(data).toMatchObject({ id: 9, name: 'Mine' });
  });

  it('mocks another origin with mockOperationAt', async () => {
    server.use(
      mockOperationAt('https://api.example.test/', 'delete', '/api/periods/{id}', () => ({
        status: 204,
      })),
    );
    const { response } = await client('https://api.example.test').DELETE('/api/periods/{id}', {
      params: { path: { id: 3 }, header: { 'If-Match': '"1"' } },
    });
    expect(response.status).toBe(204);
  });
});
