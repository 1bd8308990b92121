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

/**
 * A token store for the api client. In token mode (`bearer`) the tokens persist in local
 * storage; in cookie mode only the expiry time is kept, in memory: a token is never written
 * to local storage in cookie mode.
 *
 * @example
 * createApiClient({ baseUrl, auth: 'cookie', tokenStore: createTokenStore(localStorage, 'cookie') });
 */
export function createTokenStore(
  storage: KeyValueStorage | null,
  mode: 'cookie' | 'bearer',
): PersistentTokenStore {
  if (mode === 'cookie') {
    let expiresAt: number | undefined;
    return {
      get: () => (expiresAt === undefined ? null : { expiresAt }),
      set: (state) => {
        expiresAt = state.expiresAt;
      },
      clear: () => {
        expiresAt = undefined;
      },
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
