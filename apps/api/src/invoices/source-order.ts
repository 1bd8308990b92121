import type { Queryable } from '../db/db.ts';
import { conflict, notFound, validationFailed } from '../http/errors.ts';
import { assertPeriodOpen } from '../periods/assert-period-open.ts';
import { choosePayer, consultantOf, payerAddress, payerChoice } from './payer.ts';

/** One line copied from an order onto an invoice. */
export interface SourceLine {
  product_id: number | null;
  product_code: string;
  description: string;
  quantity: number;
  unit_price_cents: number;
}

/** What an invoice needs from the order it is created from. */
export interface SourceOrder {
  type: 'combined_order' | 'consultant_order';
  id: number;
  number: string;
  period_id: number;
  consultant_id: number | null;
  bill_to_name: string;
  /** The recipient's address when the invoice is created (null: not on record). */
  bill_to_address: string | null;
  /** Why this recipient is billed (a combined order's payer, decision 049). */
  bill_to_reason: string | null;
  lines: SourceLine[];
}

/** The lines of a combined order: its consultant orders' items with one code and price added up. */
export function combinedOrderLines(db: Queryable, combinedId: number): Promise<SourceLine[]> {
  return db.query<SourceLine>(
    `SELECT min(i.product_id) AS product_id, i.product_code, min(i.description) AS description,
       sum(i.quantity)::int AS quantity, i.unit_price_cents
     FROM consultant_order_items i JOIN consultant_orders co ON co.id = i.consultant_order_id
     WHERE co.combined_order_id = $1
     GROUP BY i.product_code, i.unit_price_cents ORDER BY i.product_code, i.unit_price_cents`,
    [combinedId],
  );
}

async function consultantOrder(db: Queryable, id: number): Promise<SourceOrder> {
  const rows = await db.query<{
    order_number: string;
    period_id: number;
    status: string;
    consultant_id: number;
    first_name: string;
    last_name: string;
    address: string;
  }>(
    `SELECT co.order_number, co.period_id, co.status, co.consultant_id, c.first_name, c.last_name,
       concat_ws(', ', nullif(btrim(c.address_line1), ''), nullif(btrim(c.address_line2), ''),
         nullif(btrim(c.city), ''), nullif(btrim(c.postal_code), '')) AS address
     FROM consultant_orders co JOIN consultants c ON c.id = co.consultant_id WHERE co.id = $1`,
    [id],
  );
  const order = rows[0];
  if (!order) throw notFound('Consultant order not found');
  await assertPeriodOpen(db, order.period_id, 'invoices');
  if (order.status !== 'submitted' && order.status !== 'combined') {
    throw conflict(
      `Consultant order ${order.order_number} is ${order.status}; only submitted or combined orders can be invoiced`,
    );
  }
  const lines = await db.query<SourceLine>(
    `SELECT product_id, product_code, description, quantity, unit_price_cents
     FROM consultant_order_items WHERE consultant_order_id = $1 ORDER BY id`,
    [id],
  );
  return {
    type: 'consultant_order',
    id,
    number: order.order_number,
    period_id: order.period_id,
    consultant_id: order.consultant_id,
    bill_to_name: `${order.first_name} ${order.last_name}`.trim(),
    bill_to_address: order.address || null,
    bill_to_reason: null,
    lines,
  };
}

async function combinedOrder(db: Queryable, id: number, payer?: string): Promise<SourceOrder> {
  const rows = await db.query<{ combined_number: string; period_id: number }>(
    'SELECT combined_number, period_id FROM combined_orders WHERE id = $1',
    [id],
  );
  const order = rows[0];
  if (!order) throw notFound('Combined order not found');
  await assertPeriodOpen(db, order.period_id, 'invoices');
  const choice = await payerChoice(db, id);
  const chosen = choosePayer(choice, payer);
  const consultant = consultantOf(choice, chosen);
  return {
    type: 'combined_order',
    id,
    number: order.combined_number,
    period_id: order.period_id,
    consultant_id: null,
    bill_to_name: chosen?.name ?? `Combined order ${order.combined_number}`,
    bill_to_address: consultant ? payerAddress(consultant) || null : null,
    bill_to_reason: !chosen
      ? null
      : chosen.key === choice.defaultKey
        ? choice.defaultReason
        : `Billed to ${chosen.name}, chosen instead of the default when the invoice was created`,
    lines: await combinedOrderLines(db, id),
  };
}

/**
 * Loads the order an invoice is created from (a combined order billed to `payer`, one of its
 * payer options, else the default: decision 049): 404 when missing, 422 on `payer` when it is
 * not one of the options, 409 on `period_id` when its
 * period is closed or archived, 409 when it cannot be invoiced.
 */
export async function loadSourceOrder(
  db: Queryable,
  type: 'combined_order' | 'consultant_order',
  id: number,
  payer?: string,
): Promise<SourceOrder> {
  if (type === 'consultant_order' && payer !== undefined) {
    throw validationFailed([
      {
        loc: ['body', 'payer'],
        msg: 'A consultant order is billed to its consultant: payer is for combined orders',
        type: 'value_error',
      },
    ]);
  }
  const source =
    type === 'consultant_order'
      ? await consultantOrder(db, id)
      : await combinedOrder(db, id, payer);
  if (source.lines.length === 0) throw conflict(`Order ${source.number} has no lines to invoice`);
  const live = await db.query<{ invoice_number: string }>(
    `SELECT invoice_number FROM invoices WHERE source_type = $1 AND source_id = $2 AND status <> 'void'`,
    [type, id],
  );
  if (live[0])
    throw conflict(`Order ${source.number} already has invoice ${live[0].invoice_number}`);
  return source;
}
