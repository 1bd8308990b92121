import type { HydrationState } from './hydration-state.ts';
import type { PageQueries } from './page-queries.ts';
import { HYDRATION_STATE_ID } from './view.ts';
import { readView } from './view-schema.ts';

/**
 * The state in `value`, or `undefined` when it is not one. The view is checked as the server
 * checked the cookie (`readView`); the user is the API's own answer (`/auth/me` with
 * `/auth/permissions`), checked by the API's contract, so here only its shape as a JSON object
 * with an id is required; so are the queries, React Query's own shape of the API's answers.
 */
function readState(value: unknown): HydrationState | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  if (!('view' in value) || !('user' in value) || !('queries' in value)) return undefined;
  const view = readView(value.view);
  const { user, queries } = value;
  if (view === undefined || typeof user !== 'object' || !isPageQueries(queries)) return undefined;
  // Signed out: the sign-in page (decision 077).
  if (user === null) return { view, user, queries };
  if (!('id' in user) || typeof user.id !== 'number') return undefined;
  return { view, user: user as HydrationState['user'], queries };
}

/** React Query's dehydrated queries, as the server's `pageQueries` writes them. */
function isPageQueries(value: unknown): value is PageQueries {
  if (typeof value !== 'object' || value === null || !('queries' in value)) return false;
  const { queries } = value;
  return (
    Array.isArray(queries) &&
    queries.every(
      (query: unknown) =>
        typeof query === 'object' &&
        query !== null &&
        'queryHash' in query &&
        typeof query.queryHash === 'string' &&
        'queryKey' in query &&
        Array.isArray(query.queryKey) &&
        'state' in query &&
        typeof query.state === 'object' &&
        query.state !== null,
    )
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
    return readState(JSON.parse(element.textContent));
  } catch {
    return undefined;
  }
}
