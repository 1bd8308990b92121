import { join } from 'node:path';
import { contract, example } from '@back-office/api-client/testing';
import { useInfiniteQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userPages } from '../queries/users.ts';
import { createTestHarness } from '../test/render.tsx';
import { mockOperation, server } from '../test/server.ts';
import { sources } from '../test/sources.ts';
import { useApi } from './api-context.tsx';

describe('offset pages', () => {
  it('asks skip 0, then limit further each time, and stops at the total', async () => {
    const skips: number[] = [];
    server.use(
      mockOperation('get', '/api/users', ({ url }) => {
        const skip = Number(url.searchParams.get('skip'));
        skips.push(skip);
        const rows = skip < 4 ? 2 : 1;
        return {
          status: 200,
          body: { users: Array(rows).fill(example('User')), total: 5, skip, limit: 2 },
        };
      }),
    );
    const { Wrapper } = createTestHarness();
    const { result } = renderHook(() => useInfiniteQuery(userPages(useApi(), { limit: 2 })), {
      wrapper: Wrapper,
    });
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(1));
    await act(() => result.current.fetchNextPage());
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(3));
    expect(result.current.hasNextPage).toBe(false);
    expect(skips).toEqual([0, 2, 4]);
  });
});

/** The GET operations of the contract that take `skip` or `cursor`: the paged lists. */
function pagedLists(): string[] {
  const paged: string[] = [];
  for (const [path, item] of Object.entries(contract.paths)) {
    const parameters = (item as { get?: { parameters?: unknown[] } }).get?.parameters ?? [];
    const names = parameters.map((parameter) => {
      const { name, $ref } = parameter as { name?: string; $ref?: string };
      return name ?? $ref?.split('/').pop()?.toLowerCase();
    });
    if (names.includes('skip') || names.includes('cursor')) paged.push(path);
  }
  return paged;
}

describe('every paged list of the contract', () => {
  const code = sources(join(process.cwd(), 'src'));
  const lists = pagedLists();
  it('finds the paged lists', () => expect(lists.length).toBeGreaterThan(10));
  it.each(lists)('%s has infinite query options', (path) => {
    const at = code.indexOf(`api.GET('${path}'`);
    const infinite = [...code.matchAll(/(offsetPages|cursorPages|infiniteQueryOptions)\(/g)].some(
      (match) => {
        const call = code.indexOf(`api.GET('${path}'`, match.index);
        return call > 0 && call - match.index < 400;
      },
    );
    expect(at, `no call of GET ${path}`).toBeGreaterThan(-1);
    expect(infinite, `no infinite query options for GET ${path}`).toBe(true);
  });
});
