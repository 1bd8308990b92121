import * as contract from '@back-office/api-client/enums';
import { describe, expect, it } from 'vitest';
import * as ALL_LISTS from './enum-values.ts';
import { AUDIT_ACTIONS, ORDER_STATUSES, PERIOD_STATUSES, SORT_FIELDS } from './enum-values.ts';
import { PRODUCT_FIELDS, REQUIRED_PRODUCT_FIELDS } from './upload-columns.ts';

describe('the contract enum lists', () => {
  it('hold every value of the contract, in its order', () => {
    expect(PERIOD_STATUSES).toEqual(['draft', 'active', 'closed', 'archived']);
    expect(ORDER_STATUSES).toEqual(['draft', 'processing', 'completed', 'failed', 'cancelled']);
    expect(AUDIT_ACTIONS).toEqual(contract.auditActionValues);
    expect(SORT_FIELDS.orders).toEqual(contract.pathsApiOrdersGetParametersQuerySort_byValues);
  });

  it('name the upload columns, the required ones among them', () => {
    expect(PRODUCT_FIELDS).toEqual([
      'product_code',
      'description',
      'category',
      'unit_price',
      'unit',
      'barcode',
      'stock_quantity',
    ]);
    for (const field of REQUIRED_PRODUCT_FIELDS) expect(PRODUCT_FIELDS).toContain(field);
  });

  it('are never empty (each is a non-empty list by type)', () => {
    const lists = Object.values(ALL_LISTS).filter((value) => Array.isArray(value));
    expect(lists.length).toBeGreaterThan(10);
    for (const list of [...lists, ...Object.values(SORT_FIELDS), PRODUCT_FIELDS]) {
      expect(list.length).toBeGreaterThan(0);
    }
  });
});
