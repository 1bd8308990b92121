import { describe, expect, it } from 'vitest';
import { WEEKLY_COMBINATION_SET_SHORT, weeklyCombinationSet } from './weekly-combination-set.ts';

describe('weeklyCombinationSet', () => {
  it('names the period, the days and what is left out', () => {
    const text = weeklyCombinationSet({
      periodName: 'November 2026',
      weekStart: '2026-11-16',
      weekEnd: '2026-11-22',
    });
    expect(text).toContain('November 2026 submitted from 2026-11-16 to 2026-11-22');
    expect(text).toContain('not combined, not invoiced and not cancelled');
    expect(WEEKLY_COMBINATION_SET_SHORT).toContain('not combined, invoiced or cancelled');
  });
});
