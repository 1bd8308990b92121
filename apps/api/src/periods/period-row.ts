import type { PeriodStatus } from '@back-office/domain';
import type { Queryable } from '../db/db.ts';
import { notFound } from '../http/errors.ts';

/** A `periods` row (DATE columns arrive as `YYYY-MM-DD` strings). */
export interface PeriodRow {
  id: number;
  version: number;
  name: string;
  description: string | null;
  start_date: string;
  end_date: string;
  status: PeriodStatus;
  created_by: number | null;
  created_at: Date;
  updated_at: Date;
}

/** The contract's `Period` read model. */
export function toPeriod(row: PeriodRow) {
  return {
    id: row.id,
    version: row.version,
    name: row.name,
    description: row.description,
    start_date: row.start_date,
    end_date: row.end_date,
    status: row.status,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

/** The 404 every period operation answers (the spec's "Period not found"). */
export const periodNotFound = () => notFound('Period not found');

/** The period with this id, or undefined. */
export async function findPeriod(db: Queryable, id: number): Promise<PeriodRow | undefined> {
  const rows = await db.query<PeriodRow>('SELECT * FROM periods WHERE id = $1', [id]);
  return rows[0];
}

/** The period with this id, or a 404 `Period not found`. */
export async function loadPeriod(db: Queryable, id: number): Promise<PeriodRow> {
  const row = await findPeriod(db, id);
  if (!row) throw periodNotFound();
  return row;
}

/** The `active` period, if any. */
export async function findActivePeriod(db: Queryable): Promise<PeriodRow | undefined> {
  const rows = await db.query<PeriodRow>(`SELECT * FROM periods WHERE status = 'active' LIMIT 1`);
  return rows[0];
}

/** Whether another period (not `exceptId`) already has this name, case-insensitively. */
export async function periodNameTaken(
  db: Queryable,
  name: string,
  exceptId: number | null = null,
): Promise<boolean> {
  const rows = await db.query(
    'SELECT 1 FROM periods WHERE lower(name) = lower($1) AND ($2::int IS NULL OR id <> $2::int)',
    [name, exceptId],
  );
  return rows.length > 0;
}
