import { DELETABLE_DISTRIBUTOR_ORDER_STATUSES } from '@back-office/domain';
import type { Queryable } from '../db/db.ts';
import { conflict, type HttpError, notFound } from '../http/errors.ts';

/** Deletes a draft; answers its number, or undefined when it is not a deletable draft. */
export async function deleteDraftDistributorOrder(
  tx: Queryable,
  id: number,
): Promise<string | undefined> {
  const gone = await tx.query<{ order_number: string }>(
    `DELETE FROM distributor_orders WHERE id = $1 AND status = ANY($2::text[])
     RETURNING order_number`,
    [id, DELETABLE_DISTRIBUTOR_ORDER_STATUSES],
  );
  return gone[0]?.order_number;
}

/** A draft with lines → submitted; answers its number, or undefined when it is not such a draft. */
export async function submitDistributorOrder(
  tx: Queryable,
  id: number,
  now: Date,
): Promise<string | undefined> {
  const moved = await tx.query<{ order_number: string }>(
    `UPDATE distributor_orders SET status = 'submitted', submitted_at = $2, updated_at = $2
     WHERE id = $1 AND status = 'draft'
       AND EXISTS (SELECT 1 FROM distributor_order_items WHERE distributor_order_id = $1)
     RETURNING order_number`,
    [id, now],
  );
  return moved[0]?.order_number;
}

/**
 * After a conditional change matched no row: 404 when the order is gone, else 409 with `why`
 * (given `empty` for a draft without lines, else the status).
 */
export async function refusalOf(
  tx: Queryable,
  id: number,
  why: (status: string, number: string) => string,
): Promise<HttpError> {
  const rows = await tx.query<{ status: string; order_number: string; n: number }>(
    `SELECT status, order_number, (SELECT count(*)::int FROM distributor_order_items
       WHERE distributor_order_id = $1) AS n FROM distributor_orders WHERE id = $1`,
    [id],
  );
  const row = rows[0];
  if (!row) return notFound('Distributor order not found');
  return conflict(
    why(row.n === 0 && row.status === 'draft' ? 'empty' : row.status, row.order_number),
  );
}
