import { describe, expect, it } from 'vitest';
import { vatColumns } from './common-columns.ts';
import { exportCell } from './export-columns.ts';

describe('exportCell', () => {
  it('writes a moment in South African time, two hours after UTC, for a "(SAST)" column', () => {
    const column = {
      header: 'Created (SAST)',
      value: (r: { at: string }) => r.at,
      kind: 'moment' as const,
    };
    expect(exportCell(column, { at: '2026-11-28T13:04:00Z' })).toBe('2026-11-28 15:04');
    expect(exportCell(column, { at: '2026-11-28T22:30:00Z' })).toBe('2026-11-29 00:30');
  });
});

describe('vatColumns', () => {
  it('heads the three figures as the screens do, in rand, adding up', () => {
    const columns = vatColumns<{ subtotal_cents: number }>();
    expect(columns.map((c) => c.header)).toEqual([
      'Subtotal (excl. VAT) (R)',
      'VAT (15%) (R)',
      'Total (incl. VAT) (R)',
    ]);
    const [subtotal, vat, total] = columns.map((c) =>
      Number(exportCell(c, { subtotal_cents: 10 })),
    );
    // VAT once on the subtotal: 1.5 cents rounds half up to 2.
    expect([subtotal, vat, total]).toEqual([0.1, 0.02, 0.12]);
  });

  it('reads stored figures when given them', () => {
    const columns = vatColumns<{ subtotal_cents: number; vat_cents: number; total_cents: number }>(
      (r) => r,
    );
    const row = { subtotal_cents: 1000, vat_cents: 150, total_cents: 1150 };
    expect(columns.map((c) => exportCell(c, row))).toEqual([10, 1.5, 11.5]);
  });
});
