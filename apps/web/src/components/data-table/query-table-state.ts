/** The parts of a React Query result that a table shows. */
export interface TableQuery {
  readonly isPending: boolean;
  readonly isFetching: boolean;
  readonly isPlaceholderData: boolean;
  readonly error: unknown;
  readonly refetch: () => Promise<unknown>;
}

export interface QueryTableStateOptions {
  /**
   * Grey the rows during every background refetch too, not only while a new page loads over
   * the old one. For lists without placeholder data (the period-scoped ones), which otherwise
   * would never show that a new page is on its way.
   * @default false
   */
  readonly greyRefetches?: boolean;
}

/**
 * A list query's `loading`, `fetching`, `error` and `onRetry` props for `DataTable`.
 *
 * @example
 * <DataTable {...queryTableState(products)} rows={products.data?.products} … />
 */
export function queryTableState(query: TableQuery, options: QueryTableStateOptions = {}) {
  const refetching = options.greyRefetches === true && query.isFetching && !query.isPending;
  return {
    loading: query.isPending,
    fetching: query.isPlaceholderData || refetching,
    error: query.error,
    onRetry: () => void query.refetch(),
  };
}
