import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validateForm } from './form-schema.ts';

const schema = z.object({
  notes: z.string().max(3, 'Too long'),
  lines: z.array(z.object({ quantity: z.number().min(1, 'At least 1') })).min(1, 'Add a line'),
});

describe('validateForm', () => {
  it('keys each message by its top-level field', () => {
    const result = validateForm(schema, { notes: 'long', lines: [{ quantity: 0 }] });
    expect(result).toEqual({ errors: { notes: 'Too long', lines: 'At least 1' } });
  });

  it('keeps the whole path of a row when nested', () => {
    const result = validateForm(
      schema,
      { notes: '', lines: [{ quantity: 2 }, { quantity: 0 }] },
      true,
    );
    expect(result).toEqual({ errors: { 'lines.1.quantity': 'At least 1' } });
  });

  it('gives the parsed values when valid', () => {
    expect(validateForm(schema, { notes: 'ok', lines: [{ quantity: 1 }] })).toEqual({
      value: { notes: 'ok', lines: [{ quantity: 1 }] },
    });
  });
});
