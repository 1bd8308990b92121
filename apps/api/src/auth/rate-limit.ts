import type { Queryable } from '../db/db.ts';

const DAY_MS = 86_400_000;

/**
 * Counts one attempt for `key` in the current fixed window of `windowSeconds` and answers how
 * long until the next window when this attempt is over `max` (0 when it is within). One
 * statement (`INSERT … ON CONFLICT … DO UPDATE … RETURNING`): concurrent attempts, from any
 * API process, each get a distinct count, so no more than `max` pass per window. Call it before
 * the guarded work.
 *
 * @example
 * const wait = await takeAttempt(db, `login:${email}|${ip}`, 5, 900, now);
 * if (wait > 0) throw tooManyRequests('…', wait);
 */
export async function takeAttempt(
  db: Queryable,
  key: string,
  max: number,
  windowSeconds: number,
  now: Date,
): Promise<number> {
  const windowMs = windowSeconds * 1000;
  const start = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const rows = await db.query<{ hits: number }>(
    `INSERT INTO rate_limit_counters (key, window_start, hits) VALUES ($1, $2, 1)
     ON CONFLICT (key, window_start) DO UPDATE SET hits = rate_limit_counters.hits + 1
     RETURNING hits`,
    [key, start],
  );
  const hits = rows[0]?.hits ?? 1;
  // A new window of this key: forget windows that ended long ago (keeps the table small).
  if (hits === 1) {
    await db.query('DELETE FROM rate_limit_counters WHERE window_start < $1', [
      new Date(now.getTime() - DAY_MS),
    ]);
  }
  if (hits <= max) return 0;
  return Math.max(1, Math.ceil((start.getTime() + windowMs - now.getTime()) / 1000));
}

/** Takes back one attempt of the current window (a success that should not count). */
export async function giveBackAttempt(
  db: Queryable,
  key: string,
  windowSeconds: number,
  now: Date,
): Promise<void> {
  const windowMs = windowSeconds * 1000;
  const start = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  await db.query(
    'UPDATE rate_limit_counters SET hits = greatest(hits - 1, 0) WHERE key = $1 AND window_start = $2',
    [key, start],
  );
}

/**
 * Passes at most one request per `intervalSeconds` for `key`: answers 0 and moves the next
 * allowed time forward, or the seconds to wait. One statement, so two concurrent requests
 * never both pass.
 */
export async function passGate(
  db: Queryable,
  key: string,
  intervalSeconds: number,
  now: Date,
): Promise<number> {
  const next = new Date(now.getTime() + intervalSeconds * 1000);
  const passed = await db.query(
    `INSERT INTO rate_limit_gates (key, next_at) VALUES ($1, $2)
     ON CONFLICT (key) DO UPDATE SET next_at = EXCLUDED.next_at
       WHERE rate_limit_gates.next_at <= $3
     RETURNING key`,
    [key, next, now],
  );
  if (passed.length > 0) return 0;
  const [gate] = await db.query<{ next_at: Date }>(
    'SELECT next_at FROM rate_limit_gates WHERE key = $1',
    [key],
  );
  const until = gate ? new Date(gate.next_at).getTime() : now.getTime();
  return Math.max(1, Math.ceil((until - now.getTime()) / 1000));
}
