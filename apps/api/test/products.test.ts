import { type operations, unwrap } from '@back-office/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import type { TestClient } from './helpers/test-client.ts';
import { insertTemplate, upload, xlsxFile } from './uploads-fixtures.ts';

type ProductQuery = NonNullable<operations['listProducts']['parameters']['query']>;
type SetQuery = NonNullable<operations['listProductSets']['parameters']['query']>;

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
  const setOf = async (id: number) =>
    (await unwrap(staff.api.GET('/api/upload/{id}/status', { params: { path: { id } } })))
      .upload_session_id ?? 0;
  setId = await setOf(first.body.id);
  otherSetId = await setOf(second.body.id);
});
afterAll(() => t.close());

const list = (query: ProductQuery = {}) =>
  unwrap(
    staff.api.GET('/api/products', { params: { query: { upload_session_id: setId, ...query } } }),
  );
const codes = (page: { products: { product_code: string }[] }) =>
  page.products.map((p) => p.product_code);
const count = async (query: ProductQuery = {}) =>
  (
    await unwrap(
      staff.api.GET('/api/products/count', {
        params: { query: { upload_session_id: setId, ...query } },
      }),
    )
  ).count;
const sets = (query: SetQuery) => staff.api.GET('/api/product-sets', { params: { query } });
const deleteProduct = (client: TestClient, id: number) =>
  client.api.DELETE('/api/products/{id}', { params: { path: { id } } });
const bulkDelete = (client: TestClient, product_ids: number[]) =>
  client.api.DELETE('/api/products', { body: { product_ids } });
const status = async (result: Promise<{ response: Response }>) => (await result).response.status;

describe('listProducts and countProducts', () => {
  it('filters by set, search (code, description, barcode), category and price range', async () => {
    const all = await list({ sort_by: 'product_code', sort_order: 'asc' });
    expect(codes(all)).toEqual(CATALOGUE.map((r) => r[0]));
    expect(all).toMatchObject({ total: 8, skip: 0, limit: 50 });
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
    const everything = await unwrap(staff.api.GET('/api/products/count'));
    expect(everything.count).toBeGreaterThanOrEqual(9);
  });

  it('sorts by every field (nulls last) and pages', async () => {
    expect(
      codes(await list({ sort_by: 'unit_price_cents', sort_order: 'desc', limit: 3 })),
    ).toEqual(['PS-103', 'PS-102', 'PS-101']);
    const stock = await list({ sort_by: 'stock_quantity', sort_order: 'asc' });
    expect(stock.products.map((p) => p.stock_quantity)).toEqual([0, 8, 12, 33, 40, 60, 100, null]);
    expect(codes(await list({ sort_by: 'description', sort_order: 'asc', limit: 2 }))).toEqual([
      'PS-106',
      'PS-104',
    ]);
    expect((await list({ sort_by: 'category', sort_order: 'asc' })).products[0]?.category).toBe(
      'Fragrance',
    );
    const page = await list({ sort_by: 'product_code', sort_order: 'asc', skip: 6, limit: 5 });
    expect(codes(page)).toEqual(['PS-107', 'PS-108']);
    expect(page).toMatchObject({ total: 8, skip: 6, limit: 5 });
    expect((await list({ sort_by: 'created_at' })).products).toHaveLength(8);
  });

  it('answers 400 when min_price_cents > max_price_cents and 422 for bad parameters', async () => {
    const reversed = { min_price_cents: 500, max_price_cents: 100 };
    for (const res of [
      await staff.api.GET('/api/products', { params: { query: reversed } }),
      await staff.api.GET('/api/products/count', { params: { query: reversed } }),
    ]) {
      expect(res.response.status).toBe(400);
      expect(res.error).toEqual({
        detail: 'min_price_cents must not be greater than max_price_cents',
      });
    }
    // Off-contract values (the SDK's types refuse them) go by operationId.
    for (const op of ['listProducts', 'countProducts']) {
      expect((await staff.call(op, { query: { min_price_cents: -1 } })).status).toBe(422);
    }
    const off = (query: Record<string, string | number>) =>
      staff.call('listProducts', { query: { upload_session_id: setId, ...query } });
    expect((await off({ sort_by: 'price' })).status).toBe(422);
    expect((await off({ limit: 1001 })).status).toBe(422);
  });
});

describe('listProductSets', () => {
  it('lists sets newest first with live product counts, filtered by set or template', async () => {
    const res = await unwrap(sets({ template_id: templateId }));
    expect(res.product_sets.map((s) => [s.id, s.file_name, s.product_count])).toEqual([
      [otherSetId, 'hair_2026-11.xlsx', 1],
      [setId, 'catalogue_2026-11.xlsx', 8],
    ]);
    expect(res.product_sets[0]?.created_by?.email).toBe('warehouse@example.com');
    const one = await unwrap(sets({ upload_session_id: setId }));
    expect(one.total).toBe(1);
    expect(one.product_sets[0]?.template_id).toBe(templateId);
    const byCount = await unwrap(
      sets({ template_id: templateId, sort_by: 'product_count', sort_order: 'asc' }),
    );
    expect(byCount.product_sets.map((s) => s.product_count)).toEqual([1, 8]);
    const sorts: SetQuery['sort_by'][] = ['file_name', 'template_name', 'created_at'];
    for (const sort_by of sorts) {
      expect(await status(sets({ sort_by, sort_order: 'asc' }))).toBe(200);
    }
    expect((await unwrap(sets({ upload_session_id: 999999 }))).total).toBe(0);
    expect((await staff.call('listProductSets', { query: { sort_by: 'id' } })).status).toBe(422);
  });
});

describe('deleteProduct and bulkDeleteProducts', () => {
  it('deletes one product (204, audited), then 404; warehouse staff may not (403)', async () => {
    const target = (await list({ search: 'PS-108' })).products[0];
    expect(target).toBeDefined();
    const id = target?.id ?? 0;
    expect(await status(deleteProduct(staff, id))).toBe(403);
    expect(await status(deleteProduct(supervisor, id))).toBe(204);
    const again = await deleteProduct(supervisor, id);
    expect(again.response.status).toBe(404);
    expect(again.error).toEqual({ detail: 'Product not found' });
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
    const id = (await list({ search: 'PS-107' })).products[0]?.id ?? 0;
    const results = await Promise.all([
      deleteProduct(supervisor, id),
      deleteProduct(supervisor, id),
    ]);
    expect(results.map((r) => r.response.status).sort()).toEqual([204, 404]);
  });

  it('bulk deletes existing ids, reports the missing ones, one audit entry per product', async () => {
    const ids = (await list({ category: 'Wellness' })).products.map((p) => p.id);
    const res = await unwrap(bulkDelete(supervisor, [...ids, 999998, 999999]));
    expect(res).toEqual({ deleted: 2, not_found: [999998, 999999] });
    const audit = await t.deps.db.query<{ record_id: number }>(
      `SELECT record_id FROM audit_log WHERE resource = 'products' AND action = 'delete' AND record_id = ANY($1::int[])`,
      [ids],
    );
    expect(audit.map((a) => a.record_id).sort()).toEqual([...ids].sort());
    expect(await count()).toBe(4);
    const afterwards = await unwrap(sets({ upload_session_id: setId }));
    expect(afterwards.product_sets[0]?.product_count).toBe(4);
    expect(await unwrap(bulkDelete(supervisor, ids))).toEqual({ deleted: 0, not_found: ids });
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
    expect(await status(bulkDelete(staff, [1]))).toBe(403);
    expect(await status(deleteProduct(supervisor, 0))).toBe(422);
  });
});
