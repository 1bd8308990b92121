import { type KeyValueStorage, readJson, removeKey, STORAGE_KEYS, writeJson } from './keys.ts';

/** The session state the api client keeps (its `AuthState`). */
export interface StoredAuthState {
  accessToken?: string;
  refreshToken?: string;
  /** Epoch milliseconds at which the access token expires. */
  expiresAt?: number;
}

/** The api client's token store port (`get`/`set`/`clear`). */
export interface PersistentTokenStore {
  get(): StoredAuthState | null;
  set(state: StoredAuthState): void;
  clear(): void;
}

/** The stored expiry, when the auth key holds a usable one. */
function readExpiry(storage: KeyValueStorage | null): number | undefined {
  const value = readJson(storage, STORAGE_KEYS.authTokens);
  const expiresAt =
    typeof value === 'object' && value !== null
      ? (value as { expiresAt?: unknown }).expiresAt
      : undefined;
  return typeof expiresAt === 'number' && Number.isFinite(expiresAt) ? expiresAt : undefined;
}

/**
 * A token store for the api client. In token mode (`bearer`) the tokens persist in local
 * storage. In cookie mode only the access token's expiry time is kept, under the same key, so
 * the "invalid within 5 minutes of expiry" rule (§9) still works after a reload; a token is
 * never written to local storage in cookie mode.
 *
 * @example
 * createApiClient({ baseUrl, auth: 'cookie', tokenStore: createTokenStore(localStorage, 'cookie') });
 */
export function createTokenStore(
  storage: KeyValueStorage | null,
  mode: 'cookie' | 'bearer',
): PersistentTokenStore {
  if (mode === 'cookie') {
    return {
      get: () => {
        const expiresAt = readExpiry(storage);
        return expiresAt === undefined ? null : { expiresAt };
      },
      set: (state) => {
        if (state.expiresAt === undefined) removeKey(storage, STORAGE_KEYS.authTokens);
        else writeJson(storage, STORAGE_KEYS.authTokens, { expiresAt: state.expiresAt });
      },
      clear: () => removeKey(storage, STORAGE_KEYS.authTokens),
    };
  }
  return {
    get: () => {
      const value = readJson(storage, STORAGE_KEYS.authTokens);
      return typeof value === 'object' && value !== null ? (value as StoredAuthState) : null;
    },
    set: (state) => writeJson(storage, STORAGE_KEYS.authTokens, state),
    clear: () => removeKey(storage, STORAGE_KEYS.authTokens),
  };
}
