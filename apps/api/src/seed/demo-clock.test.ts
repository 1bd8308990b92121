import { describe, expect, it } from 'vitest';
import { demoClock } from './demo-clock.ts';

const iso = (d: Date) => d.toISOString();

describe('the demo clock', () => {
  it('reads the South African day and week, whatever UTC says', () => {
    // Monday 7 December 2026, 00:30 SAST, is still Sunday in UTC.
    const clock = demoClock(new Date('2026-12-06T22:30:00Z'));
    expect(clock.today).toBe('2026-12-07');
    expect(clock.thisMonday).toBe('2026-12-07');
    expect(clock.daysSinceMonday).toBe(0);
    expect(demoClock(new Date('2026-12-06T21:30:00Z')).daysSinceMonday).toBe(6);
  });

  it('places past days at their time of day in SAST', () => {
    const clock = demoClock(new Date('2026-12-15T10:00:00Z'));
    expect(iso(clock.at(1, 9, 30))).toBe('2026-12-14T07:30:00.000Z');
    expect(iso(clock.at(3, 8, 85))).toBe('2026-12-12T07:25:00.000Z');
    expect(clock.daysAgoOf(new Date('2026-12-11T22:30:00Z'))).toBe(3);
  });

  it('keeps today as planned once the planned day is over', () => {
    const clock = demoClock(new Date('2026-12-15T17:00:00Z'));
    expect(iso(clock.at(0, 9))).toBe('2026-12-15T07:00:00.000Z');
  });

  it('draws the rest of today into the time gone by, in order, never after now', () => {
    const now = new Date('2026-11-30T22:05:00Z'); // 00:05 SAST on the 1st
    const clock = demoClock(now);
    const moments = [6, 9, 12, 15, 17].map((hour) => clock.at(0, hour).getTime());
    expect([...moments].sort((a, b) => a - b)).toEqual(moments);
    expect(new Set(moments).size).toBe(moments.length);
    for (const m of moments) {
      expect(m).toBeGreaterThanOrEqual(Date.parse('2026-11-30T22:00:00Z'));
      expect(m).toBeLessThanOrEqual(now.getTime());
    }
    expect(clock.after(now, 10).getTime()).toBe(now.getTime());
  });

  it('holds at the very first instant of a day', () => {
    const now = new Date('2027-02-28T22:00:00Z');
    expect(demoClock(now).at(0, 15).getTime()).toBe(now.getTime());
  });
});
