import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from './keys.ts';
import {
  clearPeriodStorage,
  PERIOD_CACHE_TTL_MS,
  readPeriodCache,
  writePeriodCache,
} from './period-cache.ts';
import { writeSelectedPeriodId } from './selected-period.ts';

const periods = [
  { id: 1, name: 'November 2026', status: 'active' as const, start_date: '2026-11-01' },
];

describe('period cache', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-15T08:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    { name: 'fresh', age: 0, hit: true },
    { name: 'just under 5 minutes', age: PERIOD_CACHE_TTL_MS - 1, hit: true },
    { name: 'exactly 5 minutes', age: PERIOD_CACHE_TTL_MS, hit: false },
    { name: 'older', age: PERIOD_CACHE_TTL_MS + 60_000, hit: false },
  ])('$name → hit: $hit', ({ age, hit }) => {
    writePeriodCache(localStorage, periods, Date.now());
    vi.advanceTimersByTime(age);
    const entry = readPeriodCache(localStorage, Date.now());
    expect(entry !== null).toBe(hit);
    if (!hit) expect(localStorage.getItem(STORAGE_KEYS.periodCache)).toBeNull();
  });

  it('stores the periods with their timestamp', () => {
    writePeriodCache(localStorage, periods, Date.now());
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.periodCache) ?? 'null')).toEqual({
      periods,
      timestamp: Date.parse('2026-11-15T08:00:00Z'),
    });
  });

  it('drops an unreadable entry', () => {
    localStorage.setItem(STORAGE_KEYS.periodCache, '{"periods":"nope"}');
    expect(readPeriodCache(localStorage, Date.now())).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.periodCache)).toBeNull();
  });

  it('clears the cache and the selected period', () => {
    writePeriodCache(localStorage, periods, Date.now());
    writeSelectedPeriodId(localStorage, 1);
    clearPeriodStorage(localStorage);
    expect(localStorage.getItem(STORAGE_KEYS.periodCache)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.selectedPeriod)).toBeNull();
  });

  it('works without storage', () => {
    writePeriodCache(null, periods, Date.now());
    expect(readPeriodCache(null, Date.now())).toBeNull();
  });
});
