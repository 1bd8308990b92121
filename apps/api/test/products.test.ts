import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import type { TestClient } from './helpers/test-client.ts';
import { insertTemplate, type UploadStatus, upload, xlsxFile } from './uploads-fixtures.ts';

interface Product {
  id: number;
  product_code: string;
  description: string;
  category: string | null;
  unit_price_cents: number;
  stock_quantity: number | null;
  barcode: string | null;
  upload_session_id: number;
}
interface ProductList {
  products: Product[];
  total: number;
  skip: number;
  limit: number;
}
interface ProductSet {
  id: number;
  upload_id: number;
  template_id: number | null;
  file_name: string;
  product_count: number;
  created_by: { email: string };
}

const CATALOGUE: unknown[][] = [
  ['PS-101', 'Rooibos Day Cream 50 ml', 'Skin care', 189, 'each', '6009876543210', 40],
  ['PS-102', 'Marula Night Cream 50 ml', 'Skin care', 219.9, 'each', '6009876543227', 12],
  ['PS-103', 'Fynbos Eau de Parfum 50 ml', 'Fragrance', 459, 'each', null, 8],
  ['PS-104', 'Buchu Body Mist 100 ml', 'Fragrance', 129, 'each', null, null],
  ['PS-105', 'Moringa Energy Tea (20 bags)', 'Wellness', 69.5, 'box', '6009876543234', 100],
  ['PS-106', 'Aloe Ferox Detox Drink 500 ml', 'Wellness', 149, 'bottle', null, 0],
  ['PS-107', 'Lemon Verbena Dishwashing Liquid 750 ml', 'Home care', 54.95, 'bottle', null, 60],
  ['PS-108', 'Eucalyptus Multi-Surface Cleaner 1 l', 'Home care', 79, 'bottle', null, 33],
];

let t: TestApp;
let supervisor: TestClient;
let staff: TestClient;
let setId: number;
let otherSetId: number;
let templateId: number;
beforeAll(async () => {
  t = await createTestApp();
  supervisor = await t.login('supervisor@example.com');
  staff = await t.login('warehouse@example.com');
  templateId = await insertTemplate(t.deps.db, 'Products test catalogue');
  const first = await upload(
    staff,
    await xlsxFile(CATALOGUE, { name: 'catalogue_2026-11.xlsx' }),
    templateId,
  );
  // One import after the other, so the second set is the newer one (on PostgreSQL two imports
  // run at once).
  await t.deps.jobs.idle();
  const second = await upload(
    staff,
    await xlsxFile([['PS-201', 'Baobab Hair Oil 50 ml', 'Hair care', 149, 'each', null, 5]], {
      name: 'hair_2026-11.xlsx',
    }),
    templateId,
  );
  await t.deps.jobs.idle();
  const status = (id: number) => staff.call<UploadStatus>('getUploadStatus', { params: { id } });
  setId = (await status(first.body.id)).body.upload_session_id ?? 0;
  otherSetId = (await status(second.body.id)).body.upload_session_id ?? 0;
});
afterAll(() => t.close());

const list = (query: Record<string, string | number> = {}) =>
  staff.call<ProductList>('listProducts', { query: { upload_session_id: setId, ...query } });
const codes = (res: { body: ProductList }) => res.body.products.map((p) => p.product_code);
const count = async (query: Record<string, string | number> = {}) =>
  (
    await staff.call<{ count: number }>('countProducts', {
      query: { upload_session_id: setId, ...query },
    })
  ).body.count;

