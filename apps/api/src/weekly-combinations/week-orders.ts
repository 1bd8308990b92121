import { documentTotals, southAfricanDaySql, vatCents } from '@back-office/domain';
import type { Queryable } from '../db/db.ts';
import { iso } from '../db/iso.ts';

/** The period and week a weekly combination gathers. */
export interface WeekScope {
  period_id: number;
  week_start: string;
  week_end: string;
}

/**
 * The consultant orders a week gathers (decision 051; `weeklyCombinationSet` of
 * `@back-office/domain` says it in words): of the period, status `submitted` (so not combined,
 * cancelled or a draft), with `submitted_at` on a South African day from `week_start` to
 * `week_end`, and without a live (not void) invoice of their own. Preview, create, process and
 * the file all gather with this one clause; an order is in at most one live weekly combination
 * because `insertWeekly` refuses overlapping weeks.
 */
const IN_WEEK = `co.period_id = $1 AND co.status = 'submitted'
  AND co.submitted_at IS NOT NULL
  AND ${southAfricanDaySql('co.submitted_at')} BETWEEN $2::date AND $3::date
  AND NOT EXISTS (SELECT 1 FROM invoices inv WHERE inv.source_type = 'consultant_order'
    AND inv.source_id = co.id AND inv.status <> 'void')`;

interface OrderRow {
  consultant_order_id: number;
  order_number: string;
  consultant_id: number;
  consultant_name: string;
  item_count: number;
  total_quantity: number;
  subtotal: number;
  submitted_at: Date;
}

interface ProductRow {
  product_code: string;
  description: string;
  quantity: number;
  total_cents: number;
}

/**
 * The week's orders (oldest submission first), totals per product (by code) and grand totals.
 * VAT is once on the week's subtotal (decision 051): the orders' and the products' amounts excl.
 * VAT each add up to `subtotal_cents` exactly; an order's own `total_cents` (its VAT rounded on
 * its own) is for reading one order, not for adding up.
 */
export async function gatherWeek(db: Queryable, scope: WeekScope) {
  const params = [scope.period_id, scope.week_start, scope.week_end];
  const orderRows = await db.query<OrderRow>(
    `SELECT co.id AS consultant_order_id, co.order_number, co.consultant_id,
       trim(c.first_name || ' ' || c.last_name) AS consultant_name, count(i.id)::int AS item_count,
       coalesce(sum(i.quantity), 0)::int AS total_quantity,
       coalesce(sum(i.quantity::bigint * i.unit_price_cents), 0)::bigint AS subtotal, co.submitted_at
     FROM consultant_orders co JOIN consultants c ON c.id = co.consultant_id
     LEFT JOIN consultant_order_items i ON i.consultant_order_id = co.id
     WHERE ${IN_WEEK} GROUP BY co.id, c.id ORDER BY co.submitted_at, co.id`,
    params,
  );
  const products = await db.query<ProductRow>(
    `SELECT i.product_code, min(i.description) AS description, sum(i.quantity)::int AS quantity,
       sum(i.quantity::bigint * i.unit_price_cents)::bigint AS total_cents
     FROM consultant_order_items i JOIN consultant_orders co ON co.id = i.consultant_order_id
     WHERE ${IN_WEEK} GROUP BY i.product_code ORDER BY i.product_code`,
    params,
  );
  const orders = orderRows.map(({ subtotal, ...o }) => ({
    ...o,
    subtotal_cents: subtotal,
    total_cents: subtotal + vatCents(subtotal),
    submitted_at: iso(o.submitted_at),
  }));
  const subtotal = products.reduce((sum, p) => sum + p.total_cents, 0);
  const totals = {
    order_count: orders.length,
    product_count: products.length,
    total_quantity: products.reduce((sum, p) => sum + p.quantity, 0),
    ...documentTotals(subtotal),
  };
  return { orders, products, totals };
}

/** A gathered week. */
export type GatheredWeek = Awaited<ReturnType<typeof gatherWeek>>;

/** The gathered week as the snapshot columns of a weekly combination. */
export function snapshotOf(week: GatheredWeek) {
  return {
    consultant_order_count: week.totals.order_count,
    total_quantity: week.totals.total_quantity,
    total_cents: week.totals.total_cents,
  };
}
