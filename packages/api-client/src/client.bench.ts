import createClient from 'openapi-fetch';
import { bench, describe } from 'vitest';
import { createApiClient } from './create-api-client.ts';
import type { paths } from './generated/schema.ts';

// An in-memory server: the figures measure the client, not a network.
const body = JSON.stringify({ id: 7, reference: 'ORD-2026-0007', status: 'draft' });
const fakeFetch = async (_request: Request) =>
  new Response(body, { headers: { 'Content-Type': 'application/json' } });
const baseUrl = 'https://api.test';
const url = `${baseUrl}/api/orders/7`;
const options = { time: 3000, warmupTime: 500 };

const bare = createClient<paths>({ baseUrl, fetch: fakeFetch });
const api = createApiClient({ baseUrl, fetch: fakeFetch });

describe('per-call overhead (GET /api/orders/{id}, in-memory fetch)', () => {
  bench(
    'bare fetch + json()',
    async () => {
      const response = await fakeFetch(new Request(url, { credentials: 'include' }));
      await response.json();
    },
    options,
  );

  bench(
    'openapi-fetch alone',
    async () => {
      await bare.GET('/api/orders/{id}', { params: { path: { id: 7 } } });
    },
    options,
  );

  bench(
    '@back-office/api-client (request id, refresh queue, 403 check)',
    async () => {
      await api.GET('/api/orders/{id}', { params: { path: { id: 7 } } });
    },
    options,
  );
});
