import type { Auditor } from '../audit/audit.ts';
import { documentNumber } from '../consultant-orders/document-number.ts';
import { lockOrders } from '../consultant-orders/lock.ts';
import type { Queryable } from '../db/db.ts';
import type { AppDeps } from '../http/env.ts';
import type { CombinationRow } from './combination-row.ts';

/** A reason the combination cannot complete (stored as its `error`). */
class CombinationFailure extends Error {}

/**
 * The combining job: pending → processing → completed (creates the combined order, links the
 * consultant orders and sets them `combined`) | failed (nothing changes: the orders stay
 * `submitted`). `audit` writes its entries (the starting request's, or the start-up one's).
 */
export async function runCombination(
  deps: Pick<AppDeps, 'db' | 'now'>,
  id: number,
  audit: Auditor,
) {
  const { db } = deps;
  const step = (progress: number, message: string) =>
    db.query(
      `UPDATE combinations SET status = 'processing', progress = $2, message = $3, updated_at = $4
       WHERE id = $1 AND status IN ('pending', 'processing')`,
      [id, progress, message, deps.now()],
    );
  try {
    const [start] = await db.query<CombinationRow>('SELECT * FROM combinations WHERE id = $1', [
      id,
    ]);
    if (!start || (start.status !== 'pending' && start.status !== 'processing')) return;
    const n = start.consultant_order_ids.length;
    await step(10, `Checking ${n} consultant order${n === 1 ? '' : 's'}`);
    await step(50, `Merging lines of ${n} consultant order${n === 1 ? '' : 's'}`);
    await db.transaction(async (tx) => {
      const [row] = await tx.query<CombinationRow>(
        'SELECT * FROM combinations WHERE id = $1 FOR UPDATE',
        [id],
      );
      if (row?.status !== 'processing') return;
      await checkOrders(tx, row);
      const now = deps.now();
      const combined = await insertCombinedOrder(tx, row, now);
      const linked = await tx.query<{ id: number }>(
        `UPDATE consultant_orders SET status = 'combined', combined_order_id = $2, updated_at = $3
         WHERE id = ANY($1::int[]) AND status = 'submitted' RETURNING id`,
        [row.consultant_order_ids, combined.id, now],
      );
      if (linked.length !== row.consultant_order_ids.length) {
        throw new CombinationFailure('Some consultant orders changed while combining');
      }
      await tx.query(
        `UPDATE combinations SET status = 'completed', progress = 100, combined_order_id = $2,
           message = $3, error = NULL, updated_at = $4 WHERE id = $1`,
        [id, combined.id, `Combined order ${combined.combined_number} created`, now],
      );
      const actor = await creator(tx, row.created_by);
      await audit(tx, {
        action: 'create',
        resource: 'combined_orders',
        recordId: combined.id,
        summary: `Created combined order ${combined.combined_number} from ${n} consultant order${n === 1 ? '' : 's'}`,
        actor,
      });
      // Each order's own history says where it went (its status is now `combined`).
      for (const order of linked) {
        await audit(tx, {
          action: 'combine',
          resource: 'consultant_orders',
          recordId: order.id,
          summary: `Combined into combined order ${combined.combined_number}`,
          actor,
        });
      }
    });
  } catch (error) {
    const reason =
      error instanceof CombinationFailure ? error.message : 'Unexpected error while combining';
    await db.query(
      `UPDATE combinations SET status = 'failed', progress = 100, error = $2, message = $3,
         updated_at = $4 WHERE id = $1 AND status IN ('pending', 'processing')`,
      [id, reason, `Combination failed: ${reason}`, deps.now()],
    );
    if (!(error instanceof CombinationFailure)) throw error;
  }
}

/** Fails the combination unless its orders all exist, are submitted and are of its period. */
async function checkOrders(tx: Queryable, row: CombinationRow) {
  const orders = await lockOrders(tx, row.consultant_order_ids);
  const found = new Set(orders.map((o) => o.id));
  const missing = row.consultant_order_ids.filter((oid) => !found.has(oid));
  if (missing.length > 0) {
    throw new CombinationFailure(`Consultant orders no longer exist: ${missing.join(', ')}`);
  }
  const wrong = orders.filter((o) => o.status !== 'submitted');
  if (wrong.length > 0) {
    throw new CombinationFailure(
      `Consultant orders are no longer submitted: ${wrong.map((o) => `${o.order_number} is ${o.status}`).join(', ')}`,
    );
  }
  if (orders.some((o) => o.period_id !== row.period_id)) {
    throw new CombinationFailure('Consultant orders belong to different periods');
  }
}

/** Inserts the combined order (`CMB-<year>-<id>`) of a combination. */
async function insertCombinedOrder(tx: Queryable, row: CombinationRow, now: Date) {
  const [seq] = await tx.query<{ id: number }>(
    `SELECT nextval(pg_get_serial_sequence('combined_orders', 'id'))::int AS id`,
  );
  const id = seq?.id ?? 0;
  const combined_number = documentNumber('CMB', now, id);
  await tx.query(
    `INSERT INTO combined_orders (id, combined_number, period_id, status, notes, created_by,
       created_at, updated_at)
     VALUES ($1, $2, $3, 'open', $4, $5, $6, $6)`,
    [id, combined_number, row.period_id, row.notes, row.created_by, now],
  );
  return { id, combined_number };
}

/** The audit actor of the user who started the combination. */
async function creator(tx: Queryable, userId: number) {
  const [u] = await tx.query<{ id: number; email: string }>(
    'SELECT id, email FROM users WHERE id = $1',
    [userId],
  );
  return u ?? null;
}
