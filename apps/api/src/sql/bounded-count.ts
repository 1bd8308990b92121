import type { Queryable } from '../db/db.ts';

/** Up to this many matches a count is exact; beyond, it is the planner's estimate. */
export const EXACT_COUNT_LIMIT = 10_000;

/**
 * Above this many times {@link EXACT_COUNT_LIMIT} estimated matches, a count is not attempted:
 * the estimate is answered at once (counting 10,001 rows of a broad trigram search costs a
 * bitmap of every match, about 20 ms at 100,000 matches of a million products).
 */
export const COUNT_ONLY_BELOW_ESTIMATE = 2;

/** A count that may be an estimate. */
export interface BoundedCount {
  count: number;
  isEstimate: boolean;
}

/**
 * How many rows `FROM … WHERE …` matches, without ever counting more than
 * {@link EXACT_COUNT_LIMIT} + 1 of them. The planner's estimate comes first (`EXPLAIN`, from
 * the table's statistics: a plan, no rows read): when it is far above the limit it is the
 * answer, flagged; otherwise the rows are counted up to the limit + 1, exact when within the
 * limit, else the estimate (never below the limit + 1).
 *
 * @example await boundedCount(db, 'FROM products p WHERE p.category = $1', ['Body care'])
 */
export async function boundedCount(
  db: Queryable,
  fromWhere: string,
  params: unknown[],
  limit = EXACT_COUNT_LIMIT,
): Promise<BoundedCount> {
  const estimate = await plannedRows(db, fromWhere, params);
  const estimated = { count: Math.max(limit + 1, Math.round(estimate)), isEstimate: true };
  if (estimate > limit * COUNT_ONLY_BELOW_ESTIMATE) return estimated;
  const exact = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (SELECT 1 ${fromWhere} LIMIT ${limit + 1}) bounded`,
    params,
  );
  const n = exact[0]?.n ?? 0;
  return n <= limit ? { count: n, isEstimate: false } : estimated;
}

/**
 * The total of a list page: when the page is the first (no cursor, `skip` 0) and came back
 * short (`fetched` ≤ `limit`, the list fetched one row more than it shows), its length is the
 * exact total and nothing is counted; otherwise {@link boundedCount}.
 */
export async function pageTotal(
  db: Queryable,
  page: { first: boolean; fetched: number; limit: number },
  fromWhere: string,
  params: unknown[],
): Promise<BoundedCount> {
  if (page.first && page.fetched <= page.limit) return { count: page.fetched, isEstimate: false };
  return boundedCount(db, fromWhere, params);
}

/** The planner's estimate of the rows of `SELECT 1 FROM … WHERE …` (top node's `Plan Rows`). */
async function plannedRows(db: Queryable, fromWhere: string, params: unknown[]): Promise<number> {
  const plan = await db.query<{ 'QUERY PLAN': unknown }>(
    `EXPLAIN (FORMAT JSON) SELECT 1 ${fromWhere}`,
    params,
  );
  const queryPlan = plan[0]?.['QUERY PLAN'];
  const parsed: unknown = typeof queryPlan === 'string' ? JSON.parse(queryPlan) : queryPlan;
  const rows = Array.isArray(parsed)
    ? (parsed[0] as { Plan?: { 'Plan Rows'?: unknown } } | undefined)?.Plan?.['Plan Rows']
    : undefined;
  return typeof rows === 'number' && Number.isFinite(rows) ? rows : 0;
}
