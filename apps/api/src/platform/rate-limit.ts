import type { Queryable } from '../db/db.ts';

/** How long until another attempt is allowed, or 0 when the key is under its limit. */
export async function retryAfterSeconds(
  db: Queryable,
  key: string,
  max: number,
  windowSeconds: number,
  now: Date,
): Promise<number> {
  const since = new Date(now.getTime() - windowSeconds * 1000);
  const rows = await db.query<{ n: number; oldest: Date | null }>(
    `SELECT count(*)::int AS n, min(hit_at) AS oldest
       FROM (SELECT hit_at FROM rate_limit_hits WHERE key = $1 AND hit_at > $2
             ORDER BY hit_at DESC LIMIT $3) recent`,
    [key, since, max],
  );
  const row = rows[0];
  if (!row || row.n < max || !row.oldest) return 0;
  return Math.max(
    1,
    Math.ceil((new Date(row.oldest).getTime() + windowSeconds * 1000 - now.getTime()) / 1000),
  );
}

/** Records one attempt for `key` (kept in the database, so every API process shares limits). */
export async function recordHit(db: Queryable, key: string, now: Date): Promise<void> {
  await db.query('INSERT INTO rate_limit_hits (key, hit_at) VALUES ($1, $2)', [key, now]);
  // Keep the table small: attempts older than a day never count.
  await db.query('DELETE FROM rate_limit_hits WHERE key = $1 AND hit_at < $2', [
    key,
    new Date(now.getTime() - 86_400_000),
  ]);
}

/** Forgets the attempts of `key` (after a successful sign-in). */
export async function clearHits(db: Queryable, key: string): Promise<void> {
  await db.query('DELETE FROM rate_limit_hits WHERE key = $1', [key]);
}
