import { describe, expect, it } from 'vitest';
import { documentTotals, VAT_RATE_PERCENT, vatCents, vatCentsOfBigint } from './money.ts';

describe('vatCents', () => {
  it('is 15% of the subtotal', () => {
    expect(VAT_RATE_PERCENT).toBe(15);
    expect(vatCents(10_000)).toBe(1_500);
    expect(vatCents(0)).toBe(0);
  });

  it('rounds half up to the cent', () => {
    expect(vatCents(10)).toBe(2); // 1.5 → 2
    expect(vatCents(3)).toBe(0); // 0.45 → 0
    expect(vatCents(7)).toBe(1); // 1.05 → 1
    expect(vatCents(1_234_567)).toBe(185_185); // 185 185.05
  });
});

describe('vatCentsOfBigint', () => {
  it('agrees with vatCents on numbers', () => {
    for (const cents of [0, 3, 7, 10, 99, 101, 1_234_567, 9_999_999]) {
      expect(vatCentsOfBigint(BigInt(cents))).toBe(BigInt(vatCents(cents)));
    }
  });

  it('stays exact beyond 2^53', () => {
    expect(vatCentsOfBigint(10n ** 20n + 10n)).toBe(15n * 10n ** 18n + 2n);
  });

  it('rounds half up (a floor) below zero, as vatCents does', () => {
    for (const cents of [-3, -7, -10, -1_234_567]) {
      expect(vatCentsOfBigint(BigInt(cents))).toBe(BigInt(vatCents(cents)));
    }
  });
});

describe('documentTotals', () => {
  it('adds the VAT of the subtotal to it', () => {
    expect(documentTotals(12_345)).toEqual({
      subtotal_cents: 12_345,
      vat_cents: 1_852,
      total_cents: 14_197,
    });
  });
});
