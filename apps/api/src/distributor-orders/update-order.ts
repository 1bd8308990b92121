import type { Schemas } from '@back-office/api-client';
import { distributorOrderRules } from '@back-office/domain';
import type { Queryable } from '../db/db.ts';
import { conflict, notFound } from '../http/errors.ts';
import type { DistributorOrderStatus } from './distributor-order-row.ts';

/** The body of `updateDistributorOrder`. */
export type DistributorOrderUpdate = Schemas['DistributorOrderUpdate'];

/** What `applyOrderUpdate` did, for the audit entry. */
export type OrderUpdateKind = 'update' | 'fulfil' | 'cancel';

/**
 * Locks a distributor order and applies an update: fields on `draft` or `submitted` orders,
 * `submitted` → `fulfilled`, `draft` | `submitted` → `cancelled`; anything else 409.
 */
export async function applyOrderUpdate(
  tx: Queryable,
  id: number,
  body: DistributorOrderUpdate,
  now: Date,
): Promise<{ kind: OrderUpdateKind; number: string }> {
  const rows = await tx.query<{ order_number: string; status: DistributorOrderStatus }>(
    'SELECT order_number, status FROM distributor_orders WHERE id = $1 FOR UPDATE',
    [id],
  );
  const order = rows[0];
  if (!order) throw notFound('Distributor order not found');
  const no = order.order_number;
  if (!distributorOrderRules.canEdit(order.status)) {
    throw conflict(`Distributor order ${no} is ${order.status} and cannot change`);
  }
  if (body.status === 'fulfilled' && !distributorOrderRules.canFulfil(order.status)) {
    throw conflict(
      `Distributor order ${no} is ${order.status}; only submitted orders can be fulfilled`,
    );
  }
  const sets: string[] = ['updated_at = $2'];
  const params: unknown[] = [id, now];
  const set = (column: string, value: unknown) => {
    params.push(value);
    sets.push(`${column} = $${params.length}`);
  };
  if (body.distributor_name !== undefined) set('distributor_name', body.distributor_name.trim());
  if (body.distributor_reference !== undefined)
    set('distributor_reference', body.distributor_reference?.trim() || null);
  if (body.notes !== undefined) set('notes', body.notes);
  if (body.status) set('status', body.status);
  await tx.query(`UPDATE distributor_orders SET ${sets.join(', ')} WHERE id = $1`, params);
  const kind =
    body.status === 'fulfilled' ? 'fulfil' : body.status === 'cancelled' ? 'cancel' : 'update';
  return { kind, number: no };
}
