import type { Schemas } from '@back-office/api-client';
import { addDays } from '@back-office/domain';
import type { Queryable } from '../db/db.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import { gatherWeek, snapshotOf } from './week-orders.ts';

/** The body of `createWeeklyCombination`. */
export type WeeklyCreate = Schemas['WeeklyCombinationCreate'];

/**
 * Checks a new weekly combination (404 unknown period; 400 bad week; 409 closed or archived
 * period, or a live combination for the week) and inserts it `pending` with a snapshot of the
 * week's orders. Returns the new id.
 */
export async function insertWeekly(
  tx: Queryable,
  body: WeeklyCreate,
  createdBy: number,
  now: Date,
) {
  const weekEnd = body.week_end ?? addDays(body.week_start, 6);
  if (weekEnd < body.week_start) throw badRequest('week_end is before week_start');
  if (weekEnd > addDays(body.week_start, 6)) {
    throw badRequest('week_end is more than 6 days after week_start');
  }
  const periods = await tx.query<{ name: string; status: string }>(
    'SELECT name, status FROM periods WHERE id = $1',
    [body.period_id],
  );
  const period = periods[0];
  if (!period) throw notFound('Period not found');
  if (period.status === 'closed' || period.status === 'archived') {
    throw conflict(`Period ${period.name} is ${period.status}`);
  }
  const live = await tx.query<{ id: number }>(
    `SELECT id FROM weekly_combinations WHERE period_id = $1 AND week_start = $2 AND status <> 'cancelled'`,
    [body.period_id, body.week_start],
  );
  if (live[0]) throw conflict(`Weekly combination ${live[0].id} already covers this week`);
  const snap = snapshotOf(
    await gatherWeek(tx, {
      period_id: body.period_id,
      week_start: body.week_start,
      week_end: weekEnd,
    }),
  );
  const rows = await tx.query<{ id: number }>(
    `INSERT INTO weekly_combinations (period_id, week_start, week_end, status, consultant_order_count,
       total_quantity, total_cents, message, created_by, created_at, updated_at)
     VALUES ($1, $2, $3, 'pending', $4, $5, $6, 'Ready to process', $7, $8, $8) RETURNING id`,
    [
      body.period_id,
      body.week_start,
      weekEnd,
      snap.consultant_order_count,
      snap.total_quantity,
      snap.total_cents,
      createdBy,
      now,
    ],
  );
  return rows[0]?.id ?? 0;
}