describe('listProducts and countProducts', () => {
  it('filters by set, search (code, description, barcode), category and price range', async () => {
    const all = await list({ sort_by: 'product_code', sort_order: 'asc' });
    expect(all.status).toBe(200);
    expect(codes(all)).toEqual(CATALOGUE.map((r) => r[0]));
    expect(all.body).toMatchObject({ total: 8, skip: 0, limit: 50 });
    expect(await count()).toBe(8);
    expect(codes(await list({ search: 'CREAM' })).sort()).toEqual(['PS-101', 'PS-102']);
    expect(codes(await list({ search: 'ps-10' }))).toHaveLength(8);
    expect(codes(await list({ search: '543234' }))).toEqual(['PS-105']);
    expect(codes(await list({ search: '100%' }))).toEqual([]);
    expect(
      codes(await list({ category: 'home CARE', sort_by: 'product_code', sort_order: 'asc' })),
    ).toEqual(['PS-107', 'PS-108']);
    expect(
      codes(
        await list({
          min_price_cents: 12900,
          max_price_cents: 18900,
          sort_by: 'unit_price_cents',
          sort_order: 'asc',
        }),
      ),
    ).toEqual(['PS-104', 'PS-106', 'PS-101']);
    expect(await count({ min_price_cents: 12900, max_price_cents: 18900 })).toBe(3);
    expect(await count({ search: 'fynbos', category: 'Fragrance' })).toBe(1);
    expect(codes(await list({ upload_session_id: otherSetId }))).toEqual(['PS-201']);
    const everything = await staff.call<{ count: number }>('countProducts');
    expect(everything.body.count).toBeGreaterThanOrEqual(9);
  });

  it('sorts by every field (nulls last) and pages', async () => {
    expect(
      codes(await list({ sort_by: 'unit_price_cents', sort_order: 'desc', limit: 3 })),
    ).toEqual(['PS-103', 'PS-102', 'PS-101']);
    const stock = await list({ sort_by: 'stock_quantity', sort_order: 'asc' });
    expect(stock.body.products.map((p) => p.stock_quantity)).toEqual([
      0,
      8,
      12,
      33,
      40,
      60,
      100,
      null,
    ]);
    expect(codes(await list({ sort_by: 'description', sort_order: 'asc', limit: 2 }))).toEqual([
      'PS-106',
      'PS-104',
    ]);
    expect(
      (await list({ sort_by: 'category', sort_order: 'asc' })).body.products[0]?.category,
    ).toBe('Fragrance');
    const page = await list({ sort_by: 'product_code', sort_order: 'asc', skip: 6, limit: 5 });
    expect(codes(page)).toEqual(['PS-107', 'PS-108']);
    expect(page.body).toMatchObject({ total: 8, skip: 6, limit: 5 });
    expect((await list({ sort_by: 'created_at' })).body.products).toHaveLength(8);
  });

  it('answers 400 when min_price_cents > max_price_cents and 422 for bad parameters', async () => {
    for (const op of ['listProducts', 'countProducts']) {
      const res = await staff.call(op, { query: { min_price_cents: 500, max_price_cents: 100 } });
      expect(res).toMatchObject({
        status: 400,
        body: { detail: 'min_price_cents must not be greater than max_price_cents' },
      });
      expect((await staff.call(op, { query: { min_price_cents: -1 } })).status).toBe(422);
    }
    expect((await list({ sort_by: 'price' })).status).toBe(422);
    expect((await list({ limit: 1001 })).status).toBe(422);
  });
});

describe('listProductSets', () => {
  it('lists sets newest first with live product counts, filtered by set or template', async () => {
    const res = await staff.call<{ product_sets: ProductSet[]; total: number }>('listProductSets', {
      query: { template_id: templateId },
    });
    expect(res.status).toBe(200);
    expect(res.body.product_sets.map((s) => [s.id, s.file_name, s.product_count])).toEqual([
      [otherSetId, 'hair_2026-11.xlsx', 1],
      [setId, 'catalogue_2026-11.xlsx', 8],
    ]);
    expect(res.body.product_sets[0]?.created_by.email).toBe('warehouse@example.com');
    const one = await staff.call<{ product_sets: ProductSet[]; total: number }>('listProductSets', {
      query: { upload_session_id: setId },
    });
    expect(one.body.total).toBe(1);
    expect(one.body.product_sets[0]?.template_id).toBe(templateId);
    const byCount = await staff.call<{ product_sets: ProductSet[] }>('listProductSets', {
      query: { template_id: templateId, sort_by: 'product_count', sort_order: 'asc' },
    });
    expect(byCount.body.product_sets.map((s) => s.product_count)).toEqual([1, 8]);
    for (const sort_by of ['file_name', 'template_name', 'created_at']) {
      expect(
        (await staff.call('listProductSets', { query: { sort_by, sort_order: 'asc' } })).status,
      ).toBe(200);
    }
    const none = await staff.call<{ total: number }>('listProductSets', {
      query: { upload_session_id: 999999 },
    });
    expect(none.body.total).toBe(0);
    expect((await staff.call('listProductSets', { query: { sort_by: 'id' } })).status).toBe(422);
  });
});

