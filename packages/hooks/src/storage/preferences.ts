import { type KeyValueStorage, readJson, STORAGE_KEYS, writeJson } from './keys.ts';

/** The themes of §2, as stored. */
export const THEME_NAMES = [
  'corporate-blue',
  'emerald-finance',
  'dark-executive',
  'warm-neutral',
  'system',
] as const;

export type ThemeName = (typeof THEME_NAMES)[number];

/** The sidebar's persisted state (§2: collapsed state and expanded groups). */
export interface SidebarState {
  readonly collapsed: boolean;
  readonly expandedGroups: readonly string[];
}

/** The stored theme, or `fallback` when none or an unknown one is stored. */
export function readTheme(storage: KeyValueStorage | null, fallback: ThemeName): ThemeName {
  const value = readJson(storage, STORAGE_KEYS.theme);
  return THEME_NAMES.find((name) => name === value) ?? fallback;
}

/** Remembers the theme. */
export function writeTheme(storage: KeyValueStorage | null, theme: ThemeName): void {
  writeJson(storage, STORAGE_KEYS.theme, theme);
}

/** The stored sidebar state, or `fallback` when none or a malformed one is stored. */
export function readSidebarState(
  storage: KeyValueStorage | null,
  fallback: SidebarState,
): SidebarState {
  const value = readJson(storage, STORAGE_KEYS.sidebar);
  if (typeof value !== 'object' || value === null) return fallback;
  const { collapsed, expandedGroups } = value as Partial<Record<keyof SidebarState, unknown>>;
  return {
    collapsed: typeof collapsed === 'boolean' ? collapsed : fallback.collapsed,
    expandedGroups:
      Array.isArray(expandedGroups) && expandedGroups.every((group) => typeof group === 'string')
        ? expandedGroups
        : fallback.expandedGroups,
  };
}

/** Remembers the sidebar state. */
export function writeSidebarState(storage: KeyValueStorage | null, state: SidebarState): void {
  writeJson(storage, STORAGE_KEYS.sidebar, state);
}
