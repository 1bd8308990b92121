import { type operations, unwrap } from '@back-office/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_KEYSET, type ProductSort } from '../src/products/product-sort.ts';
import { EXACT_COUNT_LIMIT } from '../src/sql/bounded-count.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import type { TestClient } from './helpers/test-client.ts';
import { insertTemplate, upload, xlsxFile } from './uploads-fixtures.ts';

type ProductQuery = NonNullable<operations['listProducts']['parameters']['query']>;
type Page = operations['listProducts']['responses']['200']['content']['application/json'];

// More rows than an exact count counts, with ties and empty cells in every sort column.
const BULK = EXACT_COUNT_LIMIT + 150;
const SORTS: ProductSort['sort_by'][] = [
  'product_code',
  'description',
  'category',
  'unit_price_cents',
  'stock_quantity',
  'created_at',
];
const ORDERS: ProductSort['sort_order'][] = ['asc', 'desc'];

let t: TestApp;
let staff: TestClient;
let smallSet: number;
let bigSet: number;
beforeAll(async () => {
  t = await createTestApp();
  staff = await t.login('warehouse@example.com');
  const templateId = await insertTemplate(t.deps.db, 'Keyset catalogue');
  const setOf = async (id: number) =>
    (await unwrap(staff.api.GET('/api/upload/{id}/status', { params: { path: { id } } })))
      .upload_session_id ?? 0;
  // 23 products: prices, categories and stock repeat (ties broken by id), some cells empty, and
  // created_at differs in microseconds only for some.
  const rows = Array.from({ length: 23 }, (_, i) => [
    `KS-${String(i % 17).padStart(3, '0')}${i >= 17 ? 'b' : ''}`,
    `Baobab ${['Oil', 'Butter', 'Soap'][i % 3]} ${i % 4}`,
    i % 4 === 0 ? null : ['Hair', 'Body', 'Home'][i % 3],
    50 + (i % 5),
    'each',
    null,
    i % 3 === 0 ? null : i % 6,
  ]);
  const first = await upload(staff, await xlsxFile(rows), templateId);
  await t.deps.jobs.idle();
  smallSet = await setOf(first.body.id);
  await t.deps.db.query(
    `UPDATE products SET created_at = created_at + (id % 3) * interval '1 microsecond'
      WHERE upload_session_id = $1`,
    [smallSet],
  );
  const seed = [['KB-0', 'Seed', null, 1, 'each', null, 1]];
  const second = await upload(staff, await xlsxFile(seed), templateId);
  await t.deps.jobs.idle();
  bigSet = await setOf(second.body.id);
  await t.deps.db.query(
    `INSERT INTO products (product_code, description, category, unit_price_cents, unit,
                           stock_quantity, upload_session_id, created_at, updated_at)
     SELECT 'KB-' || n, 'Bulk item ' || (n % 97), CASE WHEN n % 7 = 0 THEN NULL ELSE 'Cat ' || (n % 11) END,
            n % 1000, 'each', CASE WHEN n % 5 = 0 THEN NULL ELSE n % 300 END, $1,
            now() - n * interval '1 second', now()
       FROM generate_series(1, $2::int) n`,
    [bigSet, BULK],
  );
  await t.deps.db.query('ANALYZE products');
});
afterAll(() => t.close());

const list = (query: ProductQuery) =>
  unwrap(staff.api.GET('/api/products', { params: { query } })) as Promise<Page>;
const ids = (page: Page) => page.products.map((p) => p.id);

/** Every product of `query`, page after page by cursor. */
async function walk(query: ProductQuery): Promise<number[]> {
  const seen: number[] = [];
  let cursor: string | undefined;
  for (let pages = 0; pages < 100; pages++) {
    const page = await list({ ...query, ...(cursor ? { cursor } : {}) });
    seen.push(...ids(page));
    if (!page.next_cursor) return seen;
    cursor = page.next_cursor;
  }
  throw new Error('the cursor never reached the end');
}

