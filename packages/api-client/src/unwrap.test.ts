import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { createApiClient } from './create-api-client.ts';
import { fakeFetch, json } from './test/fake-fetch.ts';
import { unwrap } from './unwrap.ts';

const baseUrl = 'https://api.test';

describe('unwrap', () => {
  it('returns the data of a success', async () => {
    const api = createApiClient({
      baseUrl,
      fetch: fakeFetch(() => json({ periods: [], total: 0, skip: 0, limit: 100 })).fetch,
    });
    const { periods } = await unwrap(
      api.GET('/api/periods', { params: { query: { limit: 100 } } }),
    );
    expect(periods).toEqual([]);
  });

  it('throws ApiError with the message, detail and request id of a failure', async () => {
    const server = fakeFetch(() => json({ detail: 'Period not found' }, { status: 404 }));
    const api = createApiClient({ baseUrl, fetch: server.fetch });
    const error = await unwrap(api.GET('/api/periods/{id}', { params: { path: { id: 9 } } })).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 404,
      message: 'Period not found',
      detail: 'Period not found',
      requestId: server.seen[0]?.headers.get('X-Request-ID'),
      body: { detail: 'Period not found' },
    });
  });
});
