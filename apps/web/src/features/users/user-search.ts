import type { UserListParams } from '@back-office/hooks';
import { ALL_ROLES } from '@back-office/permissions';
import {
  listSearchSchema,
  type SearchOutput,
  searchFilters,
} from '../../components/data-table/list-search.ts';

/** `listUsers`' sort_by enum (contract). */
export const USER_SORT_FIELDS = [
  'created_at',
  'email',
  'first_name',
  'last_name',
  'department',
  'last_login',
] as const;

/** `/users` search params: paging, sorting, text search, role and active filters. */
export const userSearchSchema = listSearchSchema({
  sortBy: USER_SORT_FIELDS,
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
