import { PERIOD_TRANSITIONS, type PeriodTransition } from '@back-office/domain';
import type { Queryable } from '../db/db.ts';
import { conflict } from '../http/errors.ts';
import { loadPeriod, type PeriodRow } from './period-row.ts';

function refusal(action: PeriodTransition, row: PeriodRow): string {
  const name = `Period '${row.name}'`;
  if (action === 'activate') {
    if (row.status === 'active') return `${name} is already active`;
    if (row.status === 'closed') return `${name} is closed; a closed period is never reopened`;
    return `${name} is archived and cannot be activated`;
  }
  if (action === 'close') return `${name} is ${row.status}; only the active period can be closed`;
  if (row.status === 'active') return `${name} is active; close it before archiving`;
  return `${name} is already archived`;
}

/**
 * Moves a period along its lifecycle with a conditional update, so that of two simultaneous
 * requests one wins and the other gets 409. 404 when the period does not exist.
 */
export async function transitionPeriod(
  tx: Queryable,
  id: number,
  action: PeriodTransition,
  now: Date,
): Promise<PeriodRow> {
  const rule = PERIOD_TRANSITIONS[action];
  const rows = await tx.query<PeriodRow>(
    `UPDATE periods SET status = $2, updated_at = $3
     WHERE id = $1 AND status = ANY($4::text[]) RETURNING *`,
    [id, rule.to, now, rule.from],
  );
  if (rows[0]) return rows[0];
  throw conflict(refusal(action, await loadPeriod(tx, id)));
}

/**
 * Closes the active period other than `exceptId`, if any, and returns it. Call it inside the
 * activating transaction after `lockPeriodActivation`.
 */
export async function closeActivePeriod(
  tx: Queryable,
  exceptId: number,
  now: Date,
): Promise<PeriodRow | undefined> {
  const rows = await tx.query<PeriodRow>(
    `UPDATE periods SET status = 'closed', updated_at = $2
     WHERE status = 'active' AND id <> $1 RETURNING *`,
    [exceptId, now],
  );
  return rows[0];
}

/**
 * Serialises activations across API processes sharing one PostgreSQL server (a transaction
 * lock), so two activations of different periods run one after the other.
 */
export async function lockPeriodActivation(tx: Queryable): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(7301)');
}
