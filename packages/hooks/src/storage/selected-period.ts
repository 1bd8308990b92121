import { type KeyValueStorage, readJson, STORAGE_KEYS, writeJson } from './keys.ts';

/** The stored selected period id, or null. */
export function readSelectedPeriodId(storage: KeyValueStorage | null): number | null {
  const value = readJson(storage, STORAGE_KEYS.selectedPeriod);
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;
}

/** Remembers the selected period id. */
export function writeSelectedPeriodId(storage: KeyValueStorage | null, id: number): void {
  writeJson(storage, STORAGE_KEYS.selectedPeriod, id);
}
