import { SORT_FIELDS, UPLOAD_STATUSES } from '@back-office/domain/enum-values';
import {
  listSearchSchema,
  type SearchOutput,
  searchFilters,
} from '../../components/data-table/list-search.ts';

/** The contract's values (`@back-office/domain`). */
export { UPLOAD_STATUSES };

/** `/history` URL state: the `listUploads` sort fields and filters, plus the open upload. */
export const historySearchSchema = listSearchSchema({
  sortBy: SORT_FIELDS.uploads,
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
