import { type KeyValueStorage, readJson, STORAGE_KEYS } from './keys.ts';

/**
 * Whether this browser may hold a session, so that validating it is worth three requests. A
 * sign-in writes the user (every version of the app did) and, since cookie mode keeps the
 * access token's expiry, the auth key; either one counts, so a session that predates the stored
 * expiry is still recognised. Without storage there is no way to tell, so it counts as a hint.
 * Neither key: a visitor who never signed in here (or signed out), and no call can succeed.
 *
 * @example
 * if (!hasSessionHint(localStorage)) showSignIn();
 */
export function hasSessionHint(storage: KeyValueStorage | null): boolean {
  if (storage === null) return true;
  return (
    readJson(storage, STORAGE_KEYS.user) !== null ||
    readJson(storage, STORAGE_KEYS.authTokens) !== null
  );
}
