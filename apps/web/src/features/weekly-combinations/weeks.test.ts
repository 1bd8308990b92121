import { describe, expect, it } from 'vitest';
import { defaultWeek, mondayOf, todayInSouthAfrica, weeksOfPeriod } from './weeks.ts';

describe('weeks', () => {
  it('finds the Monday of any day, Sundays included', () => {
    expect(mondayOf('2026-11-16')).toBe('2026-11-16');
    expect(mondayOf('2026-11-22')).toBe('2026-11-16');
    expect(mondayOf('2026-11-01')).toBe('2026-10-26');
  });

  it('lists every week overlapping a period, oldest first', () => {
    const weeks = weeksOfPeriod('2026-11-01', '2026-11-30');
    expect(weeks.map((week) => week.start)).toEqual([
      '2026-10-26',
      '2026-11-02',
      '2026-11-09',
      '2026-11-16',
      '2026-11-23',
      '2026-11-30',
    ]);
    expect(weeks[0]?.end).toBe('2026-11-01');
  });

  it('offers the current week when the period holds it, else the last week', () => {
    const weeks = weeksOfPeriod('2026-11-01', '2026-11-30');
    expect(defaultWeek(weeks, '2026-11-19')?.start).toBe('2026-11-16');
    expect(defaultWeek(weeks, '2027-01-10')?.start).toBe('2026-11-30');
    expect(defaultWeek([], '2026-11-19')).toBeUndefined();
  });

  it('takes today in South African time', () => {
    expect(todayInSouthAfrica(new Date('2026-11-22T23:30:00Z'))).toBe('2026-11-23');
  });
});
