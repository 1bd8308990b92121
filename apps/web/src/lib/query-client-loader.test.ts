import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClientLoader } from './query-client-loader.ts';

describe('createQueryClientLoader', () => {
  it('loads the client once, however many callers wait for it', async () => {
    const client = new QueryClient();
    const create = vi.fn(() => Promise.resolve(client));
    const loader = createQueryClientLoader(create);
    expect(loader.current()).toBeUndefined();
    const [first, second] = await Promise.all([loader.load(), loader.load()]);
    expect(first).toBe(client);
    expect(second).toBe(client);
    expect(await loader.load()).toBe(client);
    expect(loader.current()).toBe(client);
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('tells subscribers when the client arrives, until they unsubscribe', async () => {
    const loader = createQueryClientLoader(() => Promise.resolve(new QueryClient()));
    const kept = vi.fn();
    const dropped = vi.fn();
    loader.subscribe(kept);
    loader.subscribe(dropped)();
    await loader.load();
    expect(kept).toHaveBeenCalledTimes(1);
    expect(dropped).not.toHaveBeenCalled();
  });

  it('tries again after a failed download', async () => {
    const client = new QueryClient();
    const create = vi
      .fn<() => Promise<QueryClient>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(client);
    const loader = createQueryClientLoader(create);
    await expect(loader.load()).rejects.toThrow('Failed to fetch');
    expect(loader.current()).toBeUndefined();
    expect(await loader.load()).toBe(client);
    expect(create).toHaveBeenCalledTimes(2);
  });
});
