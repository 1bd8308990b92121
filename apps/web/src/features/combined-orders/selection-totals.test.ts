import { describe, expect, it } from 'vitest';
import { selectionTotals } from './selection-totals.ts';

describe('selectionTotals', () => {
  it('sums count, quantity and subtotal, VAT once on the sum (as the combined order)', () => {
    // Each order's own VAT rounds 0.6 c up to 1 c (3 c in all); on the sum, 1.8 c rounds to 2 c.
    const totals = selectionTotals([
      { total_quantity: 2, subtotal_cents: 4 },
      { total_quantity: 3, subtotal_cents: 4 },
      { total_quantity: 5, subtotal_cents: 4 },
    ]);
    expect(totals).toEqual({
      count: 3,
      quantity: 10,
      subtotal_cents: 12,
      vat_cents: 2,
      total_cents: 14,
    });
    expect(selectionTotals([{ total_quantity: 1, subtotal_cents: 62300 }])).toMatchObject({
      vat_cents: 9345,
      total_cents: 71645,
    });
  });

  it('is zero for no orders', () => {
    expect(selectionTotals([])).toEqual({
      count: 0,
      quantity: 0,
      subtotal_cents: 0,
      vat_cents: 0,
      total_cents: 0,
    });
  });
});
