import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, Queryable } from '../src/db/db.ts';
import type { ProductDraft } from '../src/uploads/check-rows.ts';
import { insertProductSet } from '../src/uploads/insert-products.ts';
import { openTestDatabase } from './helpers/test-database.ts';

// Values CSV must carry intact: quotes, commas, line breaks, an empty string beside NULL.
const DRAFTS: ProductDraft[] = [
  {
    product_code: 'Q-1',
    description: 'Says "hello", then\nleaves',
    category: '',
    unit_price_cents: 9_007_199_254_740_991,
    unit: 'box, 12',
    barcode: '0001',
    stock_quantity: 0,
  },
  {
    product_code: 'Q-2',
    description: 'Ümlaut ☕ \\N \\. ',
    category: null,
    unit_price_cents: 0,
    unit: null,
    barcode: null,
    stock_quantity: null,
  },
];

let db: Db;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

const now = new Date('2026-03-01T10:00:00.123Z');

/** Loads the drafts as a new product set (of a new upload: one set per upload). */
async function load(tx: Queryable, drafts: ProductDraft[]): Promise<number> {
  const rows = await tx.query<{ id: number; by: number }>(
    `INSERT INTO uploads (template_name, file_name, file_size, created_by)
     SELECT 'T', 'f.xlsx', 1, min(id) FROM users RETURNING id, created_by AS by`,
  );
  const upload = rows[0];
  if (!upload) throw new Error('no upload');
  return insertProductSet(
    tx,
    {
      uploadId: upload.id,
      templateId: null,
      templateName: 'T',
      fileName: 'f.xlsx',
      createdBy: upload.by,
      now,
    },
    drafts,
  );
}

const read = (setId: number) =>
  db.query<Record<string, unknown>>(
    `SELECT product_code, description, category, unit_price_cents, unit, barcode, stock_quantity,
            created_at = $2 AS stamped FROM products WHERE upload_session_id = $1 ORDER BY product_code`,
    [setId, now],
  );

describe('insertProductSet', () => {
  it('loads by COPY exactly what it loads by INSERT: quotes, line breaks, empty text and NULL', async () => {
    const expected = DRAFTS.map((d) => ({ ...d, stamped: true }));
    const copied = await db.transaction(async (tx) => {
      expect(tx.copyCsv).toBeTypeOf('function');
      return load(tx, DRAFTS);
    });
    expect(await read(copied)).toEqual(expected);
    // A handle without copyCsv takes the INSERT … unnest path.
    const inserted = await db.transaction((tx) =>
      load({ query: (sql, params) => tx.query(sql, params) }, DRAFTS),
    );
    expect(await read(inserted)).toEqual(expected);
  });

  it('creates an empty set without COPY when there is nothing to load', async () => {
    const empty = await db.transaction((tx) => load(tx, []));
    expect(await read(empty)).toEqual([]);
  });
});
