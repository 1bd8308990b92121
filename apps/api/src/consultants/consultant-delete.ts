import type { Queryable } from '../db/db.ts';

/** Consultants that have consultant orders, with their number and order count. */
export function consultantsWithOrders(
  db: Queryable,
  ids: number[],
): Promise<{ id: number; consultant_number: string; n: number }[]> {
  return db.query<{ id: number; consultant_number: string; n: number }>(
    `SELECT c.id, c.consultant_number, count(o.id)::int AS n
     FROM consultants c JOIN consultant_orders o ON o.consultant_id = c.id
     WHERE c.id = ANY($1::int[]) GROUP BY c.id ORDER BY c.consultant_number`,
    [ids],
  );
}

/** Locks the consultants of `ids` that exist, for a delete in the same transaction. */
export function lockConsultants(
  tx: Queryable,
  ids: number[],
): Promise<{ id: number; consultant_number: string }[]> {
  return tx.query<{ id: number; consultant_number: string }>(
    'SELECT id, consultant_number FROM consultants WHERE id = ANY($1::int[]) FOR UPDATE',
    [ids],
  );
}

/** Deletes consultants (their consent forms go with them). */
export async function deleteConsultants(tx: Queryable, ids: number[]): Promise<void> {
  await tx.query('DELETE FROM consultants WHERE id = ANY($1::int[])', [ids]);
}
