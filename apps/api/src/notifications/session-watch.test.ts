import { describe, expect, it } from 'vitest';
import type { Queryable } from '../db/db.ts';
import { sessionWatch } from './session-watch.ts';

/** A sessions table of one row whose expiry the test moves, counting the reads. */
function fakeSessions(expiresAt: number) {
  const table = { expiresAt, reads: 0 };
  const db: Queryable = {
    async query<T>(_sql: string, params?: unknown[]) {
      table.reads += 1;
      const at = (params?.[1] as Date | undefined)?.getTime() ?? 0;
      return (table.expiresAt > at ? [{ expires_at: new Date(table.expiresAt) }] : []) as T[];
    },
  };
  return { table, db };
}

describe('sessionWatch', () => {
  it('lets events through without a read until the expiry it saw, then reads again', async () => {
    let clock = 1_000;
    const { table, db } = fakeSessions(5_000);
    const watch = sessionWatch(db, 7, () => new Date(clock));
    expect(await watch.read()).toBe(true);
    expect(await watch.live()).toBe(true);
    expect(table.reads).toBe(1);
    // Refreshed meanwhile: past the old expiry, one read finds the new one.
    table.expiresAt = 9_000;
    clock = 6_000;
    expect(await watch.live()).toBe(true);
    expect(table.reads).toBe(2);
    // Not refreshed: expired, and every later event asks again (never delivered).
    clock = 9_500;
    expect(await watch.live()).toBe(false);
    expect(await watch.live()).toBe(false);
    expect(table.reads).toBe(4);
  });
});
