import { describe, expect, it } from 'vitest';
import type { Queryable } from '../db/db.ts';
import { boundedCount, EXACT_COUNT_LIMIT, pageTotal } from './bounded-count.ts';

/** A database that plans `planRows` rows and counts `counted`, recording each statement. */
function fakeDb(planRows: number, counted: number) {
  const statements: string[] = [];
  const db: Queryable = {
    query: async <T>(sql: string) => {
      statements.push(sql);
      const row = sql.startsWith('EXPLAIN')
        ? { 'QUERY PLAN': [{ Plan: { 'Plan Rows': planRows } }] }
        : { n: counted };
      return [row] as T[];
    },
  };
  return { db, statements };
}

const counts = (statements: string[]) => statements.filter((s) => s.includes('count(*)')).length;

describe('boundedCount', () => {
  it('answers a broad estimate at once, flagged, without counting a row', async () => {
    const { db, statements } = fakeDb(100_000, 0);
    expect(await boundedCount(db, 'FROM products p', [])).toEqual({
      count: 100_000,
      isEstimate: true,
    });
    expect(counts(statements)).toBe(0);
  });

  it('counts exactly when the estimate is near the limit and the rows are within it', async () => {
    const { db, statements } = fakeDb(15_000, 9_000);
    expect(await boundedCount(db, 'FROM products p', [])).toEqual({
      count: 9_000,
      isEstimate: false,
    });
    expect(statements.find((s) => s.includes('count(*)'))).toContain(
      `LIMIT ${EXACT_COUNT_LIMIT + 1}`,
    );
  });

  it('answers the estimate, never below the limit + 1, when the count passes the limit', async () => {
    const { db } = fakeDb(3_000, EXACT_COUNT_LIMIT + 1);
    expect(await boundedCount(db, 'FROM products p', [])).toEqual({
      count: EXACT_COUNT_LIMIT + 1,
      isEstimate: true,
    });
  });
});

describe('pageTotal', () => {
  it('takes a short first page for the total without asking the database', async () => {
    const { db, statements } = fakeDb(500, 7);
    expect(await pageTotal(db, { first: true, fetched: 7, limit: 50 }, 'FROM x', [])).toEqual({
      count: 7,
      isEstimate: false,
    });
    expect(statements).toEqual([]);
  });

  it('counts for a full first page and for any later page', async () => {
    for (const page of [
      { first: true, fetched: 51, limit: 50 },
      { first: false, fetched: 3, limit: 50 },
    ]) {
      const { db } = fakeDb(500, 480);
      expect(await pageTotal(db, page, 'FROM x', [])).toEqual({ count: 480, isEstimate: false });
    }
  });
});
