import { describe, expect, it } from 'vitest';
import { cellText, parseCount, parseRandToCents } from './cell-parsers.ts';

describe('cellText', () => {
  it('writes numbers without float noise, to 15 significant digits', () => {
    expect(cellText(130.5)).toBe('130.5');
    expect(cellText(1042)).toBe('1042');
    expect(cellText(0.1 + 0.2)).toBe('0.3');
    expect(cellText(123456789.12345679)).toBe('123456789.123457');
    expect(cellText(-0.000001)).toBe('-0.000001');
    expect(cellText(1e21)).toBe('1e+21');
  });
  it('trims text, no-break spaces included, and answers null for blank cells', () => {
    expect(cellText(' \u00a0Rooibos\u00a0Cream ')).toBe('Rooibos Cream');
    expect(cellText('\u00a0 ')).toBeNull();
    expect(cellText(null)).toBeNull();
    expect(cellText(true)).toBe('true');
  });
});

describe('number cells as prices and counts', () => {
  it('reads a number cell like its text', () => {
    expect(parseRandToCents(129.995)).toEqual({ ok: true, value: 13000 });
    expect(parseRandToCents(0.1 + 0.2)).toEqual({ ok: true, value: 30 });
    expect(parseRandToCents(-5)).toEqual({ ok: false, message: "'-5' must not be negative" });
    expect(parseRandToCents(1e21)).toEqual({ ok: false, message: "'1e+21' is not a valid amount" });
    expect(parseCount(12)).toEqual({ ok: true, value: 12 });
    expect(parseCount(1.5)).toEqual({ ok: false, message: "'1.5' is not a whole number" });
  });
});
