import { describe, expect, it } from 'vitest';
import { namedByReference } from './download-name.ts';

const blob = new Blob(['%PDF']);

describe('namedByReference', () => {
  it('puts the reference in place of the id-based default name', () => {
    const file = { blob, filename: 'consultant_order_21.pdf' };
    expect(namedByReference(file, 'consultant_order', 21, 'CO-2026-000021', 'pdf').filename).toBe(
      'consultant_order_CO-2026-000021.pdf',
    );
    const bare = { blob, filename: 'consent_form_7' };
    expect(namedByReference(bare, 'consent_form', 7, 'CN-001042 popia', 'pdf').filename).toBe(
      'consent_form_CN-001042_popia.pdf',
    );
  });

  it('keeps a name the server chose, and the default when there is no reference', () => {
    const named = { blob, filename: 'order_ORD-2026-0008.xlsx' };
    expect(namedByReference(named, 'order', 8, 'ORD-2026-0008', 'xlsx')).toBe(named);
    const other = { blob, filename: 'consultant_order_210.pdf' };
    expect(namedByReference(other, 'consultant_order', 21, 'CO-2026-000021', 'pdf')).toBe(other);
    const plain = { blob, filename: 'combined_order_3.pdf' };
    expect(namedByReference(plain, 'combined_order', 3, null, 'pdf')).toBe(plain);
  });

  it('makes a reference safe as a file name', () => {
    const file = { blob, filename: 'order_8.xlsx' };
    expect(namedByReference(file, 'order', 8, 'A/B: C', 'xlsx').filename).toBe('order_A_B_C.xlsx');
  });
});
