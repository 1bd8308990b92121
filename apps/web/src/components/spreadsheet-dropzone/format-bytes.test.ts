import { describe, expect, it } from 'vitest';
import { formatBytes } from './format-bytes.ts';

describe('formatBytes', () => {
  it.each([
    [0, '0 B'],
    [1023, '1023 B'],
    [48213, '47,1 KB'],
    [20 * 1024 * 1024, '20 MB'],
    [null, '—'],
  ])('formats %s as %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
});
