import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { STATUS_COLORS } from './status-colors.ts';

/** A Mantine colour (`red.9`) or a hex colour as `[r, g, b]` 0–255. */
function rgb(color: string): [number, number, number] {
  const shade = /^([a-z]+)\.(\d)$/.exec(color);
  const hex = shade
    ? DEFAULT_THEME.colors[shade[1] as keyof typeof DEFAULT_THEME.colors]?.[Number(shade[2])]
    : color;
  if (!hex || !/^#[0-9a-f]{6}$/i.test(hex)) throw new Error(`not a colour: ${color}`);
  return [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

/** WCAG 2 relative luminance. */
function luminance([r, g, b]: [number, number, number]): number {
  const channel = (v: number) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG 2 contrast ratio of two colours. */
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(rgb(a)), luminance(rgb(b))].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

describe('status colours', () => {
  it.each(Object.entries(STATUS_COLORS))(
    'white badge text on %s (%s) is at least 4.5:1',
    (_, color) => {
      expect(contrast('#ffffff', color)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('gives the same meaning the same colour', () => {
    expect(STATUS_COLORS.completed).toBe(STATUS_COLORS.paid);
    expect(STATUS_COLORS.draft).toBe(STATUS_COLORS.pending);
    expect(STATUS_COLORS.cancelled).toBe(STATUS_COLORS.void);
  });
});

describe('danger text (--bo-danger-text)', () => {
  // Light pages and cards are white or Warm Neutral's #fbf8f3; Dark Executive's body is dark.7
  // and its cards dark.6 (#2e2e2e), where red.9 was 2.5:1.
  it.each([
    ['red.9', '#ffffff'],
    ['red.9', '#fbf8f3'],
    ['red.4', DEFAULT_THEME.colors.dark[7]],
    ['red.4', DEFAULT_THEME.colors.dark[6]],
  ])('%s on %s is at least 4.5:1', (text, background) => {
    expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5);
  });

  it('red.9 on the dark card fails, so the dark theme must not use it', () => {
    expect(contrast('red.9', DEFAULT_THEME.colors.dark[6])).toBeLessThan(4.5);
  });
});
