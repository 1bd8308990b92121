import { SORT_FIELDS } from '@back-office/domain/enum-values';
import type { UserListParams } from '@back-office/hooks/users';
import { ALL_ROLES } from '@back-office/permissions';
import {
  listSearchSchema,
  type SearchOutput,
  searchFilters,
} from '../../components/data-table/list-search.ts';

/** `/users` search params: paging, sorting, text search, role and active filters. */
export const userSearchSchema = listSearchSchema({
  sortBy: SORT_FIELDS.users,
  defaultSortBy: 'created_at',
  filters: {
    search: searchFilters.text(100),
    role: searchFilters.oneOf(ALL_ROLES),
    is_active: searchFilters.flag(),
  },
});

export type UserSearch = SearchOutput<typeof userSearchSchema>;

/** The list call's params: the search without absent filters. */
export function userListParams(search: UserSearch): UserListParams {
  const params: UserListParams = {};
  for (const [key, value] of Object.entries(search)) {
    if (value !== undefined) Object.assign(params, { [key]: value });
  }
  return params;
}
