import { describe, expect, it } from 'vitest';
import { maskIdNumber } from './mask-id-number.ts';

describe('maskIdNumber', () => {
  it('hides all but the last four digits of a 13-digit ID number', () => {
    expect(maskIdNumber('8001015009087')).toBe('*********9087');
    expect(maskIdNumber(' 8001015009087 ')).toBe('*********9087');
  });

  it('hides a value too short to keep four digits whole, and leaves blanks blank', () => {
    expect(maskIdNumber('1234')).toBe('****');
    expect(maskIdNumber('')).toBe('');
    expect(maskIdNumber(null)).toBe('');
  });
});
