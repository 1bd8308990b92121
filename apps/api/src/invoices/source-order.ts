import type { Queryable } from '../db/db.ts';
import { conflict, notFound } from '../http/errors.ts';
import { assertPeriodOpen } from '../periods/assert-period-open.ts';

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
  lines: SourceLine[];
}

interface BillToRow {
  consultant_id: number;
  first_name: string;
  last_name: string;
  distributor: string | null;
  branch: string | null;
}

/** The most frequent non-empty value (ties: alphabetical), or null. */
function mostCommon(values: (string | null)[]): string | null {
  const counts = new Map<string, number>();
  for (const v of values) if (v?.trim()) counts.set(v.trim(), (counts.get(v.trim()) ?? 0) + 1);
  const sorted = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  return sorted[0]?.[0] ?? null;
}

/**
 * Who an invoice of a combined order is addressed to: the consultant's full name when all its
 * consultant orders are one consultant's, otherwise the consultants' (most common) distributor,
 * else their branch, else the combined order's number.
 */
export async function combinedOrderBillToName(db: Queryable, combinedId: number, number: string) {
  const rows = await db.query<BillToRow>(
    `SELECT DISTINCT c.id AS consultant_id, c.first_name, c.last_name, c.distributor, c.branch
     FROM consultant_orders co JOIN consultants c ON c.id = co.consultant_id
     WHERE co.combined_order_id = $1`,
    [combinedId],
  );
  const [only] = rows;
  if (rows.length === 1 && only) return `${only.first_name} ${only.last_name}`.trim();
  return (
    mostCommon(rows.map((r) => r.distributor)) ??
    mostCommon(rows.map((r) => r.branch)) ??
    `Combined order ${number}`
  );
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
  }>(
    `SELECT co.order_number, co.period_id, co.status, co.consultant_id, c.first_name, c.last_name
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
    lines,
  };
}

async function combinedOrder(db: Queryable, id: number): Promise<SourceOrder> {
  const rows = await db.query<{ combined_number: string; period_id: number }>(
    'SELECT combined_number, period_id FROM combined_orders WHERE id = $1',
    [id],
  );
  const order = rows[0];
  if (!order) throw notFound('Combined order not found');
  await assertPeriodOpen(db, order.period_id, 'invoices');
  return {
    type: 'combined_order',
    id,
    number: order.combined_number,
    period_id: order.period_id,
    consultant_id: null,
    bill_to_name: await combinedOrderBillToName(db, id, order.combined_number),
    lines: await combinedOrderLines(db, id),
  };
}

/**
 * Loads the order an invoice is created from: 404 when missing, 409 on `period_id` when its
 * period is closed or archived, 409 when it cannot be invoiced.
 */
export async function loadSourceOrder(
  db: Queryable,
  type: 'combined_order' | 'consultant_order',
  id: number,
): Promise<SourceOrder> {
  const source =
    type === 'consultant_order' ? await consultantOrder(db, id) : await combinedOrder(db, id);
  if (source.lines.length === 0) throw conflict(`Order ${source.number} has no lines to invoice`);
  const live = await db.query<{ invoice_number: string }>(
    `SELECT invoice_number FROM invoices WHERE source_type = $1 AND source_id = $2 AND status <> 'void'`,
    [type, id],
  );
  if (live[0])
    throw conflict(`Order ${source.number} already has invoice ${live[0].invoice_number}`);
  return source;
}
