import type { Schemas } from '@back-office/api-client';
import { addDays } from '@back-office/domain';
import type { Queryable } from '../db/db.ts';
import { badRequest, conflict } from '../http/errors.ts';
import { assertPeriodOpen } from '../periods/assert-period-open.ts';
import { gatherWeek, snapshotOf } from './week-orders.ts';

/** The body of `createWeeklyCombination`. */
export type WeeklyCreate = Schemas['WeeklyCombinationCreate'];

/**
 * Checks a new weekly combination (404 unknown period; 409 on `period_id` when it is closed
 * or archived; 400 bad week; 409 a live (not cancelled) combination of the period whose days
 * overlap the week, so an order is gathered by one live combination only, decision 051) and
 * inserts it `pending` with a snapshot of the week's orders. Returns the new id.
 */
export async function insertWeekly(
  tx: Queryable,
  body: WeeklyCreate,
  createdBy: number,
  now: Date,
) {
  await assertPeriodOpen(tx, body.period_id, 'weekly combinations');
  const weekEnd = body.week_end ?? addDays(body.week_start, 6);
  if (weekEnd < body.week_start) throw badRequest('week_end is before week_start');
  if (weekEnd > addDays(body.week_start, 6)) {
    throw badRequest('week_end is more than 6 days after week_start');
  }
  // One creator per period at a time, so two overlapping weeks never both pass the check below.
  await tx.query('SELECT pg_advisory_xact_lock(7351, $1)', [body.period_id]);
  const live = await tx.query<{ id: number; week_start: string; week_end: string }>(
    `SELECT id, week_start, week_end FROM weekly_combinations
     WHERE period_id = $1 AND status <> 'cancelled' AND week_start <= $3::date AND week_end >= $2::date
     ORDER BY week_start LIMIT 1`,
    [body.period_id, body.week_start, weekEnd],
  );
  if (live[0]) {
    const w = live[0];
    throw conflict(
      `Weekly combination ${w.id} (${w.week_start} to ${w.week_end}) already covers days of this week; an order is gathered by one weekly combination only`,
    );
  }
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
