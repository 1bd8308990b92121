// `@back-office/hooks/storage` (decision 068).
export {
  browserStorage,
  cleanupLegacyAuthKeys,
  type KeyValueStorage,
  STORAGE_KEYS,
} from '../storage/keys.ts';
export {
  readSidebarState,
  readTheme,
  type SidebarState,
  THEME_NAMES,
  type ThemeName,
  writeSidebarState,
  writeTheme,
} from '../storage/preferences.ts';
