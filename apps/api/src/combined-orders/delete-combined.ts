import type { Queryable } from '../db/db.ts';
import { conflict, notFound } from '../http/errors.ts';
import { assertPeriodsOpen } from '../periods/assert-period-open.ts';
import { combinedNotFound } from './combined-row.ts';

/** A deleted combined order and the consultant orders it released. */
export interface DeletedCombined {
  id: number;
  combined_number: string;
  released: number[];
}

/**
 * Deletes combined orders, all or nothing: 404 naming missing ids, 409 on
 * `period_id` for those of a closed or archived period (whose consultant orders must stay
 * combined), 409 naming `invoiced` ones (a live invoice exists). Their consultant orders return to `submitted` with no combined order.
 */
export async function deleteCombinedOrders(
  tx: Queryable,
  ids: number[],
  now: Date,
): Promise<DeletedCombined[]> {
  const rows = await tx.query<{
    id: number;
    combined_number: string;
    period_id: number;
    invoiced: boolean;
  }>(
    `SELECT co.id, co.combined_number, co.period_id,
       EXISTS (
         SELECT 1 FROM invoices v WHERE v.source_type = 'combined_order' AND v.source_id = co.id
           AND v.status <> 'void') AS invoiced
     FROM combined_orders co WHERE co.id = ANY($1::int[]) ORDER BY co.id FOR UPDATE`,
    [ids],
  );
  if (rows.length < ids.length) {
    if (ids.length === 1) throw combinedNotFound();
    const found = new Set(rows.map((r) => r.id));
    throw notFound(`Combined orders not found: ${ids.filter((id) => !found.has(id)).join(', ')}`);
  }
  await assertPeriodsOpen(
    tx,
    rows.map((r) => r.period_id),
    'combined orders',
  );
  const invoiced = rows.filter((r) => r.invoiced);
  if (invoiced.length > 0) {
    throw conflict(
      `Invoiced combined orders cannot be deleted: ${invoiced.map((r) => r.combined_number).join(', ')}`,
    );
  }
  const released = await tx.query<{ id: number; combined_order_id: number }>(
    `UPDATE consultant_orders o SET status = 'submitted', combined_order_id = NULL, updated_at = $2
     FROM (SELECT id, combined_order_id FROM consultant_orders WHERE combined_order_id = ANY($1::int[])
           FOR UPDATE) old
     WHERE o.id = old.id RETURNING o.id, old.combined_order_id`,
    [ids, now],
  );
  await tx.query('DELETE FROM combined_orders WHERE id = ANY($1::int[])', [ids]);
  return rows.map((r) => ({
    id: r.id,
    combined_number: r.combined_number,
    released: released
      .filter((o) => o.combined_order_id === r.id)
      .map((o) => o.id)
      .sort((a, b) => a - b),
  }));
}