describe('deleteProduct and bulkDeleteProducts', () => {
  it('deletes one product (204, audited), then 404; warehouse staff may not (403)', async () => {
    const target = (await list({ search: 'PS-108' })).body.products[0];
    expect(target).toBeDefined();
    const id = target?.id ?? 0;
    expect((await staff.call('deleteProduct', { params: { id } })).status).toBe(403);
    expect((await supervisor.call('deleteProduct', { params: { id } })).status).toBe(204);
    const again = await supervisor.call('deleteProduct', { params: { id } });
    expect(again).toMatchObject({ status: 404, body: { detail: 'Product not found' } });
    const audit = await t.deps.db.query<{ summary: string }>(
      `SELECT summary FROM audit_log WHERE resource = 'products' AND action = 'delete' AND record_id = $1`,
      [id],
    );
    expect(audit.map((a) => a.summary)).toEqual([
      'Deleted product PS-108 Eucalyptus Multi-Surface Cleaner 1 l',
    ]);
    expect(await count()).toBe(7);
  });

  it('of two simultaneous deletes of one product, one wins and the other gets 404', async () => {
    const id = (await list({ search: 'PS-107' })).body.products[0]?.id ?? 0;
    const results = await Promise.all([
      supervisor.call('deleteProduct', { params: { id } }),
      supervisor.call('deleteProduct', { params: { id } }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([204, 404]);
  });

  it('bulk deletes existing ids, reports the missing ones, one audit entry per product', async () => {
    const ids = (await list({ category: 'Wellness' })).body.products.map((p) => p.id);
    const res = await supervisor.call<{ deleted: number; not_found: number[] }>(
      'bulkDeleteProducts',
      {
        json: { product_ids: [...ids, 999998, 999999] },
      },
    );
    expect(res).toMatchObject({ status: 200, body: { deleted: 2, not_found: [999998, 999999] } });
    const audit = await t.deps.db.query<{ record_id: number }>(
      `SELECT record_id FROM audit_log WHERE resource = 'products' AND action = 'delete' AND record_id = ANY($1::int[])`,
      [ids],
    );
    expect(audit.map((a) => a.record_id).sort()).toEqual([...ids].sort());
    expect(await count()).toBe(4);
    const sets = await staff.call<{ product_sets: ProductSet[] }>('listProductSets', {
      query: { upload_session_id: setId },
    });
    expect(sets.body.product_sets[0]?.product_count).toBe(4);
    const repeat = await supervisor.call('bulkDeleteProducts', { json: { product_ids: ids } });
    expect(repeat.body).toEqual({ deleted: 0, not_found: ids });
  });

  it('422 for an empty, duplicated or malformed list; 403 for warehouse staff', async () => {
    for (const json of [
      { product_ids: [] },
      { product_ids: [1, 1] },
      { product_ids: ['x'] },
      {},
      { product_ids: [1], extra: true },
    ]) {
      expect((await supervisor.call('bulkDeleteProducts', { json })).status).toBe(422);
    }
    expect((await staff.call('bulkDeleteProducts', { json: { product_ids: [1] } })).status).toBe(
      403,
    );
    expect((await supervisor.call('deleteProduct', { params: { id: 0 } })).status).toBe(422);
  });
});
