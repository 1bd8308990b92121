import type { ListSearch } from './list-search.ts';

/** What `listFilters` needs of `useListSearch`'s result. */
export interface FilterableList<S extends ListSearch, K extends keyof S> {
  readonly search: S;
  readonly update: (patch: Partial<Record<K, undefined>>) => void;
}

/**
 * Whether any of a list's filters is set, how many are, and a function that clears them all (back to the
 * first page; the sort and any open drawer stay).
 *
 * @example
 * const { filtered, clear } = listFilters(list, ['search', 'status']);
 * <ClearFiltersButton filtered={filtered} onClear={clear} />
 * <FilterBar count={count}>…</FilterBar>
 */
export function listFilters<S extends ListSearch, K extends keyof S>(
  list: FilterableList<S, K>,
  keys: readonly K[],
) {
  const count = keys.filter((key) => list.search[key] !== undefined).length;
  const filtered = count > 0;
  const clear = () => {
    const patch: Partial<Record<K, undefined>> = {};
    for (const key of keys) patch[key] = undefined;
    list.update(patch);
  };
  return { filtered, count, clear };
}
