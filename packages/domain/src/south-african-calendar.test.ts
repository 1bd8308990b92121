import { describe, expect, it } from 'vitest';
import {
  addDays,
  defaultWeek,
  mondayOf,
  southAfricanDay,
  southAfricanDaySql,
  southAfricanDayStartSql,
  southAfricanWeek,
  southAfricanYear,
  weekOf,
  weeksOfPeriod,
} from './south-african-calendar.ts';

describe('the South African day', () => {
  it('turns at 22:00 UTC (midnight SAST, UTC+2 all year)', () => {
    expect(southAfricanDay(new Date('2026-06-14T21:59:59.999Z'))).toBe('2026-06-14');
    expect(southAfricanDay(new Date('2026-06-14T22:00:00.000Z'))).toBe('2026-06-15');
    expect(southAfricanDay(new Date('2026-01-14T22:00:00.000Z'))).toBe('2026-01-15');
  });

  it('turns the year at 22:00 UTC on 31 December', () => {
    expect(southAfricanYear(new Date('2026-12-31T21:59:00Z'))).toBe('2026');
    expect(southAfricanYear(new Date('2026-12-31T22:00:00Z'))).toBe('2027');
  });
});

describe('calendar days', () => {
  it('adds and subtracts days across month, year and leap-day edges', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-01-01', -35)).toBe('2026-11-27');
  });
});

describe('the South African day in SQL', () => {
  it('shifts a timestamptz column to UTC+2 before taking its date', () => {
    expect(southAfricanDaySql('co.submitted_at')).toBe(
      "((co.submitted_at AT TIME ZONE 'UTC') + interval '2 hours')::date",
    );
  });

  it('starts a day at midnight SAST, 22:00 UTC the day before (an index-friendly range)', () => {
    expect(southAfricanDayStartSql('?::date')).toBe(
      "((?::date - interval '2 hours') AT TIME ZONE 'UTC')",
    );
    expect(southAfricanDayStartSql('?::date + 1')).toBe(
      "((?::date + 1 - interval '2 hours') AT TIME ZONE 'UTC')",
    );
  });
});

describe('weeks', () => {
  it('finds the Monday of any day, Sundays included', () => {
    expect(mondayOf('2026-11-16')).toBe('2026-11-16');
    expect(mondayOf('2026-11-22')).toBe('2026-11-16');
    expect(mondayOf('2026-11-01')).toBe('2026-10-26');
  });

  it('spans Monday to Sunday across a month end', () => {
    expect(weekOf('2026-11-01')).toEqual({ start: '2026-10-26', end: '2026-11-01' });
  });

  it('takes the week of the South African day', () => {
    expect(southAfricanWeek(new Date('2026-11-22T21:59:00Z'))).toEqual({
      start: '2026-11-16',
      end: '2026-11-22',
    });
    expect(southAfricanWeek(new Date('2026-11-22T22:00:00Z'))).toEqual({
      start: '2026-11-23',
      end: '2026-11-29',
    });
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
    expect(weeks.at(-1)?.end).toBe('2026-12-06');
    expect(weeksOfPeriod('2026-11-16', '2026-11-16')).toEqual([weekOf('2026-11-16')]);
  });

  it('offers the current week when the period holds it, else the last week', () => {
    const weeks = weeksOfPeriod('2026-11-01', '2026-11-30');
    expect(defaultWeek(weeks, '2026-11-19')?.start).toBe('2026-11-16');
    expect(defaultWeek(weeks, '2027-01-10')?.start).toBe('2026-11-30');
    expect(defaultWeek([], '2026-11-19')).toBeUndefined();
  });
});
