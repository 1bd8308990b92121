import { describe, expect, it } from 'vitest';
import type { ProductDraft } from './check-rows.ts';
import { productCsv } from './product-csv.ts';

const product = (n: number, over: Partial<ProductDraft> = {}): ProductDraft => ({
  product_code: `SK-${n}`,
  description: 'Rooibos Cream',
  category: null,
  unit_price_cents: 12950,
  unit: '',
  barcode: null,
  stock_quantity: null,
  ...over,
});

describe('productCsv', () => {
  it('quotes text (an empty text stays distinct from an empty cell) and doubles quotes', () => {
    const now = new Date(Date.UTC(2026, 2, 2, 8, 30));
    const [csv] = productCsv(
      [product(1, { description: 'A "rich" cream', stock_quantity: 4 })],
      7,
      now,
    );
    expect(csv).toBe(
      '"SK-1","A ""rich"" cream",,12950,"",,4,7,2026-03-02T08:30:00.000Z,2026-03-02T08:30:00.000Z\n',
    );
  });
  it('writes whole lines in chunks of 2,000', () => {
    const chunks = productCsv(
      Array.from({ length: 4001 }, (_, i) => product(i)),
      1,
      new Date(),
    );
    expect(chunks.map((c) => c.split('\n').length - 1)).toEqual([2000, 2000, 1]);
  });
});
