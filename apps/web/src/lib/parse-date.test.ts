import { describe, expect, it } from 'vitest';
import { parseDateInput } from './parse-date.ts';

describe('parseDateInput (en-ZA)', () => {
  it.each([
    ['01 Nov 2026', '2026-11-01'],
    ['1 Nov 2026', '2026-11-01'],
    ['1 November 2026', '2026-11-01'],
    ['2026/11/01', '2026-11-01'],
    ['01/11/2026', '2026-11-01'],
    ['2026-11-01', '2026-11-01'],
    ['  29 Feb 2028 ', '2028-02-29'],
  ])('reads %s as %s', (text, day) => {
    expect(parseDateInput(text)).toBe(day);
  });

  it.each(['', '2026-1', '31 Feb 2026', '11/31/2026', 'tomorrow', '2026/13/01'])(
    'refuses %j',
    (text) => {
      expect(parseDateInput(text)).toBeNull();
    },
  );
});
