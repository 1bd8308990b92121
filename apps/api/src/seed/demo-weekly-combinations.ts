import { addDays } from '@back-office/domain';
import type { Queryable } from '../db/db.ts';
import { weeklyFileName } from '../weekly-combinations/process-job.ts';
import { gatherWeek, snapshotOf } from '../weekly-combinations/week-orders.ts';
import { weeklyWorkbook } from '../weekly-combinations/workbook.ts';
import type { DemoClock } from './demo-clock.ts';
import { demoUserId } from './demo-invoices-helpers.ts';

async function insertWeek(
  tx: Queryable,
  periodId: number,
  weekStart: string,
  status: 'pending' | 'completed' | 'cancelled',
  createdBy: number,
  at: Date,
  finished = at,
): Promise<void> {
  const scope = { period_id: periodId, week_start: weekStart, week_end: addDays(weekStart, 6) };
  const period = await tx.query<{ name: string }>('SELECT name FROM periods WHERE id = $1', [
    periodId,
  ]);
  const period_name = period[0]?.name ?? '';
  const week = await gatherWeek(tx, scope);
  const snap = snapshotOf(week);
  const done = status === 'completed' && week.orders.length > 0;
  const rows = await tx.query<{ id: number }>(
    `INSERT INTO weekly_combinations (period_id, week_start, week_end, status, consultant_order_count,
       total_quantity, total_cents, progress, message, created_by, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11) RETURNING id`,
    [
      periodId,
      scope.week_start,
      scope.week_end,
      done ? 'processing' : status === 'completed' ? 'pending' : status,
      snap.consultant_order_count,
      snap.total_quantity,
      snap.total_cents,
      status === 'cancelled' ? 100 : 0,
      status === 'cancelled' ? 'Cancelled' : 'Ready to process',
      createdBy,
      at,
    ],
  );
  const id = rows[0]?.id;
  if (!done || id === undefined) return;
  await tx.query(
    `UPDATE weekly_combinations SET status = 'completed', progress = 100, message = 'Spreadsheet ready',
       file = $2, file_name = $3, processed_at = $4, updated_at = $4 WHERE id = $1`,
    [
      id,
      Buffer.from(await weeklyWorkbook(week, { ...scope, id, period_name, gathered_at: finished })),
      weeklyFileName(id),
      finished,
    ],
  );
}

/**
 * Weekly combinations of the active period, in South African weeks: the week before last
 * cancelled, last week completed with its spreadsheet (made this Monday morning), and this week
 * pending. Run after the consultant order seeds.
 */
export async function seedDemoWeeklyCombinations(tx: Queryable, clock: DemoClock): Promise<void> {
  const periods = await tx.query<{ id: number }>(`SELECT id FROM periods WHERE status = 'active'`);
  const periodId = periods[0]?.id;
  const thandi = await demoUserId(tx, 'warehouse@example.com');
  const sipho = await demoUserId(tx, 'supervisor@example.com');
  if (periodId === undefined || thandi === null || sipho === null) return;
  const monday = clock.thisMonday;
  const sinceMonday = clock.daysSinceMonday;
  const weekBeforeLast = addDays(monday, -14);
  await insertWeek(
    tx,
    periodId,
    weekBeforeLast,
    'cancelled',
    sipho,
    clock.at(sinceMonday + 7, 9, 40),
  );
  await insertWeek(
    tx,
    periodId,
    addDays(monday, -7),
    'completed',
    thandi,
    clock.at(sinceMonday, 8, 45),
    clock.at(sinceMonday, 8, 45 + 9 / 60),
  );
  await insertWeek(tx, periodId, monday, 'pending', thandi, clock.at(0, 8, 30));
}
