import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanupLegacyAuthKeys, LEGACY_AUTH_KEYS, STORAGE_KEYS } from './keys.ts';
import { readSidebarState, readTheme, writeSidebarState, writeTheme } from './preferences.ts';
import { readSelectedPeriodId, writeSelectedPeriodId } from './selected-period.ts';
import { writeStoredUser } from './stored-user.ts';
import { createTokenStore } from './token-store.ts';

describe('storage keys', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-15T08:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('every key is unique', () => {
    const keys = Object.values(STORAGE_KEYS);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('the one-time cleanup removes old auth keys, records it, and runs once', () => {
    for (const key of LEGACY_AUTH_KEYS) localStorage.setItem(key, 'old');
    localStorage.setItem('unrelated', 'kept');
    expect(cleanupLegacyAuthKeys(localStorage, Date.now())).toBe(true);
    for (const key of LEGACY_AUTH_KEYS) expect(localStorage.getItem(key)).toBeNull();
    expect(localStorage.getItem('unrelated')).toBe('kept');
    expect(localStorage.getItem(STORAGE_KEYS.legacyCleanup)).toContain('2026-11-15');

    localStorage.setItem('access_token', 'written later');
    expect(cleanupLegacyAuthKeys(localStorage, Date.now())).toBe(false);
    expect(localStorage.getItem('access_token')).toBe('written later');
  });

  it('cookie mode never writes a token to local storage', () => {
    const store = createTokenStore(localStorage, 'cookie');
    store.set({ accessToken: 'secret-access', refreshToken: 'secret-refresh', expiresAt: 42 });
    expect(store.get()).toEqual({ expiresAt: 42 });
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i) ?? '';
      expect(localStorage.getItem(key)).not.toContain('secret');
    }
    store.clear();
    expect(store.get()).toBeNull();
  });

  it('cookie mode keeps the expiry under the auth key, so a reload still knows it', () => {
    createTokenStore(localStorage, 'cookie').set({ expiresAt: 1_700_000_000_000 });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.authTokens) ?? 'null')).toEqual({
      expiresAt: 1_700_000_000_000,
    });
    // A new store (the page after a reload) reads it back.
    const reloaded = createTokenStore(localStorage, 'cookie');
    expect(reloaded.get()).toEqual({ expiresAt: 1_700_000_000_000 });
    reloaded.clear();
    expect(localStorage.getItem(STORAGE_KEYS.authTokens)).toBeNull();
    localStorage.setItem(STORAGE_KEYS.authTokens, '{"expiresAt":"soon"}');
    expect(createTokenStore(localStorage, 'cookie').get()).toBeNull();
  });

  it('token mode keeps the tokens', () => {
    const store = createTokenStore(localStorage, 'bearer');
    store.set({ accessToken: 'a', refreshToken: 'r', expiresAt: 1 });
    expect(createTokenStore(localStorage, 'bearer').get()).toEqual({
      accessToken: 'a',
      refreshToken: 'r',
      expiresAt: 1,
    });
    store.clear();
    expect(localStorage.getItem(STORAGE_KEYS.authTokens)).toBeNull();
  });

  it('the stored user never holds a token field', () => {
    writeStoredUser(localStorage, { id: 1, email: 'a@b.co', access_token: 'x', refreshToken: 'y' });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? 'null')).toEqual({
      id: 1,
      email: 'a@b.co',
    });
  });

  it.each([
    { stored: '7', expected: 7 },
    { stored: '"7"', expected: null },
    { stored: '-1', expected: null },
    { stored: 'not json', expected: null },
  ])('selected period $stored → $expected', ({ stored, expected }) => {
    localStorage.setItem(STORAGE_KEYS.selectedPeriod, stored);
    expect(readSelectedPeriodId(localStorage)).toBe(expected);
  });

  it('round-trips the selected period, theme and sidebar', () => {
    writeSelectedPeriodId(localStorage, 3);
    writeTheme(localStorage, 'dark-executive');
    writeSidebarState(localStorage, { collapsed: true, expandedGroups: ['Orders'] });
    expect(readSelectedPeriodId(localStorage)).toBe(3);
    expect(readTheme(localStorage, 'system')).toBe('dark-executive');
    expect(readSidebarState(localStorage, { collapsed: false, expandedGroups: [] })).toEqual({
      collapsed: true,
      expandedGroups: ['Orders'],
    });
  });

  it('falls back on unknown theme and malformed sidebar state', () => {
    localStorage.setItem(STORAGE_KEYS.theme, '"neon"');
    localStorage.setItem(STORAGE_KEYS.sidebar, '{"collapsed":"yes","expandedGroups":[1]}');
    expect(readTheme(localStorage, 'system')).toBe('system');
    expect(readSidebarState(localStorage, { collapsed: false, expandedGroups: ['x'] })).toEqual({
      collapsed: false,
      expandedGroups: ['x'],
    });
  });
});
