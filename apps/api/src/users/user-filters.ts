import type { Queryable } from '../db/db.ts';
import type { QueryParams } from '../http/handlers.ts';
import { Where } from '../sql/where.ts';
import type { UserRow } from './user-row.ts';

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

/** A page of users with the total the filters match. */
export async function listUsers(
  db: Queryable,
  q: UserListFilters & { skip: number; limit: number },
): Promise<{ rows: UserRow[]; total: number }> {
  const w = userWhere(q);
  const total = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM users ${w.sql}`,
    w.params,
  );
  const rows = await db.query<UserRow>(
    `SELECT * FROM users ${w.sql} ORDER BY ${userOrder(q)} LIMIT ${w.param(q.limit)} OFFSET ${w.param(q.skip)}`,
    w.params,
  );
  return { rows, total: total[0]?.n ?? 0 };
}
