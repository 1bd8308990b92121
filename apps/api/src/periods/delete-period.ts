import { canPeriod } from '@back-office/domain';
import type { Queryable } from '../db/db.ts';
import { isForeignKeyViolation } from '../db/db-errors.ts';
import { conflict } from '../http/errors.ts';
import { loadPeriod, type PeriodRow } from './period-row.ts';

/** The records that belong to a period, by table, with the label used in the 409 message. */
const DEPENDANTS = [
  ['consultant_orders', 'consultant orders'],
  ['combined_orders', 'combined orders'],
  ['weekly_combinations', 'weekly combinations'],
  ['invoices', 'invoices'],
] as const;

async function dependantLabels(tx: Queryable, id: number): Promise<string[]> {
  const found: string[] = [];
  for (const [table, label] of DEPENDANTS) {
    const rows = await tx.query(`SELECT 1 FROM ${table} WHERE period_id = $1 LIMIT 1`, [id]);
    if (rows.length > 0) found.push(label);
  }
  return found;
}

/**
 * Deletes a `draft` period that nothing belongs to; otherwise 409 (archive it instead).
 * Returns the deleted row. 404 when the period does not exist.
 */
export async function deletePeriod(tx: Queryable, id: number): Promise<PeriodRow> {
  const row = await loadPeriod(tx, id);
  if (!canPeriod(row.status, 'delete')) {
    throw conflict(`Period '${row.name}' is ${row.status}; only a draft period can be deleted`);
  }
  const used = await dependantLabels(tx, id);
  if (used.length > 0) {
    throw conflict(`Period '${row.name}' has ${used.join(', ')}; archive it instead`);
  }
  try {
    const rows = await tx.query<PeriodRow>(
      `DELETE FROM periods WHERE id = $1 AND status = 'draft' RETURNING *`,
      [id],
    );
    if (!rows[0]) throw conflict(`Period '${row.name}' changed meanwhile; it is no longer a draft`);
    return rows[0];
  } catch (error) {
    if (isForeignKeyViolation(error)) {
      throw conflict(`Period '${row.name}' has records that belong to it; archive it instead`);
    }
    throw error;
  }
}
