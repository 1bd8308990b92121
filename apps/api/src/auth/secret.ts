import { randomBytes } from 'node:crypto';
import type { Config } from '../config.ts';
import type { Db, Queryable } from '../db/db.ts';
import { findLiveSession } from './sessions.ts';

/**
 * The HMAC key of the access tokens: `AUTH_SECRET` when set. Outside demo mode it must be set
 * (`startupProblem` in config.ts refuses to start without it) and nothing is kept in the
 * database: a secret left there by an earlier demo start is deleted. In demo mode only, an unset
 * secret is generated once and kept in `app_settings`, so demo processes on one database sign
 * and check alike.
 */
export async function loadSecret(
  db: Db,
  config: Pick<Config, 'authSecret' | 'demo'>,
): Promise<Buffer> {
  if (!config.demo) {
    await db.query(`DELETE FROM app_settings WHERE key = 'auth_secret'`);
    if (!config.authSecret) throw new Error('AUTH_SECRET is required outside demo mode');
    return Buffer.from(config.authSecret);
  }
  if (config.authSecret) return Buffer.from(config.authSecret);
  await db.query(
    `INSERT INTO app_settings (key, value) VALUES ('auth_secret', $1) ON CONFLICT (key) DO NOTHING`,
    [randomBytes(32).toString('base64url')],
  );
  const rows = await db.query<{ value: string }>(
    `SELECT value FROM app_settings WHERE key = 'auth_secret'`,
  );
  return Buffer.from(rows[0]?.value ?? '');
}

/** How often (per database handle, so per process) a secret mismatch is logged at most. */
const WARN_EVERY_MS = 60_000;
const lastWarned = new WeakMap<object, { at: number; suppressed: number }>();

/** A `warn` JSON line on stderr. */
function writeWarning(line: Record<string, unknown>): void {
  process.stderr.write(`${JSON.stringify({ time: new Date().toISOString(), ...line })}\n`);
}

/**
 * Called for an access token whose signature or expiry did not check. When the token is
 * unexpired and names a live session of the user it names, it was issued by this product for
 * a real sign-in, so its signature fails because it was signed with **another** `AUTH_SECRET`
 * (another process started with a different one, or the secret changed): logged at `warn`, at
 * most once a minute, instead of passing as an ordinary 401. Forged or stale tokens stay silent.
 * Never throws.
 */
export async function warnIfSignedWithAnotherSecret(
  db: Queryable,
  token: string,
  now: Date,
  warn: (line: Record<string, unknown>) => void = writeWarning,
): Promise<boolean> {
  try {
    const payload = token.split('.')[1];
    if (!payload) return false;
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString());
    if (typeof claims !== 'object' || claims === null) return false;
    const { sid, sub, exp } = claims as Record<string, unknown>;
    if (!Number.isInteger(sid) || typeof sub !== 'string' || typeof exp !== 'number') return false;
    if (exp * 1000 <= now.getTime()) return false;
    const session = await findLiveSession(db, sid as number, now);
    if (!session || String(session.user_id) !== sub) return false;
    const state = lastWarned.get(db) ?? { at: Number.NEGATIVE_INFINITY, suppressed: 0 };
    if (now.getTime() - state.at < WARN_EVERY_MS) {
      state.suppressed += 1;
      lastWarned.set(db, state);
      return true;
    }
    warn({
      level: 'warn',
      msg: 'access token of a live session rejected: it was signed with another AUTH_SECRET (every process must have the same one)',
      session_id: session.id,
      since_last_warning: state.suppressed,
    });
    lastWarned.set(db, { at: now.getTime(), suppressed: 0 });
    return true;
  } catch {
    return false;
  }
}
