import { STORAGE_KEYS } from '@back-office/hooks/storage';

/** The stored values a page's first render reads (local storage, as text). */
export const STORED_KEYS = [
  STORAGE_KEYS.theme,
  STORAGE_KEYS.sidebar,
  STORAGE_KEYS.selectedPeriod,
] as const;

/**
 * What a page's first render depends on besides the API's answers: what the browser keeps in
 * local storage, its colour scheme, whether it is phone-sized, and its time zone. The browser
 * sends it as a cookie (`VIEW_COOKIE`) so the server can render a page as the browser's first
 * render will; the browser hydrates that page only when its own view is still the same
 * (decision 034).
 */
export interface View {
  stored: { [Key in (typeof STORED_KEYS)[number]]: string | null };
  dark: boolean;
  small: boolean;
  timeZone: string;
}

const MAX_STORED_LENGTH = 1000;
const MAX_TIME_ZONE_LENGTH = 100;
const MAX_COOKIE_LENGTH = 4000;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** A stored value: text up to its limit or null; `undefined` when it is neither. */
function storedText(value: unknown): string | null | undefined {
  if (value === null) return null;
  return typeof value === 'string' && value.length <= MAX_STORED_LENGTH ? value : undefined;
}

/**
 * The view in `value`, with its own fields only, or `undefined` when it is not one. Written by
 * hand rather than with zod: the browser reads its page's state with it too, and zod would be
 * fetched and run on every server-rendered page for this alone (23 KB gzip; decision 071, as
 * the lists' search parsers in `list-search.ts`).
 */
export function readView(value: unknown): View | undefined {
  if (!isRecord(value) || !isRecord(value.stored)) return undefined;
  const { dark, small, timeZone } = value;
  const theme = storedText(value.stored[STORAGE_KEYS.theme]);
  const sidebar = storedText(value.stored[STORAGE_KEYS.sidebar]);
  const selectedPeriod = storedText(value.stored[STORAGE_KEYS.selectedPeriod]);
  if (theme === undefined || sidebar === undefined || selectedPeriod === undefined)
    return undefined;
  if (typeof dark !== 'boolean' || typeof small !== 'boolean') return undefined;
  if (typeof timeZone !== 'string' || timeZone.length > MAX_TIME_ZONE_LENGTH) return undefined;
  if (!isTimeZone(timeZone)) return undefined;
  return {
    stored: {
      [STORAGE_KEYS.theme]: theme,
      [STORAGE_KEYS.sidebar]: sidebar,
      [STORAGE_KEYS.selectedPeriod]: selectedPeriod,
    },
    dark,
    small,
    timeZone,
  };
}

/**
 * The view in a view cookie's value once URI-decoded (as servers' cookie parsers give it), or
 * `undefined` when it is missing or not a view.
 */
export function parseView(json: string | undefined): View | undefined {
  if (json === undefined || json.length > MAX_COOKIE_LENGTH) return undefined;
  try {
    return readView(JSON.parse(json));
  } catch {
    return undefined;
  }
}
