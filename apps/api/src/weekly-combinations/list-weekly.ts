import type { Queryable } from '../db/db.ts';
import type { QueryParams } from '../http/handlers.ts';
import { Where } from '../platform/where.ts';
import { toWeekly, WEEKLY_SELECT, type WeeklyRow } from './weekly-row.ts';

/** The validated query of `listWeeklyCombinations`. */
export type WeeklyListQuery = QueryParams<'listWeeklyCombinations'>;

/** One page of weekly combinations with the total count. */
export async function listWeekly(db: Queryable, q: WeeklyListQuery) {
  const w = new Where().addIf(q.period_id, 'w.period_id = ?').addIf(q.status, 'w.status = ?');
  const count = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM weekly_combinations w ${w.sql}`,
    w.params,
  );
  const dir = q.sort_order === 'asc' ? 'ASC' : 'DESC';
  const rows = await db.query<WeeklyRow>(
    `${WEEKLY_SELECT} ${w.sql} ORDER BY w.${q.sort_by} ${dir}, w.id ${dir}
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
