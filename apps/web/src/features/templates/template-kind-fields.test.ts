import {
  DISTRIBUTOR_ORDER_FIELDS,
  PRODUCT_FIELDS,
  REQUIRED_DISTRIBUTOR_ORDER_FIELDS,
  REQUIRED_PRODUCT_FIELDS,
} from '@back-office/domain';
import { describe, expect, it } from 'vitest';
import { DISTRIBUTOR_TEMPLATES, PRODUCT_TEMPLATES } from './template-kind.ts';

// The screens order the fields their own way (required first) and label them; which fields
// exist and which are required are the domain's (the contract's upload columns).
describe.each([
  [PRODUCT_TEMPLATES, PRODUCT_FIELDS, REQUIRED_PRODUCT_FIELDS],
  [DISTRIBUTOR_TEMPLATES, DISTRIBUTOR_ORDER_FIELDS, REQUIRED_DISTRIBUTOR_ORDER_FIELDS],
])('the $key template fields', (kind, fields, required) => {
  it('are the upload columns, each once', () => {
    expect(kind.fields.map((f) => f.field).sort()).toEqual([...fields].sort());
  });

  it('require exactly the required columns', () => {
    const requiredHere = kind.fields.filter((f) => f.required).map((f) => f.field);
    expect(requiredHere.sort()).toEqual([...required].sort());
  });
});
