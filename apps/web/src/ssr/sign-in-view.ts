import { STORAGE_KEYS } from '@back-office/hooks/storage';
import type { View } from './view-schema.ts';

/** The one page drawn for a visitor without a session (decision 077). */
export const SIGNED_OUT_PAGE = '/login';

/**
 * What the sign-in page's first render depends on: the stored theme and the colour scheme. It
 * draws no date, no period and no phone layout, so the time zone, the other stored values and
 * the window's size do not change it (`render-page.test.tsx` holds that).
 */
export function drawsSignInAlike(a: View, b: View): boolean {
  return a.dark === b.dark && a.stored[STORAGE_KEYS.theme] === b.stored[STORAGE_KEYS.theme];
}

/**
 * A first visit's view, for its sign-in page (decision 078): nothing stored yet, and the colour
 * scheme its browser's client hint tells. The window and the time zone are stand-ins: the page
 * does not depend on them (`drawsSignInAlike`).
 */
export function firstVisitView(colorScheme: 'light' | 'dark'): View {
  return {
    stored: {
      [STORAGE_KEYS.theme]: null,
      [STORAGE_KEYS.sidebar]: null,
      [STORAGE_KEYS.selectedPeriod]: null,
    },
    dark: colorScheme === 'dark',
    small: false,
    timeZone: 'UTC',
  };
}