describe('listProducts by cursor', () => {
  it('walks every sort in both directions in the order of one whole page, empty cells last', async () => {
    for (const sort_by of SORTS) {
      for (const sort_order of ORDERS) {
        const query = { upload_session_id: smallSet, sort_by, sort_order };
        const whole = await list({ ...query, limit: 100 });
        expect(whole.products).toHaveLength(23);
        expect(whole.next_cursor).toBeNull();
        expect(await walk({ ...query, limit: 4 }), `${sort_by} ${sort_order}`).toEqual(ids(whole));
        if (sort_by === 'category' || sort_by === 'stock_quantity') {
          const values = whole.products.map((p) => p[sort_by]);
          const firstEmpty = values.indexOf(null);
          expect(values.slice(firstEmpty).every((v) => v === null)).toBe(true);
        }
      }
    }
  });

  it('matches the page numbers (skip) and ends with no next cursor', async () => {
    const query = {
      upload_session_id: smallSet,
      sort_by: 'stock_quantity',
      sort_order: 'desc',
    } as const;
    const first = await list({ ...query, limit: 10 });
    const second = await list({ ...query, limit: 10, skip: 10 });
    const byCursor = await list({ ...query, limit: 10, cursor: first.next_cursor ?? '' });
    expect(ids(byCursor)).toEqual(ids(second));
    // A skip page hands out a cursor too, for the page after it.
    const third = await list({ ...query, limit: 10, cursor: second.next_cursor ?? '' });
    expect(third.products).toHaveLength(3);
    expect(third.next_cursor).toBeNull();
  });

  it('answers 400 for a cursor that is not one of this sort, never 500', async () => {
    const query = {
      upload_session_id: smallSet,
      sort_by: 'created_at',
      sort_order: 'desc',
    } as const;
    const good = (await list({ ...query, limit: 2 })).next_cursor ?? '';
    const hostile = [
      'not a cursor',
      Buffer.from('{"a":1}').toString('base64url'),
      PRODUCT_KEYSET.encode(
        { sort_by: 'created_at', sort_order: 'asc' },
        { value: '2026-01-01T00:00:00.000000Z', id: 1 },
      ),
      PRODUCT_KEYSET.encode(query, { value: '2026-02-31T00:00:00.000000Z', id: 1 }),
      PRODUCT_KEYSET.encode(query, { value: 'yesterday', id: 1 }),
      PRODUCT_KEYSET.encode(query, { value: null, id: 1 }),
      PRODUCT_KEYSET.encode(query, { value: '2026-01-01T00:00:00.000000Z', id: 0 }),
      PRODUCT_KEYSET.encode(query, { value: '2026-01-01T00:00:00.000000Z', id: 2 ** 40 }),
      Buffer.from(
        JSON.stringify(['created_at', 'desc', '2026-01-01T00:00:00.000000Z', '1']),
      ).toString('base64url'),
    ];
    for (const cursor of hostile) {
      const res = await staff.api.GET('/api/products', { params: { query: { ...query, cursor } } });
      expect(res.response.status, cursor).toBe(400);
    }
    const price = {
      upload_session_id: smallSet,
      sort_by: 'unit_price_cents',
      sort_order: 'asc',
    } as const;
    const text = {
      upload_session_id: smallSet,
      sort_by: 'description',
      sort_order: 'asc',
    } as const;
    for (const [q, cursor] of [
      [price, PRODUCT_KEYSET.encode(price, { value: '12.5', id: 1 })],
      [price, PRODUCT_KEYSET.encode(price, { value: '99999999999999999', id: 1 })],
      [text, PRODUCT_KEYSET.encode(text, { value: 'a\u0000b', id: 1 })],
    ] as const) {
      const res = await staff.api.GET('/api/products', { params: { query: { ...q, cursor } } });
      expect(res.response.status, cursor).toBe(400);
    }
    const skipped = await staff.api.GET('/api/products', {
      params: { query: { ...query, cursor: good, skip: 2 } },
    });
    expect(skipped.response.status).toBe(400);
  });
});

describe('totals past the exact limit', () => {
  it('counts exactly up to the limit and estimates beyond, saying so', async () => {
    const small = await list({ upload_session_id: smallSet });
    expect(small).toMatchObject({ total: 23, total_is_estimate: false });
    const big = await list({ upload_session_id: bigSet, limit: 5 });
    expect(big.total_is_estimate).toBe(true);
    expect(big.total).toBeGreaterThan(EXACT_COUNT_LIMIT);
    // The planner's estimate, from the statistics ANALYZE gathered: near the truth.
    expect(Math.abs(big.total - (BULK + 1))).toBeLessThan(BULK * 0.2);
    const count = await unwrap(
      staff.api.GET('/api/products/count', { params: { query: { upload_session_id: bigSet } } }),
    );
    expect(count.is_estimate).toBe(true);
    expect(count.count).toBeGreaterThan(EXACT_COUNT_LIMIT);
    const few = await unwrap(
      staff.api.GET('/api/products/count', {
        params: { query: { upload_session_id: bigSet, search: 'bulk item 96' } },
      }),
    );
    expect(few.is_estimate).toBe(false);
    expect(few.count).toBe(
      Array.from({ length: BULK }, (_, i) => i + 1).filter((n) => n % 97 === 96).length,
    );
  });
});

const literal = (value: unknown) =>
  typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`;

describe('indexes', () => {
  it('serve the first page and a cursor page of every sort in both directions without sorting', async () => {
    for (const sort_by of SORTS) {
      for (const sort_order of ORDERS) {
        const sort = { sort_by, sort_order };
        // A position near the start of the order: most rows come after it, as on a real page.
        const asc = sort_order === 'asc';
        const value = {
          unit_price_cents: asc ? '0' : '99999',
          stock_quantity: asc ? '0' : '99999',
          created_at: asc ? '2000-01-01T00:00:00.000000Z' : '2999-01-01T00:00:00.000000Z',
        }[sort_by as string];
        const parts = PRODUCT_KEYSET.rowsAfter(sort, {
          value: value ?? (asc ? '' : '~'),
          id: asc ? 1 : 2 ** 31 - 1,
        });
        // The parts of a first page and of a cursor page, each in the order the page uses.
        const wheres = [...PRODUCT_KEYSET.firstParts(sort), ...parts]
          .map((part) => part(literal))
          .map((condition) => (condition ? `WHERE ${condition}` : ''));
        for (const where of wheres) {
          const plan = await t.deps.db.query<{ 'QUERY PLAN': unknown }>(
            `EXPLAIN (FORMAT JSON) SELECT p.* FROM products p ${where}
              ORDER BY ${PRODUCT_KEYSET.partOrder(sort)} LIMIT 51`,
          );
          const text = JSON.stringify(plan[0]?.['QUERY PLAN']);
          expect(text, `${sort_by} ${sort_order} ${where}`).not.toContain('"Sort"');
          expect(text, `${sort_by} ${sort_order} ${where}`).toContain('Index');
        }
      }
    }
  });

  it('serve a deep cursor page: the page after 10,000 rows reads only its own rows', async () => {
    const query = {
      upload_session_id: bigSet,
      sort_by: 'unit_price_cents',
      sort_order: 'desc',
    } as const;
    const deep = await list({ ...query, limit: 20, skip: EXACT_COUNT_LIMIT });
    const next = await list({ ...query, limit: 20, cursor: deep.next_cursor ?? '' });
    const after = await list({ ...query, limit: 20, skip: EXACT_COUNT_LIMIT + 20 });
    expect(ids(next)).toEqual(ids(after));
  });
});
