import { describe, expect, it } from 'vitest';
import type { PeriodLike, PeriodStatus } from './period-types.ts';
import { selectInitialPeriod } from './select-initial-period.ts';

const period = (id: number, start_date: string, status: PeriodStatus = 'closed'): PeriodLike => ({
  id,
  name: `P${id}`,
  status,
  start_date,
});

const september = period(1, '2026-09-01');
const october = period(2, '2026-10-01', 'active');
const november = period(3, '2026-11-01', 'draft');
const archived = period(4, '2026-12-01', 'archived');
const listed = [september, october, november, archived];

describe('selectInitialPeriod', () => {
  it.each([
    { name: 'stored selection still listed wins', storedId: 1, active: october, expected: 1 },
    {
      name: 'stored selection no longer listed → server active',
      storedId: 99,
      active: october,
      expected: 2,
    },
    {
      name: 'stored selection archived → server active',
      storedId: 4,
      active: october,
      expected: 2,
    },
    { name: 'no stored selection → server active', storedId: null, active: october, expected: 2 },
    {
      name: 'no server active → active in the list',
      storedId: null,
      active: undefined,
      expected: 2,
    },
    {
      name: 'server active archived is never chosen',
      storedId: null,
      active: archived,
      expected: 2,
    },
  ])('$name', ({ storedId, active, expected }) => {
    expect(selectInitialPeriod({ periods: listed, storedId, active })?.id).toBe(expected);
  });

  it('falls back to the newest non-archived period when nothing is active', () => {
    expect(
      selectInitialPeriod({ periods: [september, november, archived], active: null })?.id,
    ).toBe(3);
  });

  it('uses the server active period even when the list does not hold it', () => {
    const active = period(7, '2027-01-01', 'active');
    expect(selectInitialPeriod({ periods: [september], active })?.id).toBe(7);
  });

  it('chooses nothing when only archived periods exist', () => {
    expect(selectInitialPeriod({ periods: [archived], storedId: 4 })).toBeNull();
  });
});
