import {
  CANCELLABLE_WEEKLY_STATUSES,
  PROCESSABLE_WEEKLY_STATUSES,
  UNDELETABLE_WEEKLY_STATUSES,
} from '@back-office/domain';
import type { Queryable } from '../db/db.ts';

// The row changes of a weekly combination's actions: each answers whether the row was in a
// status that allows it.

/** Deletes it unless it is processing (or another status that must be kept). */
export async function deleteWeekly(tx: Queryable, id: number): Promise<boolean> {
  const gone = await tx.query(
    `DELETE FROM weekly_combinations WHERE id = $1 AND NOT (status = ANY($2::text[]))
     RETURNING id`,
    [id, UNDELETABLE_WEEKLY_STATUSES],
  );
  return gone.length > 0;
}

/** Pending or failed → processing, queued. */
export async function startWeekly(tx: Queryable, id: number, now: Date): Promise<boolean> {
  const moved = await tx.query(
    `UPDATE weekly_combinations SET status = 'processing', progress = 0, message = 'Queued',
       error = NULL, processed_at = NULL, updated_at = $2
     WHERE id = $1 AND status = ANY($3::text[]) RETURNING id`,
    [id, now, PROCESSABLE_WEEKLY_STATUSES],
  );
  return moved.length > 0;
}

/** Pending or processing → cancelled. */
export async function cancelWeekly(tx: Queryable, id: number, now: Date): Promise<boolean> {
  const moved = await tx.query(
    `UPDATE weekly_combinations SET status = 'cancelled', progress = 100, message = 'Cancelled',
       updated_at = $2 WHERE id = $1 AND status = ANY($3::text[]) RETURNING id`,
    [id, now, CANCELLABLE_WEEKLY_STATUSES],
  );
  return moved.length > 0;
}

/** The spreadsheet a completed weekly combination made, if it is kept. */
export async function readWeeklyFile(db: Queryable, id: number): Promise<Uint8Array | null> {
  const files = await db.query<{ file: Uint8Array | null }>(
    'SELECT file FROM weekly_combinations WHERE id = $1',
    [id],
  );
  return files[0]?.file ?? null;
}
