import type { Schemas } from '@back-office/api-client';
import { canPeriod } from '@back-office/domain';
import type { Queryable } from '../db/db.ts';
import { isUniqueViolation, sqlState } from '../db/db-errors.ts';
import { badRequest, conflict } from '../http/errors.ts';
import { loadPeriod, type PeriodRow, periodNameTaken } from './period-row.ts';

/** The body of `createPeriod`. */
export type PeriodCreate = Schemas['PeriodCreate'];

/** The body of `updatePeriod` (only the fields sent change). */
export type PeriodChanges = Schemas['PeriodUpdate'];

const nameTaken = (name: string) => conflict(`A period named '${name}' already exists`, 'name');
const blankName = () => badRequest('name must not be blank');
const badDates = () => badRequest('end_date must not be before start_date');

/** Maps the database's unique and check violations to the contract's 409 and 400. */
async function guarded<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(name);
    if (sqlState(error) === '23514') throw badDates();
    throw error;
  }
}

/** Inserts a `draft` period; 409 when the name is taken, 400 when the dates are reversed. */
export async function insertPeriod(
  tx: Queryable,
  body: PeriodCreate,
  createdBy: number | null,
  now: Date,
): Promise<PeriodRow> {
  const name = body.name.trim();
  if (!name) throw blankName();
  if (body.end_date < body.start_date) throw badDates();
  if (await periodNameTaken(tx, name)) throw nameTaken(name);
  const rows = await guarded(name, () =>
    tx.query<PeriodRow>(
      `INSERT INTO periods (name, description, start_date, end_date, status, created_by, created_at, updated_at)
       VALUES ($1, $2, $3, $4, 'draft', $5, $6, $6) RETURNING *`,
      [name, body.description ?? null, body.start_date, body.end_date, createdBy, now],
    ),
  );
  const row = rows[0];
  if (!row) throw new Error('INSERT INTO periods returned no row');
  return row;
}

/**
 * Changes a `draft` or `active` period (conditional update: a period closed meanwhile is not
 * changed). 409 for closed/archived periods or a taken name, 400 for reversed dates.
 */
export async function updatePeriod(
  tx: Queryable,
  id: number,
  changes: PeriodChanges,
  now: Date,
): Promise<PeriodRow> {
  const current = await loadPeriod(tx, id);
  if (!canPeriod(current.status, 'edit')) {
    throw conflict(`Period '${current.name}' is ${current.status} and read-only`);
  }
  const name = changes.name?.trim() ?? current.name;
  if (!name) throw blankName();
  const start = changes.start_date ?? current.start_date;
  const end = changes.end_date ?? current.end_date;
  if (end < start) throw badDates();
  if (changes.name !== undefined && (await periodNameTaken(tx, name, id))) throw nameTaken(name);
  const description = changes.description === undefined ? current.description : changes.description;
  const rows = await guarded(name, () =>
    tx.query<PeriodRow>(
      `UPDATE periods SET name = $2, description = $3, start_date = $4, end_date = $5, updated_at = $6
       WHERE id = $1 AND status IN ('draft', 'active') RETURNING *`,
      [id, name, description, start, end, now],
    ),
  );
  if (!rows[0]) throw conflict(`Period '${current.name}' changed meanwhile and is read-only`);
  return rows[0];
}
