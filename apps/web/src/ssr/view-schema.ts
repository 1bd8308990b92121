import { STORAGE_KEYS } from '@back-office/hooks/storage';
import { z } from 'zod';

const stored = z.string().max(1000).nullable();

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * What a page's first render depends on besides the API's answers: what the browser keeps in
 * local storage, its colour scheme, whether it is phone-sized, and its time zone. The browser
 * sends it as a cookie (`VIEW_COOKIE`) so the server can render a page as the browser's first
 * render will; the browser hydrates that page only when its own view is still the same
 * (decision 034).
 */
export const viewSchema = z.object({
  stored: z.object({
    [STORAGE_KEYS.theme]: stored,
    [STORAGE_KEYS.sidebar]: stored,
    [STORAGE_KEYS.selectedPeriod]: stored,
  }),
  dark: z.boolean(),
  small: z.boolean(),
  timeZone: z.string().max(100).refine(isTimeZone, 'Not a time zone'),
});

export type View = z.infer<typeof viewSchema>;

/**
 * The view in a view cookie's value once URI-decoded (as servers' cookie parsers give it), or
 * `undefined` when it is missing or not a view.
 */
export function parseView(json: string | undefined): View | undefined {
  if (json === undefined || json.length > 4000) return undefined;
  try {
    const parsed = viewSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
