import { describe, expect, it } from 'vitest';
import { createQueryClient, DATA_STALE_TIME_MS } from './query-client.ts';

describe('createQueryClient', () => {
  it('has the §9 defaults', () => {
    const defaults = createQueryClient().getDefaultOptions().queries;
    expect(defaults?.refetchOnWindowFocus).toBe(false);
    expect(defaults?.staleTime).toBe(5 * 60 * 1000);
    expect(defaults?.gcTime).toBe(DATA_STALE_TIME_MS);
    const retry = defaults?.retry as (count: number, error: unknown) => boolean;
    expect(retry(0, { status: 500 })).toBe(true);
    expect(retry(1, { status: 500 })).toBe(false);
    expect(retry(0, { status: 401 })).toBe(false);
  });

  it('lets the app override a default', () => {
    const client = createQueryClient({ defaultOptions: { queries: { staleTime: 1 } } });
    expect(client.getDefaultOptions().queries?.staleTime).toBe(1);
    expect(client.getDefaultOptions().queries?.refetchOnWindowFocus).toBe(false);
  });
});
