import { AUDIT_ACTIONS, AUDIT_RESOURCES, SORT_FIELDS } from '@back-office/domain/enum-values';
import type { AuditLogListParams } from '@back-office/hooks/users';
import {
  listSearchSchema,
  type SearchOutput,
  searchFilters,
} from '../../components/data-table/list-search.ts';

/** Every `AuditAction` and `AuditResource` of the contract (`@back-office/domain`). */
export { AUDIT_ACTIONS, AUDIT_RESOURCES };

/** `/users/audit` search params: paging, sorting and every filter of `listAuditLogs`. */
export const auditSearchSchema = listSearchSchema({
  sortBy: SORT_FIELDS.auditLogs,
  defaultSortBy: 'created_at',
  filters: {
    user_id: searchFilters.id(),
    resource: searchFilters.oneOf(AUDIT_RESOURCES),
    action: searchFilters.oneOf(AUDIT_ACTIONS),
    record_id: searchFilters.id(),
    request_id: searchFilters.text(),
    date_from: searchFilters.day(),
    date_to: searchFilters.day(),
  },
});

export type AuditSearch = SearchOutput<typeof auditSearchSchema>;

/** The list call's params: the search without absent filters. */
export function auditListParams(search: AuditSearch): AuditLogListParams {
  const params: AuditLogListParams = {};
  for (const [key, value] of Object.entries(search)) {
    if (value !== undefined) Object.assign(params, { [key]: value });
  }
  return params;
}
