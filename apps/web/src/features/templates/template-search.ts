import type { z } from 'zod';
import { listSearchSchema, searchFilters } from '../../components/data-table/index.ts';

/** `/templates` and `/distributor-templates` URL state, plus the template being previewed. */
export const templateSearchSchema = listSearchSchema({
  sortBy: ['created_at', 'template_name'],
  defaultSortBy: 'created_at',
  filters: { search: searchFilters.text(), preview: searchFilters.id() },
});

export type TemplateSearch = z.output<typeof templateSearchSchema>;
