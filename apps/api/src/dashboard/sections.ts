import { southAfricanDaySql, vatCents } from '@back-office/domain';
import type { Queryable } from '../db/db.ts';
import { vatSql } from '../db/vat-sql.ts';
import { type DistributorScope, scopeCondition } from '../distributor-orders/scope.ts';

/** The period the figures are for. */
export interface DashboardPeriod {
  id: number;
  name: string;
  start_date: string;
  end_date: string;
}

/** Counts of `statuses` from rows `{status, n}`, every status present (0 when absent). */
function byStatus<S extends string>(statuses: readonly S[], rows: { status: string; n: number }[]) {
  const out = Object.fromEntries(statuses.map((s) => [s, 0])) as Record<S, number>;
  for (const r of rows)
    if ((statuses as readonly string[]).includes(r.status)) out[r.status as S] = r.n;
  return { total: Object.values<number>(out).reduce((a, b) => a + b, 0), by_status: out };
}

async function countByStatus(db: Queryable, table: string, where: string, params: unknown[]) {
  return db.query<{ status: string; n: number }>(
    `SELECT status, count(*)::int AS n FROM ${table} WHERE ${where} GROUP BY status`,
    params,
  );
}

const inPeriodDates = (column: string) =>
  `${southAfricanDaySql(column)} BETWEEN $1::date AND $2::date`;

/** Stock orders created within the period's dates (SAST), by status. */
export async function ordersSection(db: Queryable, p: DashboardPeriod) {
  const rows = await countByStatus(db, 'orders', inPeriodDates('created_at'), [
    p.start_date,
    p.end_date,
  ]);
  return byStatus(['draft', 'processing', 'completed', 'failed', 'cancelled'] as const, rows);
}

/** Distributor orders created within the period's dates (SAST) that the scope sees, by status. */
export async function distributorOrdersSection(
  db: Queryable,
  p: DashboardPeriod,
  scope: DistributorScope,
) {
  const own = scopeCondition(scope, 'distributor_name');
  const rows = await countByStatus(
    db,
    'distributor_orders',
    `${inPeriodDates('created_at')}${own ? ` AND ${own.sql.replace('?', '$3')}` : ''}`,
    own ? [p.start_date, p.end_date, own.value] : [p.start_date, p.end_date],
  );
  return byStatus(['draft', 'submitted', 'fulfilled', 'cancelled'] as const, rows);
}

/** Uploads of the SAST week `week` (Monday to Sunday), whatever the period. */
export async function uploadsSection(db: Queryable, week: { start: string; end: string }) {
  const rows = await db.query<{ count: number; rows: number; failed: number }>(
    `SELECT count(*)::int AS count,
       coalesce(sum(imported_rows) FILTER (WHERE status = 'completed'), 0)::int AS rows,
       (count(*) FILTER (WHERE status = 'failed'))::int AS failed
     FROM uploads WHERE ${inPeriodDates('created_at')}`,
    [week.start, week.end],
  );
  const r = rows[0];
  return {
    week_start: week.start,
    week_end: week.end,
    count: r?.count ?? 0,
    rows: r?.rows ?? 0,
    failed_count: r?.failed ?? 0,
  };
}

/** SQL: VAT-inclusive total of a VAT-exclusive bigint subtotal (15% half up, once). */
const withVat = (subtotal: string) => `(${subtotal}) + ${vatSql(subtotal)}`;

/** The period's consultant orders by status and the value of the non-cancelled ones. */
export async function consultantOrdersSection(db: Queryable, periodId: number) {
  const rows = await countByStatus(db, 'consultant_orders', 'period_id = $1', [periodId]);
  const value = await db.query<{ cents: number }>(
    `SELECT coalesce(sum(${withVat('s.subtotal')}), 0)::bigint AS cents FROM (
       SELECT coalesce(sum(i.quantity::bigint * i.unit_price_cents), 0)::bigint AS subtotal
       FROM consultant_orders o LEFT JOIN consultant_order_items i ON i.consultant_order_id = o.id
       WHERE o.period_id = $1 AND o.status <> 'cancelled' GROUP BY o.id) s`,
    [periodId],
  );
  const counts = byStatus(['draft', 'submitted', 'combined', 'cancelled'] as const, rows);
  return {
    total: counts.total,
    total_cents: Number(value[0]?.cents ?? 0),
    by_status: counts.by_status,
  };
}

/** How many combined orders the period has. */
export async function combinedOrdersSection(db: Queryable, periodId: number) {
  const rows = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM combined_orders WHERE period_id = $1',
    [periodId],
  );
  return { count: rows[0]?.n ?? 0 };
}

/** The period's weekly combinations by status. */
export async function weeklyCombinationsSection(db: Queryable, periodId: number) {
  const rows = await countByStatus(db, 'weekly_combinations', 'period_id = $1', [periodId]);
  return byStatus(['pending', 'processing', 'completed', 'failed', 'cancelled'] as const, rows);
}

/** Outstanding (issued, partially paid: balance due) and paid invoices of the period. */
export async function invoicesSection(db: Queryable, periodId: number) {
  const rows = await db.query<{ oc: number; ocents: number; pc: number; pcents: number }>(
    `SELECT (count(*) FILTER (WHERE status IN ('issued', 'partially_paid')))::int AS oc,
       coalesce(sum(total_cents - amount_paid_cents) FILTER (WHERE status IN ('issued', 'partially_paid')), 0)::bigint AS ocents,
       (count(*) FILTER (WHERE status = 'paid'))::int AS pc,
       coalesce(sum(total_cents) FILTER (WHERE status = 'paid'), 0)::bigint AS pcents
     FROM invoices WHERE period_id = $1`,
    [periodId],
  );
  const r = rows[0];
  return {
    outstanding_count: r?.oc ?? 0,
    outstanding_cents: Number(r?.ocents ?? 0),
    paid_count: r?.pc ?? 0,
    paid_cents: Number(r?.pcents ?? 0),
  };
}

/** The period's 5 best-selling products by quantity on non-cancelled consultant orders. */
export async function topProducts(db: Queryable, periodId: number) {
  const rows = await db.query<{
    product_code: string;
    description: string;
    quantity: number;
    subtotal: number;
  }>(
    `SELECT i.product_code, min(i.description) AS description, sum(i.quantity)::int AS quantity,
       sum(i.quantity::bigint * i.unit_price_cents)::bigint AS subtotal
     FROM consultant_order_items i JOIN consultant_orders o ON o.id = i.consultant_order_id
     WHERE o.period_id = $1 AND o.status <> 'cancelled'
     GROUP BY i.product_code ORDER BY quantity DESC, i.product_code LIMIT 5`,
    [periodId],
  );
  return rows.map((r) => {
    const subtotal = Number(r.subtotal);
    return {
      product_code: r.product_code,
      description: r.description,
      quantity: r.quantity,
      total_cents: subtotal + vatCents(subtotal),
    };
  });
}
