import { STORAGE_KEYS } from '@back-office/hooks/storage';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserView, sameView, type View } from './view.ts';
import { parseView } from './view-schema.ts';

const VIEW: View = {
  stored: {
    [STORAGE_KEYS.theme]: '"dark-executive"',
    [STORAGE_KEYS.sidebar]: '{"collapsed":true,"expandedGroups":[]}',
    [STORAGE_KEYS.selectedPeriod]: '2',
  },
  dark: true,
  small: false,
  timeZone: 'Africa/Johannesburg',
};

describe('browserView', () => {
  it('reads the stored values the first render reads, as text', () => {
    const values = new Map<string, string>([[STORAGE_KEYS.theme, '"minimal"']]);
    const view = browserView({
      getItem: (key) => values.get(key) ?? null,
      setItem: () => {},
      removeItem: () => {},
    });
    expect(view.stored).toEqual({
      [STORAGE_KEYS.theme]: '"minimal"',
      [STORAGE_KEYS.sidebar]: null,
      [STORAGE_KEYS.selectedPeriod]: null,
    });
    expect(view.timeZone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  describe('its time zone', () => {
    afterEach(() => {
      vi.unstubAllGlobals();
    });

    it("is Temporal's where the browser has it (Intl's first formatter costs 30–54 ms)", () => {
      vi.stubGlobal('Temporal', { Now: { timeZoneId: () => 'Pacific/Auckland' } });
      const intl = vi.spyOn(Intl, 'DateTimeFormat');
      expect(browserView(null).timeZone).toBe('Pacific/Auckland');
      expect(intl).not.toHaveBeenCalled();
      intl.mockRestore();
    });

    it("is Intl's where the browser has no Temporal", () => {
      vi.stubGlobal('Temporal', undefined);
      expect(browserView(null).timeZone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    });
  });
});

describe('parseView', () => {
  it('reads back what the cookie carries', () => {
    expect(parseView(JSON.stringify(VIEW))).toEqual(VIEW);
  });

  it('keeps only the fields of a view (nothing else travels into the page it draws)', () => {
    const padded = { ...VIEW, extra: '</script>', stored: { ...VIEW.stored, other: 'x' } };
    expect(parseView(JSON.stringify(padded))).toEqual(VIEW);
  });

  it.each([
    ['nothing', undefined],
    ['not JSON', '{'],
    ['another shape', JSON.stringify({ ...VIEW, dark: 'yes' })],
    ['an unknown time zone', JSON.stringify({ ...VIEW, timeZone: 'Mars/Olympus' })],
    [
      'an overlong stored value',
      JSON.stringify({
        ...VIEW,
        stored: { ...VIEW.stored, [STORAGE_KEYS.theme]: 'x'.repeat(1001) },
      }),
    ],
    ['an overlong cookie', 'x'.repeat(4001)],
  ])('refuses %s', (_, text) => {
    expect(parseView(text)).toBeUndefined();
  });
});

describe('sameView', () => {
  it('holds for the same inputs and fails when any of them differs', () => {
    expect(sameView(VIEW, { ...VIEW, stored: { ...VIEW.stored } })).toBe(true);
    expect(sameView(VIEW, { ...VIEW, small: true })).toBe(false);
    expect(sameView(VIEW, { ...VIEW, dark: false })).toBe(false);
    expect(sameView(VIEW, { ...VIEW, timeZone: 'UTC' })).toBe(false);
    expect(
      sameView(VIEW, { ...VIEW, stored: { ...VIEW.stored, [STORAGE_KEYS.selectedPeriod]: '3' } }),
    ).toBe(false);
  });
});
