import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/db.ts';
import { hashToken, randomToken } from './tokens.ts';

/** A `sessions` row. */
export interface SessionRow {
  id: number;
  user_id: number;
  family: string;
  refresh_token_hash: string;
  mode: 'cookie' | 'token';
  ip_address: string | null;
  user_agent: string | null;
  created_at: Date;
  last_activity_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
}

/** A refresh token is `<family>.<secret>`: the family names the session, the secret rotates. */
function refreshToken(family: string): { token: string; hash: string } {
  const secret = randomToken();
  return { token: `${family}.${secret}`, hash: hashToken(secret) };
}

/** Starts a session for a sign-in and returns it with its first refresh token. */
export async function createSession(
  tx: Queryable,
  input: { userId: number; mode: 'cookie' | 'token'; ip: string | null; userAgent: string | null },
  now: Date,
  ttlSeconds: number,
): Promise<{ session: SessionRow; refresh: string }> {
  const family = randomUUID();
  const { token, hash } = refreshToken(family);
  const rows = await tx.query<SessionRow>(
    `INSERT INTO sessions (user_id, family, refresh_token_hash, mode, ip_address, user_agent,
       created_at, last_activity_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $7, $8) RETURNING *`,
    [
      input.userId,
      family,
      hash,
      input.mode,
      input.ip,
      input.userAgent?.slice(0, 512) ?? null,
      now,
      new Date(now.getTime() + ttlSeconds * 1000),
    ],
  );
  const session = rows[0];
  if (!session) throw new Error('insert sessions returned no row');
  return { session, refresh: token };
}

/** The outcome of presenting a refresh token. */
export type RotateResult =
  | { ok: true; session: SessionRow; refresh: string }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' };

/**
 * Rotates a refresh token: a current token gets a new one (and 7 more days); a rotated-out
 * token of a live session is a reuse, which revokes the whole session.
 */
export async function rotateRefresh(
  tx: Queryable,
  presented: string,
  now: Date,
  ttlSeconds: number,
  client: { ip: string | null },
): Promise<RotateResult> {
  const [family, secret] = presented.split('.');
  if (!family || !secret) return { ok: false, reason: 'unknown' };
  const rows = await tx.query<SessionRow>('SELECT * FROM sessions WHERE family = $1 FOR UPDATE', [
    family,
  ]);
  const session = rows[0];
  if (!session) return { ok: false, reason: 'unknown' };
  if (session.revoked_at) return { ok: false, reason: 'revoked' };
  if (new Date(session.expires_at) <= now) return { ok: false, reason: 'expired' };
  if (hashToken(secret) !== session.refresh_token_hash) {
    await revokeSession(tx, session.id, 'refresh token reused', now);
    return { ok: false, reason: 'reused' };
  }
  const next = refreshToken(family);
  const updated = await tx.query<SessionRow>(
    `UPDATE sessions SET refresh_token_hash = $2, last_activity_at = $3, expires_at = $4,
       ip_address = coalesce($5, ip_address)
     WHERE id = $1 RETURNING *`,
    [session.id, next.hash, now, new Date(now.getTime() + ttlSeconds * 1000), client.ip],
  );
  return { ok: true, session: updated[0] ?? session, refresh: next.token };
}

/** Marks one session revoked. */
export async function revokeSession(tx: Queryable, id: number, reason: string, now: Date) {
  await tx.query(
    'UPDATE sessions SET revoked_at = $2, revoked_reason = $3 WHERE id = $1 AND revoked_at IS NULL',
    [id, now, reason],
  );
}

/** Revokes every live session of a user (optionally keeping one) and returns how many ended. */
export async function revokeUserSessions(
  tx: Queryable,
  userId: number,
  reason: string,
  now: Date,
  keepId?: number,
): Promise<number> {
  const rows = await tx.query<{ id: number }>(
    `UPDATE sessions SET revoked_at = $2, revoked_reason = $3
     WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > $2 AND id <> $4 RETURNING id`,
    [userId, now, reason, keepId ?? 0],
  );
  return rows.length;
}

/** A live session by id (not revoked, not expired). */
export async function findLiveSession(
  db: Queryable,
  id: number,
  now: Date,
): Promise<SessionRow | undefined> {
  const rows = await db.query<SessionRow>(
    'SELECT * FROM sessions WHERE id = $1 AND revoked_at IS NULL AND expires_at > $2',
    [id, now],
  );
  return rows[0];
}

/** A user's live sessions, the most recently active first. */
export function listLiveSessions(db: Queryable, userId: number, now: Date): Promise<SessionRow[]> {
  return db.query<SessionRow>(
    `SELECT * FROM sessions WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > $2
     ORDER BY last_activity_at DESC, id DESC`,
    [userId, now],
  );
}
