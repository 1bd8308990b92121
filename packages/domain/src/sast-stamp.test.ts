import { describe, expect, it } from 'vitest';
import { inSast, sastMoment, sastStamp } from './sast-stamp.ts';

describe('sastStamp', () => {
  it('writes a UTC moment two hours later, as South African time', () => {
    expect(sastStamp('2026-11-28T13:04:59Z')).toBe('2026-11-28 15:04');
    expect(sastStamp(new Date('2026-11-18T10:12:00Z'))).toBe('2026-11-18 12:12');
  });

  it('moves past midnight onto the next South African day', () => {
    expect(sastStamp('2026-11-22T22:30:00Z')).toBe('2026-11-23 00:30');
    expect(sastStamp('2026-12-31T23:00:00Z')).toBe('2027-01-01 01:00');
  });
});

describe('sastMoment and inSast', () => {
  it('label the zone', () => {
    expect(sastMoment('2026-11-28T13:04:00Z')).toBe('2026-11-28 15:04 SAST');
    expect(inSast('Submitted')).toBe('Submitted (SAST)');
  });
});
