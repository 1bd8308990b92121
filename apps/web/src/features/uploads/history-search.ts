import type { z } from 'zod';
import { listSearchSchema, searchFilters } from '../../components/data-table/index.ts';
import { UPLOAD_STATUSES } from './upload-status-badge.tsx';

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

export type HistorySearch = z.output<typeof historySearchSchema>;
