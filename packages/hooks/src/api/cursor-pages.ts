import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';

/** What every list with keyset pages answers beside its rows (decisions 044 and 056). */
interface CursorPage {
  readonly next_cursor?: string | null;
}

/**
 * Infinite query options of a list with keyset pages: the first page without a cursor, each
 * next one after the previous page's `next_cursor` (page 10,000 costs what page 1 does), none
 * once it is null. The filters and sort stay in `fetchPage`'s closure (and in `queryKey`):
 * a cursor is only valid with the sort it was issued for.
 */
export function cursorPages<K extends QueryKey, R extends CursorPage>(
  queryKey: K,
  fetchPage: (page: { cursor?: string }, signal: AbortSignal) => Promise<R>,
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) =>
      fetchPage(pageParam === undefined ? {} : { cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: R) => last.next_cursor ?? undefined,
  });
}
