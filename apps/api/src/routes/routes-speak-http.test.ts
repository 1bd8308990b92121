import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** A database call or an SQL statement in the text of a module. */
const SQL =
  /\.query\s*(?:<|\()|\bSELECT\s|\bINSERT\s+INTO\b|\bUPDATE\s+[a-z_]+\s+SET\b|\bDELETE\s+FROM\b/;

const routeFiles = readdirSync(new URL('.', import.meta.url)).filter(
  (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
);
const holdingSql = (file: string) => SQL.test(readFileSync(new URL(file, import.meta.url), 'utf8'));

/**
 * Route handlers speak HTTP: they read the validated input, call their resource's module and
 * answer. SQL lives in the resource's module (`src/<resource>/`, decision 067).
 */
describe('route handlers', () => {
  it('hold no SQL', () => {
    expect(routeFiles.length).toBeGreaterThan(20);
    expect(routeFiles.filter(holdingSql)).toEqual([]);
  });

  it('are found by the scan (a file with a query is caught)', () => {
    expect(SQL.test("await tx.query('SELECT 1')")).toBe(true);
    expect(SQL.test('json(200, await listOrders(db, query))')).toBe(false);
  });
});
