import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';

/** What every skip-and-limit list of the contract answers beside its rows. */
interface OffsetPage {
  readonly total: number;
  readonly skip: number;
  readonly limit: number;
}

/**
 * Infinite query options of a skip-and-limit list: the first page at `skip` 0, each next one
 * `limit` further, none once `total` is reached (or a page came back short).
 */
export function offsetPages<K extends QueryKey, R extends OffsetPage>(
  queryKey: K,
  fetchPage: (page: { skip: number }, signal: AbortSignal) => Promise<R>,
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage({ skip: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (last: R) => {
      const next = last.skip + last.limit;
      return last.limit > 0 && next < last.total ? next : undefined;
    },
  });
}
