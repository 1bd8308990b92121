import type { Schemas } from '@back-office/api-client';
import type { Queryable } from '../db/db.ts';
import { iso, isoOrNull } from '../db/iso.ts';
import { toUserRef, USER_REF_COLUMNS, type UserRefColumns } from '../users/user-ref.ts';

/** The weekly combination statuses of the contract. */
export type WeeklyStatus = Schemas['WeeklyCombination']['status'];

/** A `weekly_combinations` row (without the file bytes) with its period name and creator. */
export interface WeeklyRow extends UserRefColumns {
  id: number;
  period_id: number;
  period_name: string;
  week_start: string;
  week_end: string;
  status: WeeklyStatus;
  consultant_order_count: number;
  total_quantity: number;
  total_cents: number;
  progress: number;
  message: string | null;
  file_name: string | null;
  file_size: number | null;
  error: string | null;
  created_at: Date;
  updated_at: Date;
  processed_at: Date | null;
}

/** The select list of `WeeklyRow` (aliases `w`, `p`, `u` of `WEEKLY_FROM`). */
export const WEEKLY_COLUMNS = `w.id, w.period_id, p.name AS period_name, w.week_start, w.week_end,
  w.status, w.consultant_order_count, w.total_quantity, w.total_cents, w.progress, w.message,
  w.file_name, octet_length(w.file) AS file_size, w.error, w.created_at, w.updated_at,
  w.processed_at, ${USER_REF_COLUMNS}`;

/** The `FROM` of `WeeklyRow`: the combination, its period and its creator. */
export const WEEKLY_FROM =
  'FROM weekly_combinations w JOIN periods p ON p.id = w.period_id LEFT JOIN users u ON u.id = w.created_by';

/** The select list and `FROM` of `WeeklyRow` (aliases `w`, `p`, `u`). */
export const WEEKLY_SELECT = `SELECT ${WEEKLY_COLUMNS} ${WEEKLY_FROM}`;

/** One weekly combination, or undefined. */
export async function findWeekly(db: Queryable, id: number): Promise<WeeklyRow | undefined> {
  const rows = await db.query<WeeklyRow>(`${WEEKLY_SELECT} WHERE w.id = $1`, [id]);
  return rows[0];
}

/** The contract's `WeeklyCombination`. */
export function toWeekly(row: WeeklyRow) {
  return {
    id: row.id,
    period_id: row.period_id,
    period_name: row.period_name,
    week_start: row.week_start,
    week_end: row.week_end,
    status: row.status,
    consultant_order_count: row.consultant_order_count,
    total_quantity: row.total_quantity,
    total_cents: row.total_cents,
    file_name: row.file_name,
    error: row.error,
    created_by: toUserRef(row),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    processed_at: isoOrNull(row.processed_at),
  };
}

const TERMINAL = new Set<WeeklyStatus>(['completed', 'failed', 'cancelled']);

/** The contract's `WeeklyCombinationStatus` (the job's progress). */
export function toWeeklyStatus(row: WeeklyRow) {
  const terminal = TERMINAL.has(row.status);
  return {
    id: row.id,
    status: row.status,
    progress: terminal ? 100 : row.progress,
    is_terminal: terminal,
    message: row.message,
    updated_at: iso(row.updated_at),
    consultant_order_count: row.consultant_order_count,
    file_name: row.file_name,
    error: row.error,
    processed_at: isoOrNull(row.processed_at),
  };
}
