/**
 * Whether a page of the signed-in area was on screen when the current navigation started: false
 * on a full load and on sign-in (decision 053). The router sets it before each navigation loads
 * (`router.tsx`); a loader that would hold the page back for its data reads it, so that with
 * nothing of the page on screen it lets the page draw its own skeleton at once instead.
 */
let onScreen = false;
/** First renders in progress that must hold their data (a server render and its hydration). */
let firstRenders = 0;

/**
 * Whether a loader should await its page's data: a page of the signed-in area was on screen as
 * the navigation started, or this is a server render or its hydration, which must draw the same
 * first frame (decision 034).
 */
export const loaderAwaitsData = (): boolean => onScreen || firstRenders > 0;

/** Runs a first render's load (`loadFirstRender`), with loaders awaiting their data. */
export async function holdingData<T>(load: () => Promise<T>): Promise<T> {
  firstRenders += 1;
  try {
    return await load();
  } finally {
    firstRenders -= 1;
  }
}

/** Whether a page of the signed-in area was on screen as the current navigation started. */
export const signedInPageOnScreen = (): boolean => onScreen;

/** Set by the router before each navigation loads. */
export function setSignedInPageOnScreen(value: boolean): void {
  onScreen = value;
}

/** Whether these matches (the router's state) show a page of the signed-in area. */
export const showsSignedInPage = (
  matches: readonly { readonly routeId: string; readonly status: string }[],
): boolean => matches.some((match) => match.routeId === '/_app' && match.status === 'success');
