import { describe, expect, it } from 'vitest';
import { mappingJson, missingFields, templateDetailsSchema } from './template-form-schema.ts';
import { PRODUCT_TEMPLATES } from './template-kind.ts';

describe('template form', () => {
  it('needs a name of at most 100 characters', () => {
    const base = { description: '', created_by: '' };
    expect(templateDetailsSchema.safeParse({ ...base, template_name: '  ' }).success).toBe(false);
    expect(
      templateDetailsSchema.safeParse({ ...base, template_name: 'x'.repeat(101) }).success,
    ).toBe(false);
    expect(templateDetailsSchema.parse({ ...base, template_name: ' Midrand ' }).template_name).toBe(
      'Midrand',
    );
  });

  it('lists the required fields left unmapped', () => {
    const missing = missingFields(PRODUCT_TEMPLATES.fields, { product_code: 'Item Code' });
    expect(missing.map((field) => field.field)).toEqual(['description', 'unit_price']);
  });

  it('sends only the mapped fields', () => {
    expect(mappingJson({ product_code: 'SKU', category: undefined, unit: '' })).toBe(
      '{"product_code":"SKU"}',
    );
  });
});
