/** §9: the access token is assumed to live 30 minutes… */
export const TOKEN_LIFETIME_MS = 30 * 60 * 1000;
/** …and counts as invalid within 5 minutes of expiry. */
export const EARLY_REFRESH_MS = 5 * 60 * 1000;

/**
 * When a token issued at `now` expires. The server's `expires_in` (seconds) wins when it sends
 * one; otherwise the §9 assumption of 30 minutes applies.
 */
export function expiryFrom(now: number, expiresInSeconds?: number | null): number {
  return typeof expiresInSeconds === 'number' && expiresInSeconds > 0
    ? now + expiresInSeconds * 1000
    : now + TOKEN_LIFETIME_MS;
}

/** True when a call made at `now` must refresh first. Unknown expiry never forces a refresh. */
export function isTokenStale(expiresAt: number | undefined, now: number): boolean {
  return expiresAt !== undefined && now >= expiresAt - EARLY_REFRESH_MS;
}
