import type { Queryable } from '../db/db.ts';

/** Up to this many matches a count is exact; beyond, it is the planner's estimate. */
export const EXACT_COUNT_LIMIT = 10_000;

/** A count that may be an estimate. */
export interface BoundedCount {
  count: number;
  isEstimate: boolean;
}

/**
 * How many rows `FROM … WHERE …` matches, without ever counting more than
 * {@link EXACT_COUNT_LIMIT} + 1 of them: exact up to the limit, else the planner's estimate
 * (`EXPLAIN`, from the table's statistics), never below the limit. A million-row count costs
 * what counting 10,001 rows costs.
 *
 * @example await boundedCount(db, 'FROM products p WHERE p.category = $1', ['Body care'])
 */
export async function boundedCount(
  db: Queryable,
  fromWhere: string,
  params: unknown[],
  limit = EXACT_COUNT_LIMIT,
): Promise<BoundedCount> {
  const exact = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (SELECT 1 ${fromWhere} LIMIT ${limit + 1}) bounded`,
    params,
  );
  const n = exact[0]?.n ?? 0;
  if (n <= limit) return { count: n, isEstimate: false };
  const plan = await db.query<{ 'QUERY PLAN': unknown }>(
    `EXPLAIN (FORMAT JSON) SELECT 1 ${fromWhere}`,
    params,
  );
  return {
    count: Math.max(limit + 1, Math.round(planRows(plan[0]?.['QUERY PLAN']))),
    isEstimate: true,
  };
}

/** The top node's row estimate of an `EXPLAIN (FORMAT JSON)` answer (text or parsed). */
function planRows(queryPlan: unknown): number {
  const parsed: unknown = typeof queryPlan === 'string' ? JSON.parse(queryPlan) : queryPlan;
  const rows = Array.isArray(parsed)
    ? (parsed[0] as { Plan?: { 'Plan Rows'?: unknown } } | undefined)?.Plan?.['Plan Rows']
    : undefined;
  return typeof rows === 'number' && Number.isFinite(rows) ? rows : 0;
}
