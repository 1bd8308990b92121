import { browserStorage, type KeyValueStorage, STORAGE_KEYS } from '@back-office/hooks/storage';
import { STORED_KEYS, type View } from './view-schema.ts';

/** The viewport query of the phone layout (the shell, the period selector, the filter bar). */
export const SMALL_SCREEN = '(max-width: 48em)';
const DARK_SCHEME = '(prefers-color-scheme: dark)';

export { STORED_KEYS, type View } from './view-schema.ts';

export const VIEW_COOKIE = 'back-office-view';

/** The id of the `<script type="application/json">` of a server-rendered page's state. */
export const HYDRATION_STATE_ID = 'hydration-state';

const media = (query: string) =>
  typeof matchMedia === 'function' ? matchMedia(query).matches : false;

/**
 * The browser's time zone: Temporal's where the browser has it, else Intl's. A page's first
 * `Intl.DateTimeFormat` costs 30–54 ms on a 2-core machine (0.1 ms for Temporal), and on /login,
 * which formats no date, it was this one (decision 076).
 */
function browserTimeZone(): string {
  const temporal = (globalThis as { Temporal?: { Now?: { timeZoneId?: () => string } } }).Temporal;
  return temporal?.Now?.timeZoneId?.() ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** This browser's view now. */
export function browserView(storage: KeyValueStorage | null = browserStorage()): View {
  const read = (key: (typeof STORED_KEYS)[number]) => {
    try {
      return storage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };
  return {
    stored: {
      [STORAGE_KEYS.theme]: read(STORAGE_KEYS.theme),
      [STORAGE_KEYS.sidebar]: read(STORAGE_KEYS.sidebar),
      [STORAGE_KEYS.selectedPeriod]: read(STORAGE_KEYS.selectedPeriod),
    },
    dark: media(DARK_SCHEME),
    small: media(SMALL_SCREEN),
    timeZone: browserTimeZone(),
  };
}

/** Whether two views would draw the same first render. */
export function sameView(a: View, b: View): boolean {
  return (
    a.dark === b.dark &&
    a.small === b.small &&
    a.timeZone === b.timeZone &&
    STORED_KEYS.every((key) => a.stored[key] === b.stored[key])
  );
}

/** The view cookie's value: JSON, URI-encoded (cookie values allow no commas or quotes). */
export function encodeView(view: View): string {
  return encodeURIComponent(JSON.stringify(view));
}

/** Sends this browser's view with its next page requests (a year; the app rewrites it). */
export function writeViewCookie(view?: View): void {
  if (typeof document === 'undefined') return;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie; the Cookie Store API is not in every supported browser.
  document.cookie = `${VIEW_COOKIE}=${encodeView(view ?? browserView())}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}

/**
 * Keeps the view cookie current from now on: when the colour scheme or the window's size class
 * changes, and when the page hides (a time zone change). `viewStorage` follows the stored values.
 */
export function followView(): void {
  writeViewCookie();
  if (typeof matchMedia === 'function') {
    for (const query of [DARK_SCHEME, SMALL_SCREEN]) {
      matchMedia(query).addEventListener('change', () => writeViewCookie());
    }
  }
  addEventListener('pagehide', () => writeViewCookie());
}
