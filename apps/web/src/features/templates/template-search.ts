import { SORT_FIELDS } from '@back-office/domain/enum-values';
import {
  listSearchSchema,
  type SearchOutput,
  searchFilters,
} from '../../components/data-table/list-search.ts';

/** `/templates` and `/distributor-templates` URL state, plus the template being previewed. */
export const templateSearchSchema = listSearchSchema({
  sortBy: SORT_FIELDS.templates,
  defaultSortBy: 'created_at',
  filters: { search: searchFilters.text(), preview: searchFilters.id() },
});

export type TemplateSearch = SearchOutput<typeof templateSearchSchema>;
