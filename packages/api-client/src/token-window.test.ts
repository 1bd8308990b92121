import { describe, expect, it } from 'vitest';
import { EARLY_REFRESH_MS, expiryFrom, isTokenStale, TOKEN_LIFETIME_MS } from './token-window.ts';

describe('token window', () => {
  const issued = 1_000_000;

  it('assumes a 30 minute token unless the server says otherwise', () => {
    expect(TOKEN_LIFETIME_MS).toBe(30 * 60_000);
    expect(expiryFrom(issued)).toBe(issued + 30 * 60_000);
    expect(expiryFrom(issued, 600)).toBe(issued + 600_000);
    expect(expiryFrom(issued, 0)).toBe(issued + 30 * 60_000);
  });

  it('counts the token invalid from 5 minutes before expiry', () => {
    const expiresAt = expiryFrom(issued);
    expect(EARLY_REFRESH_MS).toBe(5 * 60_000);
    expect(isTokenStale(expiresAt, issued + 25 * 60_000 - 1)).toBe(false);
    expect(isTokenStale(expiresAt, issued + 25 * 60_000)).toBe(true);
    expect(isTokenStale(expiresAt, issued + 40 * 60_000)).toBe(true);
  });

  it('never forces a refresh when the expiry is unknown', () => {
    expect(isTokenStale(undefined, issued)).toBe(false);
  });
});
