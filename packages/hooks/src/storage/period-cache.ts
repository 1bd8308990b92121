import type { PeriodLike } from '../periods/period-types.ts';
import { type KeyValueStorage, readJson, removeKey, STORAGE_KEYS, writeJson } from './keys.ts';

/** §9: the period list is cached for 5 minutes. */
export const PERIOD_CACHE_TTL_MS = 5 * 60 * 1000;

/** What is stored under `STORAGE_KEYS.periodCache`. */
export interface PeriodCacheEntry<P extends PeriodLike = PeriodLike> {
  readonly periods: P[];
  /** Epoch milliseconds when the list was fetched. */
  readonly timestamp: number;
}

function isEntry(value: unknown): value is PeriodCacheEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as { periods?: unknown; timestamp?: unknown };
  return Array.isArray(entry.periods) && typeof entry.timestamp === 'number';
}

/**
 * The cached period list if it is younger than 5 minutes at `now`, else null (an expired or
 * unreadable entry is removed).
 *
 * @example
 * const cached = readPeriodCache(localStorage, Date.now());
 */
export function readPeriodCache<P extends PeriodLike = PeriodLike>(
  storage: KeyValueStorage | null,
  now: number,
): PeriodCacheEntry<P> | null {
  const entry = readJson(storage, STORAGE_KEYS.periodCache);
  if (!isEntry(entry)) {
    if (entry !== null) removeKey(storage, STORAGE_KEYS.periodCache);
    return null;
  }
  const age = now - entry.timestamp;
  if (age < 0 || age >= PERIOD_CACHE_TTL_MS) {
    removeKey(storage, STORAGE_KEYS.periodCache);
    return null;
  }
  return entry as PeriodCacheEntry<P>;
}

/** Stores the period list with the time it was fetched. */
export function writePeriodCache(
  storage: KeyValueStorage | null,
  periods: readonly PeriodLike[],
  now: number,
): void {
  writeJson(storage, STORAGE_KEYS.periodCache, { periods, timestamp: now });
}

/** Forgets the cached list and the selected period (logout, expired session). */
export function clearPeriodStorage(storage: KeyValueStorage | null): void {
  removeKey(storage, STORAGE_KEYS.periodCache);
  removeKey(storage, STORAGE_KEYS.selectedPeriod);
}
