import { describe, expect, it } from 'vitest';
import { centsToInput, parseRand } from './money.ts';

describe('parseRand', () => {
  it.each([
    ['1234.56', 123456],
    ['1 234,56', 123456],
    ['R 1 234.5', 123450],
    ['r12', 1200],
    ['0,05', 5],
    ['  80 ', 8000],
  ])('reads %s as %i cents', (text, cents) => {
    expect(parseRand(text)).toBe(cents);
  });

  it.each(['', 'abc', '12.345', '-5', '1,2,3', '1e3'])('refuses %s', (text) => {
    expect(parseRand(text)).toBeNull();
  });

  it('writes cents back as an editable amount', () => {
    expect(centsToInput(123456)).toBe('1234.56');
    expect(centsToInput(5)).toBe('0.05');
    expect(parseRand(centsToInput(40135))).toBe(40135);
  });
});
