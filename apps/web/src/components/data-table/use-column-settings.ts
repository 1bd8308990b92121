import type { Schemas } from '@back-office/api-client';
import { AuthContext } from '@back-office/hooks/auth';
import { browserStorage } from '@back-office/hooks/storage';
import { useCallback, useContext, useSyncExternalStore } from 'react';

/**
 * How a user has a list's columns (decision 055): their order, the hidden ones and the widths
 * set, by column key. The same shape a saved view carries (`SavedViewColumns`).
 */
export type ColumnSettings = Schemas['SavedViewColumns'];

/** The list's own columns: nothing moved, hidden or resized. */
export const DEFAULT_COLUMN_SETTINGS: ColumnSettings = { order: [], hidden: [], widths: {} };

/** The widths a column may take, in pixels (the contract's bounds). */
export const COLUMN_WIDTH_MIN = 40;
export const COLUMN_WIDTH_MAX = 1200;
/** The most keys kept of each kind (the contract's bound). */
const MAX_KEYS = 40;
const KEY = /^[A-Za-z0-9_.-]{1,60}$/;

/** Where a user's columns of a list are kept in local storage: one key per user and list. */
export const columnSettingsKey = (userId: number | undefined, list: string): string =>
  `bo.columns.${userId ?? 'anonymous'}.${list}`;

const keysOf = (value: unknown): string[] =>
  Array.isArray(value)
    ? [
        ...new Set(value.filter((key): key is string => typeof key === 'string' && KEY.test(key))),
      ].slice(0, MAX_KEYS)
    : [];

/**
 * Settings read back from storage or a saved view, cleaned to the contract's shape: keys that
 * are not column keys, widths out of bounds and anything past 40 entries are dropped.
 */
export function parseColumnSettings(value: unknown): ColumnSettings {
  if (typeof value !== 'object' || value === null) return DEFAULT_COLUMN_SETTINGS;
  const record = value as Record<string, unknown>;
  const widths: Record<string, number> = {};
  if (typeof record.widths === 'object' && record.widths !== null) {
    for (const [key, width] of Object.entries(record.widths)) {
      if (Object.keys(widths).length >= MAX_KEYS) break;
      if (!KEY.test(key) || typeof width !== 'number' || !Number.isFinite(width)) continue;
      const rounded = Math.round(width);
      if (rounded >= COLUMN_WIDTH_MIN && rounded <= COLUMN_WIDTH_MAX) widths[key] = rounded;
    }
  }
  return { order: keysOf(record.order), hidden: keysOf(record.hidden), widths };
}

/** Whether the settings change nothing of the list's own columns. */
export const isDefaultColumns = (settings: ColumnSettings): boolean =>
  settings.order.length === 0 &&
  settings.hidden.length === 0 &&
  Object.keys(settings.widths).length === 0;

/** The columns a settings shows, in its order, with its widths (`width` in pixels). */
export function applyColumnSettings<C extends { readonly key: string; readonly width?: unknown }>(
  columns: readonly C[],
  settings: ColumnSettings,
): C[] {
  const [first, ...rest] = columns;
  if (!first) return [];
  // The first column is the row's key (its link, its number): always shown and always first.
  const position = new Map(settings.order.map((key, index) => [key, index]));
  const ordered = rest
    .map((column, index) => ({ column, index }))
    .sort(
      (a, b) =>
        (position.get(a.column.key) ?? MAX_KEYS + a.index) -
        (position.get(b.column.key) ?? MAX_KEYS + b.index),
    )
    .map(({ column }) => column)
    .filter((column) => !settings.hidden.includes(column.key));
  return [first, ...ordered].map((column) => {
    const width = settings.widths[column.key];
    // Also a minimum: a table wider than its frame lays its columns out at their minimums.
    return width === undefined ? column : { ...column, width, minWidth: width };
  });
}

// One store for every component that shows or changes a list's columns (the chooser and the
// table): a change in one draws the other, and another tab's change arrives by `storage` events.
const listeners = new Set<() => void>();
const snapshots = new Map<string, { raw: string | null; value: ColumnSettings }>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  globalThis.addEventListener?.('storage', listener);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', listener);
  };
}

/** The stored settings under `key` (the same object while the stored text is unchanged). */
export function readColumnSettings(key: string): ColumnSettings {
  const raw = browserStorage()?.getItem(key) ?? null;
  const cached = snapshots.get(key);
  if (cached && cached.raw === raw) return cached.value;
  let value = DEFAULT_COLUMN_SETTINGS;
  try {
    value = raw === null ? DEFAULT_COLUMN_SETTINGS : parseColumnSettings(JSON.parse(raw));
  } catch {
    // Not JSON: the list's own columns.
  }
  snapshots.set(key, { raw, value });
  return value;
}

/** Keeps `settings` under `key` (the defaults remove it) and redraws every list that shows it. */
export function writeColumnSettings(key: string, settings: ColumnSettings): void {
  const storage = browserStorage();
  try {
    if (isDefaultColumns(settings)) storage?.removeItem(key);
    else storage?.setItem(key, JSON.stringify(parseColumnSettings(settings)));
  } catch {
    // Storage full or refused: the settings last until the page is left.
  }
  for (const listener of listeners) listener();
}

/** The signed-in user's id, when there is one (the table draws outside the app in tests). */
export function useSignedInUserId(): number | undefined {
  return useContext(AuthContext)?.user?.id;
}

export interface ColumnSettingsState {
  readonly settings: ColumnSettings;
  readonly change: (settings: ColumnSettings) => void;
  readonly reset: () => void;
}

/**
 * The signed-in user's columns of `list` (a list's route, e.g. `/orders`), kept in local storage
 * per user and list so they survive a reload; `undefined` keeps the list's own columns.
 */
export function useColumnSettings(list: string | undefined): ColumnSettingsState {
  const key = columnSettingsKey(useSignedInUserId(), list ?? '');
  const settings = useSyncExternalStore(
    subscribe,
    () => (list === undefined ? DEFAULT_COLUMN_SETTINGS : readColumnSettings(key)),
    // The server draws the list's own columns; the stored ones follow at hydration.
    () => DEFAULT_COLUMN_SETTINGS,
  );
  const change = useCallback(
    (next: ColumnSettings) => {
      if (list !== undefined) writeColumnSettings(key, next);
    },
    [key, list],
  );
  const reset = useCallback(() => change(DEFAULT_COLUMN_SETTINGS), [change]);
  return { settings, change, reset };
}
