/**
 * What the client remembers about the session. In cookie mode only `expiresAt` is used (the
 * cookie itself is HttpOnly); in bearer mode the tokens live here too.
 */
export interface AuthState {
  accessToken?: string;
  refreshToken?: string;
  /** Epoch milliseconds at which the access token expires. */
  expiresAt?: number;
}

/** Where the auth state lives. Inject one backed by localStorage, a file, etc. */
export interface TokenStore {
  get(): AuthState | null;
  set(state: AuthState): void;
  clear(): void;
}

/** The default store: memory only, so a reload or a new process starts signed out. */
export function createMemoryTokenStore(initial: AuthState | null = null): TokenStore {
  let state = initial;
  return {
    get: () => state,
    set: (next) => {
      state = { ...next };
    },
    clear: () => {
      state = null;
    },
  };
}
