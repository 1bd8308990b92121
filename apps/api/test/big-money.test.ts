import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answer } from './helpers/answer.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { insertProduct, uniqueCode } from './invoices-fixtures.ts';

/** Money past R 21 474 836.47 (2^31 cents), which the contract allows as int64. */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const BIG = 3_000_000_000;

describe('money columns hold int64 amounts', () => {
  it('a product priced R 30 million is listed and filtered by that price', async () => {
    const admin = await t.login('admin@example.com');
    const code = uniqueCode('BIG');
    await insertProduct(t.deps.db, code, 'Diamond-studded tea set', BIG);
    const res = await answer<{
      products: { product_code: string; unit_price_cents: number }[];
    }>(admin.api.GET('/api/products', { params: { query: { min_price_cents: 2 ** 31 } } }));
    expect(res.body.products).toEqual([
      expect.objectContaining({ product_code: code, unit_price_cents: BIG }),
    ]);
  });

  it('an order of two lines at R 30 million each totals R 60 million', async () => {
    const staff = await t.login('admin@example.com');
    const product = await insertProduct(t.deps.db, uniqueCode('BIG'), 'Gold-leaf rooibos', 100);
    const res = await answer<{
      total_cents: number;
      items: { unit_price_cents: number; line_total_cents: number }[];
    }>(
      staff.api.POST('/api/orders', {
        body: { items: [{ product_id: product, quantity: 2, unit_price_cents: BIG }] },
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body.items[0]).toMatchObject({ unit_price_cents: BIG, line_total_cents: 2 * BIG });
    expect(res.body.total_cents).toBe(2 * BIG);
  });
});
