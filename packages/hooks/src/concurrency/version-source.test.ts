import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { cachedVersion, storeVersion, type VersionSource } from './version-source.ts';

const source = (id: number): VersionSource => ({
  id,
  detail: ['things', 'detail', id],
  lists: [['things', 'list']],
  load: () => Promise.resolve(undefined),
});

describe('versions in the query cache', () => {
  it('reads the detail first, then a row of any list page (plain, paged or infinite)', () => {
    const cache = new QueryClient();
    cache.setQueryData(['things', 'list', { page: 1 }], {
      things: [{ id: 1, version: 3 }],
      total: 1,
    });
    cache.setQueryData(['things', 'list', { infinite: true }], {
      pages: [{ things: [{ id: 2, version: 9 }] }],
      pageParams: [0],
    });
    expect(cachedVersion(cache, source(1))).toBe(3);
    expect(cachedVersion(cache, source(2))).toBe(9);
    cache.setQueryData(['things', 'detail', 1], { id: 1, version: 5 });
    expect(cachedVersion(cache, source(1))).toBe(5);
    expect(cachedVersion(cache, source(3))).toBeUndefined();
  });

  it('stores a new version in the detail and every list row holding the record, nothing else', () => {
    const cache = new QueryClient();
    cache.setQueryData(['things', 'detail', 1], { id: 1, version: 5, name: 'a' });
    cache.setQueryData(['things', 'list', {}], {
      things: [
        { id: 1, version: 5 },
        { id: 2, version: 6 },
      ],
    });
    storeVersion(cache, source(1), 8);
    expect(cache.getQueryData(['things', 'detail', 1])).toEqual({ id: 1, version: 8, name: 'a' });
    expect(cache.getQueryData(['things', 'list', {}])).toEqual({
      things: [
        { id: 1, version: 8 },
        { id: 2, version: 6 },
      ],
    });
  });

  it('keeps a list that is the record’s only home a list when the write answers the record', () => {
    const cache = new QueryClient();
    const views: VersionSource = {
      id: 2,
      detail: ['saved-views'],
      lists: [['saved-views']],
      load: () => Promise.resolve(undefined),
    };
    cache.setQueryData(
      ['saved-views'],
      [
        { id: 1, version: 4, name: 'a' },
        { id: 2, version: 5, name: 'b' },
      ],
    );
    storeVersion(cache, views, 9, { id: 2, version: 9, name: 'c' });
    expect(cache.getQueryData(['saved-views'])).toEqual([
      { id: 1, version: 4, name: 'a' },
      { id: 2, version: 9, name: 'b' },
    ]);
  });
});
