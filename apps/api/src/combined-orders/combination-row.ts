import type { Schemas } from '@back-office/api-client';
import { isCombinationFinished } from '@back-office/domain';
import type { Queryable } from '../db/db.ts';
import { iso } from '../db/iso.ts';
import { notFound } from '../http/errors.ts';

/** The statuses of a combination job (the contract's `CombinationStatus.status`). */
export type CombinationStatusValue = Schemas['CombinationStatus']['status'];

/** A `combinations` row. */
export interface CombinationRow {
  id: number;
  status: CombinationStatusValue;
  period_id: number | null;
  consultant_order_ids: number[];
  combined_order_id: number | null;
  notes: string | null;
  progress: number;
  message: string | null;
  error: string | null;
  created_by: number;
  created_at: Date;
  updated_at: Date;
}

/** Whether a combination's status will not change any more. */
export const isTerminal = isCombinationFinished;

/** The contract's `CombinationStatus` (a JobProgress). */
export function toCombinationStatus(row: CombinationRow) {
  const terminal = isTerminal(row.status);
  return {
    id: row.id,
    status: row.status,
    progress: terminal ? 100 : Math.max(0, Math.min(100, row.progress)),
    is_terminal: terminal,
    message: row.message,
    updated_at: iso(row.updated_at),
    period_id: row.period_id ?? 0,
    consultant_order_ids: row.consultant_order_ids,
    combined_order_id: row.status === 'completed' ? row.combined_order_id : null,
    error: row.status === 'failed' ? (row.error ?? 'Combination failed') : null,
    created_at: iso(row.created_at),
  };
}

/** The 404 of the combination-status operations. */
export const combinationNotFound = () => notFound('Combination not found');

/** The combination with this id, or a 404. */
export async function loadCombination(db: Queryable, id: number): Promise<CombinationRow> {
  const [row] = await db.query<CombinationRow>('SELECT * FROM combinations WHERE id = $1', [id]);
  if (!row) throw combinationNotFound();
  return row;
}

/** Locks a combination for clearing its status; undefined when there is none. */
export async function lockCombinationForClearing(
  tx: Queryable,
  id: number,
): Promise<
  | {
      status: CombinationStatusValue;
      combined_order_id: number | null;
      period_id: number | null;
      n: number;
    }
  | undefined
> {
  const [row] = await tx.query<{
    status: CombinationStatusValue;
    combined_order_id: number | null;
    period_id: number | null;
    n: number;
  }>(
    `SELECT status, combined_order_id, period_id, cardinality(consultant_order_ids) AS n
     FROM combinations WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return row;
}

/** Clears a combination's status (its combined order, if any, stays). */
export async function deleteCombination(tx: Queryable, id: number): Promise<void> {
  await tx.query('DELETE FROM combinations WHERE id = $1', [id]);
}
