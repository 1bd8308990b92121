import { type KeyValueStorage, removeKey, STORAGE_KEYS, writeJson } from './keys.ts';

const TOKEN_FIELD = /token/i;

/** A copy of `user` without any field whose name mentions a token. */
function withoutTokens<U extends object>(user: U): U {
  return Object.fromEntries(Object.entries(user).filter(([key]) => !TOKEN_FIELD.test(key))) as U;
}

/**
 * Remembers the signed-in user, so every tab (and the next visit, before validation) knows who
 * it was. Token-like fields are dropped: a token is never written with the user.
 */
export function writeStoredUser(storage: KeyValueStorage | null, user: object): void {
  writeJson(storage, STORAGE_KEYS.user, withoutTokens(user));
}

/** Forgets the stored user (logout, expired session). */
export function clearStoredUser(storage: KeyValueStorage | null): void {
  removeKey(storage, STORAGE_KEYS.user);
}
