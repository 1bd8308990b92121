import { SORT_FIELDS } from '@back-office/domain/enum-values';
import type { ConsultantListParams } from '@back-office/hooks/consultants';
import {
  listSearchSchema,
  type SearchOutput,
  searchFilters,
} from '../../components/data-table/list-search.ts';
import { CONSULTANT_STATUSES, PROVINCES } from './consultant-options.ts';

/** `/consultants` search params: paging, sorting, the text search and two filters. */
export const consultantsSearchSchema = listSearchSchema({
  sortBy: SORT_FIELDS.consultants,
  defaultSortBy: 'created_at',
  filters: {
    search: searchFilters.text(),
    status: searchFilters.oneOf(CONSULTANT_STATUSES),
    province: searchFilters.oneOf(PROVINCES),
  },
});

export type ConsultantsSearch = SearchOutput<typeof consultantsSearchSchema>;

/** The list call's params for a search (undefined filters left out, search ≤ 100 chars). */
export function consultantListParams(search: ConsultantsSearch): ConsultantListParams {
  const params: ConsultantListParams = {
    skip: search.skip,
    limit: search.limit,
    sort_by: search.sort_by,
    sort_order: search.sort_order,
  };
  if (search.search) params.search = search.search.slice(0, 100);
  if (search.status) params.status = search.status;
  if (search.province) params.province = search.province;
  return params;
}
