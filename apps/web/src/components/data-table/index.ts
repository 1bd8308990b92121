// The shared list kit: one table, one pagination, one bulk bar, one URL-state helper, and the
// header, filter and empty-state pieces every list page repeats.
export { BulkActionBar, type BulkActionBarProps } from './bulk-action-bar.tsx';
export { ClearFiltersButton, type ClearFiltersButtonProps } from './clear-filters-button.tsx';
export { ColumnChooser, type ColumnChooserProps } from './column-chooser.tsx';
export { DataTable, type DataTableColumn, type DataTableProps } from './data-table.tsx';
export {
  type DateRange,
  DateRangeFilter,
  type DateRangeFilterProps,
} from './date-range-filter.tsx';
export { DeleteSelectedButton, type DeleteSelectedButtonProps } from './delete-selected-button.tsx';
export { FilterBar, type FilterBarProps } from './filter-bar.tsx';
export { type FilteredEmptyStateOptions, filteredEmptyState } from './filtered-empty-state.tsx';
export { ListExportMenu, type ListExportMenuProps } from './list-export-menu.tsx';
export { type FilterableList, listFilters } from './list-filters.ts';
export { ListPageHeader, type ListPageHeaderProps } from './list-page-header.tsx';
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
export {
  type QueryTableStateOptions,
  queryTableState,
  type TableQuery,
} from './query-table-state.ts';
export { SearchInput, type SearchInputProps } from './search-input.tsx';
export {
  describeError,
  EmptyBlock,
  type EmptyContent,
  ErrorState,
  type ErrorStateProps,
  SkeletonRows,
} from './states.tsx';
export { StatusFilter, type StatusFilterProps } from './status-filter.tsx';
export { TableScroller, type TableScrollerProps } from './table-scroller.tsx';
export {
  type ColumnSettings,
  columnSettingsKey,
  useColumnSettings,
  writeColumnSettings,
} from './use-column-settings.ts';
export { type UpdateOptions, useListSearch } from './use-list-search.ts';
export { type RowId, type RowSelection, useRowSelection } from './use-row-selection.ts';
