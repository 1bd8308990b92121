import { describe, expect, it } from 'vitest';
import { productTotalLabel } from './product-total.ts';

describe('productTotalLabel', () => {
  it.each([
    [1, false, '1 product'],
    [312, false, '312 products'],
    [10_000, false, '10 000 products'],
    [48_213, true, 'about 48 000 products'],
    [1_234_567, true, 'about 1,2 million products'],
    [2_000_000, true, 'about 2 million products'],
  ])('%d (estimate: %s) reads "%s"', (count, estimate, label) => {
    // en-ZA groups with a no-break space and writes a decimal comma.
    expect(productTotalLabel(count, estimate).replace(/\u00a0/g, ' ')).toBe(label);
  });
});
