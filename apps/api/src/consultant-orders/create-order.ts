import { southAfricanDay } from '@back-office/domain';
import type { Queryable } from '../db/db.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import type { RequestBody } from '../http/handlers.ts';
import { assertPeriodOpen } from '../periods/assert-period-open.ts';
import { documentNumber } from './document-number.ts';
import {
  type ItemCreate,
  insertConsultantOrderItem,
  type ResolvedItem,
  resolveItem,
} from './resolve-item.ts';

/**
 * The body of `createConsultantOrder` (defaults filled by validation), its items the object
 * branch of the generated `anyOf` (`ItemCreate`).
 */
export type OrderCreate = Omit<RequestBody<'createConsultantOrder'>, 'items'> & {
  items: ItemCreate[];
};

/**
 * Creates a consultant order with its items: the consultant must be `active` and the period
 * `draft` or `active` (404 unknown, 409 on `period_id` otherwise); `submitted` needs an item (400). Assigns
 * `CO-<year>-<id>`. Returns the new id and number.
 */
export async function createOrder(
  tx: Queryable,
  body: OrderCreate,
  userId: number,
  now: Date,
): Promise<{ id: number; order_number: string }> {
  await assertPeriodOpen(tx, body.period_id, 'consultant orders');
  const [consultant] = await tx.query<{ status: string; consultant_number: string }>(
    'SELECT status, consultant_number FROM consultants WHERE id = $1',
    [body.consultant_id],
  );
  if (!consultant) throw notFound(`Consultant ${body.consultant_id} not found`);
  if (consultant.status !== 'active') {
    throw conflict(
      `Consultant ${consultant.consultant_number} is ${consultant.status}, not active`,
    );
  }
  const items: ResolvedItem[] = [];
  for (const item of body.items ?? []) items.push(await resolveItem(tx, item));
  if (body.status === 'submitted' && items.length === 0) {
    throw badRequest('A submitted consultant order needs at least one item');
  }
  const [seq] = await tx.query<{ id: number }>(
    `SELECT nextval(pg_get_serial_sequence('consultant_orders', 'id'))::int AS id`,
  );
  const id = seq?.id ?? 0;
  const orderNumber = documentNumber('CO', now, id);
  await tx.query(
    `INSERT INTO consultant_orders (id, order_number, consultant_id, period_id, status, order_date,
       notes, submitted_at, created_by, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10)`,
    [
      id,
      orderNumber,
      body.consultant_id,
      body.period_id,
      body.status,
      body.order_date ?? southAfricanDay(now),
      body.notes ?? null,
      body.status === 'submitted' ? now : null,
      userId,
      now,
    ],
  );
  for (const item of items) await insertConsultantOrderItem(tx, id, item, now);
  return { id, order_number: orderNumber };
}
