/**
 * Every local storage key of the app, in one place (§3 "Local storage keys"). Nothing else in
 * the app or the hooks spells a key.
 */
export const STORAGE_KEYS = {
  /** The signed-in user (no token; cookie mode keeps tokens in HttpOnly cookies). */
  user: 'back-office:user',
  /** The id of the selected accounting period. */
  selectedPeriod: 'back-office:selected-period',
  /** `{periods, timestamp}`: the period list and when it was fetched. */
  periodCache: 'back-office:period-cache',
  /** The theme name. */
  theme: 'back-office:theme',
  /** `{collapsed, expandedGroups}` of the sidebar. */
  sidebar: 'back-office:sidebar',
  /**
   * Token mode: the access and refresh tokens. Cookie mode: only `{expiresAt}`, the access
   * token's expiry (never a token), so the early-refresh rule survives a reload.
   */
  authTokens: 'back-office:auth-tokens',
  /** When the one-time cleanup of old authentication keys ran. */
  legacyCleanup: 'back-office:legacy-auth-cleanup',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** Authentication keys earlier versions of the app left in local storage. */
export const LEGACY_AUTH_KEYS = [
  'access_token',
  'refresh_token',
  'token',
  'user_token',
  'auth_token',
  'authToken',
  'accessToken',
  'refreshToken',
  'token_type',
  'token_expiry',
] as const;

/** The part of `Storage` the hooks use; inject a fake in tests or a no-op on servers. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** `localStorage` when the platform has one and allows it, else null. */
export function browserStorage(): KeyValueStorage | null {
  try {
    return typeof globalThis.localStorage === 'undefined' ? null : globalThis.localStorage;
  } catch {
    // Some browsers throw on access when storage is disabled.
    return null;
  }
}

/** The parsed JSON under `key`, or null when absent, unreadable or not JSON. */
export function readJson(storage: KeyValueStorage | null, key: StorageKey): unknown {
  try {
    const text = storage?.getItem(key);
    return text === null || text === undefined ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

/** Writes `value` as JSON; a full or disabled storage is ignored (storage is a cache). */
export function writeJson(storage: KeyValueStorage | null, key: StorageKey, value: unknown): void {
  try {
    storage?.setItem(key, JSON.stringify(value));
  } catch {
    // Quota exceeded or private mode: the app works without the cached value.
  }
}

/** Removes `key`, ignoring storage errors. */
export function removeKey(storage: KeyValueStorage | null, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing to do: the value is unreachable anyway.
  }
}

/**
 * Removes the old authentication keys once per browser and records that it ran; later calls
 * do nothing. Returns true when it ran now.
 *
 * @example
 * cleanupLegacyAuthKeys(localStorage, Date.now());
 */
export function cleanupLegacyAuthKeys(storage: KeyValueStorage | null, now: number): boolean {
  if (storage === null || readJson(storage, STORAGE_KEYS.legacyCleanup) !== null) return false;
  for (const key of LEGACY_AUTH_KEYS) removeKey(storage, key);
  writeJson(storage, STORAGE_KEYS.legacyCleanup, { ranAt: new Date(now).toISOString() });
  return true;
}
