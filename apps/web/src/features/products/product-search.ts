import { SORT_FIELDS } from '@back-office/domain/enum-values';
import {
  listSearchSchema,
  type SearchOutput,
  searchFilters,
} from '../../components/data-table/list-search.ts';

/** `/products` URL state: the `listProducts` sort fields and filters. */
export const productSearchSchema = listSearchSchema({
  sortBy: SORT_FIELDS.products,
  defaultSortBy: 'created_at',
  filters: {
    search: searchFilters.text(),
    category: searchFilters.text(),
    upload_session_id: searchFilters.id(),
  },
});

export type ProductSearch = SearchOutput<typeof productSearchSchema>;

/** The product sets the page's set filter offers (its loader warms them with the list). */
export const SET_FILTER_CHOICES = { limit: 1000 } as const;
