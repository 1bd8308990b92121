import { describe, expect, it } from 'vitest';
import { inRand, MONEY_COLUMNS, MONEY_LABELS } from './money-labels.ts';

describe('MONEY_LABELS', () => {
  it('says on every figure whether VAT is in it', () => {
    expect(MONEY_LABELS).toEqual({
      unitPrice: 'Unit price (excl. VAT)',
      lineTotal: 'Line total (excl. VAT)',
      subtotal: 'Subtotal (excl. VAT)',
      vat: 'VAT (15%)',
      total: 'Total (incl. VAT)',
    });
  });

  it('has file columns that are the screen labels in rand', () => {
    expect(inRand('Paid')).toBe('Paid (R)');
    expect(MONEY_COLUMNS.subtotal).toBe('Subtotal (excl. VAT) (R)');
    expect(MONEY_COLUMNS.total).toBe('Total (incl. VAT) (R)');
    expect(MONEY_COLUMNS.vat).toBe('VAT (15%) (R)');
  });
});
