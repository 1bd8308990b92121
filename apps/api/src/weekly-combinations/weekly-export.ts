import { MONEY_COLUMNS, statusLabel } from '@back-office/domain';
import type { Queryable } from '../db/db.ts';
import { creatorName } from '../lib/export/creator-name.ts';
import type { ListExport } from '../lib/export/export-response.ts';
import { orderedBatches } from '../lib/export/ordered-batches.ts';
import { type WeeklyListFilters, weeklyOrder, weeklyWhere } from './list-weekly.ts';
import { WEEKLY_COLUMNS, WEEKLY_FROM, type WeeklyRow } from './weekly-row.ts';

/** The weekly combinations of the list's filters and sort (`weekly_combinations_<day>.csv`). */
export function weeklyExport(db: Queryable, q: WeeklyListFilters): ListExport<WeeklyRow> {
  return {
    name: 'weekly_combinations',
    sheet: 'Weekly combinations',
    columns: [
      { header: 'Week start', value: (r) => r.week_start, kind: 'day', width: 12 },
      { header: 'Week end', value: (r) => r.week_end, kind: 'day', width: 12 },
      { header: 'Period', value: (r) => r.period_name, width: 20 },
      { header: 'Status', value: (r) => statusLabel(r.status), width: 12 },
      { header: 'Orders', value: (r) => r.consultant_order_count, kind: 'number' },
      { header: 'Quantity', value: (r) => r.total_quantity, kind: 'number' },
      { header: MONEY_COLUMNS.total, value: (r) => r.total_cents, kind: 'rand', width: 20 },
      { header: 'File', value: (r) => r.file_name, width: 30 },
      { header: 'Error', value: (r) => r.error, width: 30 },
      { header: 'Created by', value: creatorName, width: 22 },
      { header: 'Created (SAST)', value: (r) => r.created_at, kind: 'moment', width: 17 },
      { header: 'Processed (SAST)', value: (r) => r.processed_at, kind: 'moment', width: 17 },
    ],
    batches: orderedBatches<WeeklyRow>(db, {
      columns: WEEKLY_COLUMNS,
      from: WEEKLY_FROM,
      where: weeklyWhere(q),
      orderBy: weeklyOrder(q),
      id: 'w.id',
    }),
  };
}
