import type { Queryable } from '../db/db.ts';
import type { QueryParams } from '../http/handlers.ts';
import { Where } from '../sql/where.ts';
import { toWeekly, WEEKLY_SELECT, type WeeklyRow } from './weekly-row.ts';

/** The validated query of `listWeeklyCombinations`. */
export type WeeklyListQuery = QueryParams<'listWeeklyCombinations'>;

/** The filters and sort of the weekly list, which its export shares. */
export type WeeklyListFilters = Omit<WeeklyListQuery, 'skip' | 'limit'>;

/** The WHERE clause of the weekly list's filters (alias `w`). */
export const weeklyWhere = (q: WeeklyListFilters): Where =>
  new Where().addIf(q.period_id, 'w.period_id = ?').addIf(q.status, 'w.status = ?');

/** The ORDER BY terms of the weekly list's sort (the id breaks ties). */
export function weeklyOrder(q: WeeklyListFilters): string {
  const dir = q.sort_order === 'asc' ? 'ASC' : 'DESC';
  return `w.${q.sort_by} ${dir}, w.id ${dir}`;
}

/** One page of weekly combinations with the total count. */
export async function listWeekly(db: Queryable, q: WeeklyListQuery) {
  const w = weeklyWhere(q);
  const count = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM weekly_combinations w ${w.sql}`,
    w.params,
  );
  const rows = await db.query<WeeklyRow>(
    `${WEEKLY_SELECT} ${w.sql} ORDER BY ${weeklyOrder(q)}
     LIMIT ${w.param(q.limit)} OFFSET ${w.param(q.skip)}`,
    w.params,
  );
  return {
    weekly_combinations: rows.map(toWeekly),
    total: count[0]?.n ?? 0,
    skip: q.skip,
    limit: q.limit,
  };
}
