import type { HydrationState } from './hydration-state.ts';
import { HYDRATION_STATE_ID, STORED_KEYS, type View } from './view.ts';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A plain check rather than the server's zod schema (`view-schema.ts`): the state is the
 * server's own output for this page, written from a view it validated, and zod would be fetched
 * and run on every server-rendered page for this alone (23 KB gzip, as for the lists' search
 * parsers in `list-search.ts`).
 */
function isView(value: unknown): value is View {
  if (!isRecord(value) || !isRecord(value.stored)) return false;
  const { stored } = value;
  return (
    typeof value.dark === 'boolean' &&
    typeof value.small === 'boolean' &&
    typeof value.timeZone === 'string' &&
    STORED_KEYS.every((key) => stored[key] === null || typeof stored[key] === 'string')
  );
}

// The user is the API's own answer (`/auth/me` with `/auth/permissions`), checked by the API's
// contract; here only its shape as a JSON object is required.
function isHydrationState(value: unknown): value is HydrationState {
  return (
    isRecord(value) &&
    isView(value.view) &&
    isRecord(value.user) &&
    typeof value.user.id === 'number'
  );
}

/**
 * The hydration state a server-rendered page carries (and removes it from the page), or
 * `undefined` for a page the server did not render or whose state is unreadable.
 */
export function readHydrationState(): HydrationState | undefined {
  const element = document.getElementById(HYDRATION_STATE_ID);
  if (!element?.textContent) return undefined;
  element.remove();
  try {
    const state: unknown = JSON.parse(element.textContent);
    return isHydrationState(state) ? state : undefined;
  } catch {
    return undefined;
  }
}
