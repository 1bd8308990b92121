/**
 * Whether a page of the signed-in area was on screen when the current navigation started: false
 * on a full load and on sign-in (decision 053). The router sets it before each navigation loads
 * (`router.tsx`); a loader that would hold the page back for its data reads it, so that with
 * nothing of the page on screen it lets the page draw its own skeleton at once instead.
 */
let onScreen = false;

/** A page of the signed-in area was on screen as the navigation started. */
export const signedInPageOnScreen = (): boolean => onScreen;

/** Set by the router before each navigation loads. */
export function setSignedInPageOnScreen(value: boolean): void {
  onScreen = value;
}

/** Whether these matches (the router's state) show a page of the signed-in area. */
export const showsSignedInPage = (
  matches: readonly { readonly routeId: string; readonly status: string }[],
): boolean => matches.some((match) => match.routeId === '/_app' && match.status === 'success');
