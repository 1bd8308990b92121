import type { QueryParams } from '../http/handlers.ts';
import { Where } from '../sql/where.ts';

/** The filters and sort of `listUsers`, which its export shares. */
export type UserListFilters = Omit<QueryParams<'listUsers'>, 'skip' | 'limit'>;

/** The WHERE clause of the user list's filters (table `users`, no alias). */
export function userWhere(q: UserListFilters): Where {
  return new Where()
    .addIf(
      q.search && `%${q.search.toLowerCase()}%`,
      `(lower(email) LIKE ? OR lower(first_name) LIKE ? OR lower(last_name) LIKE ? OR lower(coalesce(department, '')) LIKE ?)`,
    )
    .addIf(q.role, '? = ANY(roles)')
    .addIf(q.is_active, 'is_active = ?');
}

/** The ORDER BY terms of the user list's sort (the id breaks ties). */
export function userOrder(q: UserListFilters): string {
  const dir = q.sort_order === 'asc' ? 'ASC' : 'DESC';
  return `${q.sort_by} ${dir} NULLS LAST, id ${dir}`;
}
