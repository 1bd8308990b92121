import { describe, expect, it } from 'vitest';
import { INVOICE_STATUSES } from './enum-values.ts';
import { invoiceRules } from './invoice-lifecycle.ts';

const allowing = (rule: (status: (typeof INVOICE_STATUSES)[number]) => boolean) =>
  INVOICE_STATUSES.filter(rule);

describe('what an invoice allows in each status', () => {
  it('changes lines and draft fields, issues and deletes only a draft', () => {
    for (const rule of [
      invoiceRules.canEditLines,
      invoiceRules.canEditDraftFields,
      invoiceRules.canIssue,
      invoiceRules.canDelete,
    ]) {
      expect(allowing(rule)).toEqual(['draft']);
    }
  });

  it('takes payments while issued or partly paid; notes change until void', () => {
    expect(allowing(invoiceRules.canPay)).toEqual(['issued', 'partially_paid']);
    expect(allowing(invoiceRules.canEditNotes)).toEqual([
      'draft',
      'issued',
      'partially_paid',
      'paid',
    ]);
  });

  it('voids a draft, or an issued invoice nothing was paid on', () => {
    expect(allowing((status) => invoiceRules.canVoid(status, 0))).toEqual(['draft', 'issued']);
    expect(allowing((status) => invoiceRules.canVoid(status, 100))).toEqual(['draft']);
  });
});
