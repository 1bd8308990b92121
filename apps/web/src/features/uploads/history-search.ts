import {
  listSearchSchema,
  type SearchOutput,
  searchFilters,
} from '../../components/data-table/list-search.ts';

export const UPLOAD_STATUSES = ['pending', 'processing', 'completed', 'failed'] as const;

/** `/history` URL state: the `listUploads` sort fields and filters, plus the open upload. */
export const historySearchSchema = listSearchSchema({
  sortBy: ['created_at', 'completed_at', 'file_name', 'template_name', 'status', 'total_rows'],
  defaultSortBy: 'created_at',
  filters: {
    search: searchFilters.text(),
    status: searchFilters.oneOf(UPLOAD_STATUSES),
    template_id: searchFilters.id(),
    /** The upload shown in the detail drawer. */
    upload: searchFilters.id(),
  },
});

export type HistorySearch = SearchOutput<typeof historySearchSchema>;
