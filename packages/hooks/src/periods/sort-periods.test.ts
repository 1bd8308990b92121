import { describe, expect, it } from 'vitest';
import type { PeriodLike, PeriodStatus } from './period-types.ts';
import { newestSelectablePeriod, sortPeriods } from './sort-periods.ts';

const period = (id: number, start_date: string, status: PeriodStatus = 'closed'): PeriodLike => ({
  id,
  name: `P${id}`,
  status,
  start_date,
});

describe('sortPeriods', () => {
  it.each([
    { name: 'empty list', input: [], expected: [] },
    {
      name: 'active first, then newest first',
      input: [
        period(1, '2026-09-01'),
        period(2, '2026-10-01', 'active'),
        period(3, '2026-11-01', 'draft'),
      ],
      expected: [2, 3, 1],
    },
    {
      name: 'archived periods are never listed',
      input: [period(1, '2026-09-01', 'archived'), period(2, '2026-08-01')],
      expected: [2],
    },
    {
      name: 'same start date: higher id first',
      input: [period(4, '2026-09-01'), period(9, '2026-09-01')],
      expected: [9, 4],
    },
  ])('$name', ({ input, expected }) => {
    expect(sortPeriods(input).map((p) => p.id)).toEqual(expected);
  });

  it('does not mutate its input', () => {
    const input = [period(1, '2026-01-01'), period(2, '2026-02-01')];
    sortPeriods(input);
    expect(input.map((p) => p.id)).toEqual([1, 2]);
  });

  it('finds the newest selectable period, ignoring status and archived ones', () => {
    expect(
      newestSelectablePeriod([
        period(1, '2026-01-01', 'active'),
        period(2, '2026-12-01', 'archived'),
        period(3, '2026-02-01'),
      ])?.id,
    ).toBe(3);
    expect(newestSelectablePeriod([period(2, '2026-12-01', 'archived')])).toBeNull();
  });
});
