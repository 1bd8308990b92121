import { useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import type { ListSearch, SortOrder } from './list-search.ts';

export interface UpdateOptions {
  /** Go back to the first page (filters and sorting do; paging does not). @default true */
  readonly resetPage?: boolean;
  /** Replace the history entry instead of pushing one (typing in a search box). @default false */
  readonly replace?: boolean;
}

type Patch<S> = { [K in keyof S]?: S[K] | undefined };

/**
 * Reads and writes a list's URL search params (validated by the route's `listSearchSchema`).
 * Every change is a navigation, so the back button and a reload restore the list.
 *
 * @example
 * const list = useListSearch(Route.useSearch());
 * <DataTable sort={list.sort} onSortChange={list.setSort} … />
 * <DataTablePagination {...list.pagination} total={data.total} />
 * <TextInput value={list.search.search ?? ''} onChange={(e) => list.update({ search: e.currentTarget.value })} />
 */
export function useListSearch<S extends ListSearch>(search: S) {
  const navigate = useNavigate();

  const update = useCallback(
    (patch: Patch<S>, options: UpdateOptions = {}) => {
      const { resetPage = true, replace = false } = options;
      void navigate({
        to: '.',
        // The route's schema validates the result; this hook only merges.
        search: ((previous: Record<string, unknown>) => {
          const next: Record<string, unknown> = { ...previous, ...patch };
          if (resetPage && !('skip' in patch)) next.skip = 0;
          for (const key of Object.keys(next)) {
            if (next[key] === undefined || next[key] === '') delete next[key];
          }
          return next;
        }) as never,
        replace,
      });
    },
    [navigate],
  );

  const setSort = useCallback(
    (sortBy: string, sortOrder: SortOrder) =>
      update({ sort_by: sortBy, sort_order: sortOrder } as Patch<S>),
    [update],
  );

  const setPage = useCallback(
    (skip: number, limit: number) => update({ skip, limit } as Patch<S>, { resetPage: false }),
    [update],
  );

  const sort = useMemo(
    () => ({ sortBy: search.sort_by, sortOrder: search.sort_order }),
    [search.sort_by, search.sort_order],
  );

  /** The API params: the whole search, undefined filters left out. */
  const params = useMemo(() => {
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(search)) if (value !== undefined) out[key] = value;
    return out as S;
  }, [search]);

  return {
    search,
    params,
    update,
    sort,
    setSort,
    setPage,
    pagination: { skip: search.skip, limit: search.limit, onChange: setPage },
  };
}
