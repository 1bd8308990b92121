import { describe, expect, it } from 'vitest';
import {
  formatCount,
  formatDate,
  formatDateTime,
  formatMoney,
  formatMoneyInput,
  parseMoneyInput,
} from './format.ts';

// en-ZA separates groups with a (narrow) no-break space; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('format', () => {
  it('shows calendar days in en-ZA without shifting them by a time zone', () => {
    expect(formatDate('2026-11-01')).toBe('01 Nov 2026');
    expect(formatDate('2026-01-31')).toBe('31 Jan 2026');
  });

  it('shows moments with date and 24-hour time in the given zone', () => {
    expect(formatDateTime('2026-11-01T08:30:00Z', { timeZone: 'Africa/Johannesburg' })).toBe(
      '01 Nov 2026, 10:30',
    );
  });

  it('keeps each time zone apart when formatting one moment after another', () => {
    const moment = '2026-11-01T23:30:00Z';
    expect(formatDateTime(moment, { timeZone: 'Africa/Johannesburg' })).toBe('02 Nov 2026, 01:30');
    expect(formatDateTime(moment, { timeZone: 'UTC' })).toBe('01 Nov 2026, 23:30');
    expect(formatDateTime(moment, { timeZone: 'Africa/Johannesburg' })).toBe('02 Nov 2026, 01:30');
    expect(formatDate(moment)).not.toBe(formatDateTime(moment));
  });

  it('gives a count its noun in the right number', () => {
    expect(formatCount(1, 'order')).toBe('1 order');
    expect(formatCount(0, 'order')).toBe('0 orders');
    expect(plain(formatCount(1200, 'consultant order'))).toBe('1 200 consultant orders');
    expect(formatCount(2, 'entry', 'entries')).toBe('2 entries');
  });

  it('shows money as ZAR from integer cents', () => {
    expect(plain(formatMoney(123456))).toBe('R 1 234,56');
    expect(plain(formatMoney(5))).toBe('R 0,05');
    expect(plain(formatMoney(-2500))).toBe('-R 25,00');
  });

  it('shows a dash for missing values and leaves unreadable dates as they came', () => {
    expect(formatDate(null)).toBe('—');
    expect(formatMoney(undefined)).toBe('—');
    expect(formatDate('not a date')).toBe('not a date');
  });
});

describe('money inputs (decision 052)', () => {
  it('pre-fills cents in the en-ZA form shown beside the input', () => {
    expect(plain(formatMoneyInput(113160))).toBe('1 131,60');
    expect(plain(formatMoney(113160))).toBe(`R ${plain(formatMoneyInput(113160))}`);
    expect(formatMoneyInput(5)).toBe('0,05');
  });

  it.each([
    ['1 131,60', 113160],
    ['1\u00a0131,60', 113160],
    ['1\u202f131,60', 113160],
    ['1131.60', 113160],
    ['1131,6', 113160],
    ['R 1 131,60', 113160],
    ['r12', 1200],
    ['  80 ', 8000],
    ['0,05', 5],
    ['1 000 000', 100000000],
  ])('reads %j as %i cents', (text, cents) => {
    expect(parseMoneyInput(text)).toEqual({ ok: true, cents });
  });

  it('reads back every pre-fill it writes', () => {
    for (const cents of [0, 5, 99, 113160, 123456789]) {
      expect(parseMoneyInput(formatMoneyInput(cents))).toEqual({ ok: true, cents });
    }
  });

  it('refuses a lone comma or point before three digits as unclear', () => {
    for (const text of ['1,131', '12.345']) {
      const result = parseMoneyInput(text);
      expect(result.ok).toBe(false);
      expect(!result.ok && result.message).toContain('unclear');
    }
  });

  it.each(['', 'abc', '-5', '1,2,3', '1e3', '1,131.60', '11 31,60', '1 131,605'])(
    'refuses %j with a message',
    (text) => {
      const result = parseMoneyInput(text);
      expect(result.ok).toBe(false);
      expect(!result.ok && result.message.length).toBeGreaterThan(10);
    },
  );
});
