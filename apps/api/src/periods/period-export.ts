import { statusLabel } from '@back-office/domain';
import type { Queryable } from '../db/db.ts';
import type { QueryParams } from '../http/handlers.ts';
import type { ListExport } from '../lib/export/export-response.ts';
import { orderedBatches } from '../lib/export/ordered-batches.ts';
import { Where } from '../sql/where.ts';
import type { PeriodRow } from './period-row.ts';

/** The filters of the periods list, which its export shares. */
export type PeriodListFilters = Pick<QueryParams<'listPeriods'>, 'status' | 'include_archived'>;

/** The periods list's order: the active period first, then the newest. */
export const PERIOD_ORDER = `(status = 'active') DESC, start_date DESC, id DESC`;

/**
 * The WHERE clause of the periods list: archived periods only when asked for and only for
 * those who manage periods (§4: nobody else ever gets one).
 */
export function periodWhere(q: PeriodListFilters, managesPeriods: boolean): Where {
  const w = new Where().addIf(q.status, 'status = ?');
  const archived = q.status === 'archived' || q.include_archived;
  if (!archived || !managesPeriods) w.add(`status <> 'archived'`);
  return w;
}

/** The periods of the list's filters, in its order (`periods_<day>.csv`; administrators). */
export function periodExport(db: Queryable, q: PeriodListFilters): ListExport<PeriodRow> {
  return {
    name: 'periods',
    sheet: 'Periods',
    columns: [
      { header: 'Name', value: (r) => r.name, width: 24 },
      { header: 'Status', value: (r) => statusLabel(r.status), width: 12 },
      { header: 'Start', value: (r) => r.start_date, kind: 'day', width: 12 },
      { header: 'End', value: (r) => r.end_date, kind: 'day', width: 12 },
      { header: 'Description', value: (r) => r.description, width: 36 },
      { header: 'Created (SAST)', value: (r) => r.created_at, kind: 'moment', width: 17 },
      { header: 'Updated (SAST)', value: (r) => r.updated_at, kind: 'moment', width: 17 },
    ],
    batches: orderedBatches<PeriodRow>(db, {
      columns: 'periods.*',
      from: 'FROM periods',
      where: periodWhere(q, true),
      orderBy: PERIOD_ORDER,
      id: 'id',
    }),
  };
}

/** A page of periods with the total the filters match. */
export async function listPeriods(
  db: Queryable,
  q: PeriodListFilters & { skip: number; limit: number },
  managesPeriods: boolean,
): Promise<{ rows: PeriodRow[]; total: number }> {
  const w = periodWhere(q, managesPeriods);
  const total = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM periods ${w.sql}`,
    w.params,
  );
  const rows = await db.query<PeriodRow>(
    `SELECT * FROM periods ${w.sql}
     ORDER BY ${PERIOD_ORDER}
     LIMIT ${w.param(q.limit)} OFFSET ${w.param(q.skip)}`,
    w.params,
  );
  return { rows, total: total[0]?.n ?? 0 };
}
