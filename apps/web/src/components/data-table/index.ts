// The shared list kit: one table, one pagination, one bulk bar, one URL-state helper.
export { BulkActionBar, type BulkActionBarProps } from './bulk-action-bar.tsx';
export { DataTable, type DataTableColumn, type DataTableProps } from './data-table.tsx';
export {
  DEFAULT_PAGE_SIZE,
  type ListSearch,
  type ListSearchOptions,
  listSearchDefaults,
  listSearchSchema,
  MAX_PAGE_SIZE,
  PAGE_SIZES,
  pageCount,
  pageOf,
  SORT_ORDERS,
  type SortOrder,
  searchFilters,
} from './list-search.ts';
export { DataTablePagination, type DataTablePaginationProps } from './pagination.tsx';
export { SearchInput, type SearchInputProps } from './search-input.tsx';
export {
  describeError,
  EmptyBlock,
  type EmptyContent,
  ErrorState,
  type ErrorStateProps,
  SkeletonRows,
} from './states.tsx';
export { type UpdateOptions, useListSearch } from './use-list-search.ts';
export { type RowId, type RowSelection, useRowSelection } from './use-row-selection.ts';
