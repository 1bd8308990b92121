import { writeSelectedPeriodId } from '@back-office/hooks/periods';
import { STORAGE_KEYS, writeTheme } from '@back-office/hooks/storage';
import { afterEach, describe, expect, it } from 'vitest';
import { VIEW_COOKIE } from './view.ts';
import { parseView } from './view-schema.ts';
import { viewStorage } from './view-storage.ts';

/** The view the cookie carries now. */
const cookieView = () => {
  const value = document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${VIEW_COOKIE}=`))
    ?.slice(VIEW_COOKIE.length + 1);
  return parseView(value === undefined ? undefined : decodeURIComponent(value));
};

describe('viewStorage', () => {
  afterEach(() => {
    localStorage.clear();
    // biome-ignore lint/suspicious/noDocumentCookie: clearing the one cookie under test.
    document.cookie = `${VIEW_COOKIE}=; Max-Age=0; Path=/`;
  });

  it('stores as local storage does, and sends a stored theme or period with the next page at once', () => {
    writeTheme(viewStorage, 'dark-executive');
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBe('"dark-executive"');
    expect(cookieView()?.stored[STORAGE_KEYS.theme]).toBe('"dark-executive"');
    writeSelectedPeriodId(viewStorage, 7);
    expect(cookieView()?.stored[STORAGE_KEYS.selectedPeriod]).toBe('7');
    viewStorage.removeItem(STORAGE_KEYS.selectedPeriod);
    expect(cookieView()?.stored[STORAGE_KEYS.selectedPeriod]).toBeNull();
  });

  it('leaves the cookie alone for values no first render reads', () => {
    viewStorage.setItem('back-office:auth-tokens', '{}');
    expect(viewStorage.getItem('back-office:auth-tokens')).toBe('{}');
    expect(cookieView()).toBeUndefined();
  });
});
