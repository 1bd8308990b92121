import type { Queryable } from '../db/db.ts';
import { hashToken, randomToken } from './tokens.ts';

/** What a one-time token is for. */
export type TokenPurpose = 'verify' | 'reset';

const LIFETIME_MS = 60 * 60 * 1000;

/** Issues a one-time token (valid 1 hour) for a user and an email address; returns the token. */
export async function issueToken(
  tx: Queryable,
  user: { id: number; email: string },
  purpose: TokenPurpose,
  now: Date,
): Promise<string> {
  const token = randomToken();
  await tx.query(
    `INSERT INTO auth_tokens (user_id, purpose, email, token_hash, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      user.id,
      purpose,
      user.email.toLowerCase(),
      hashToken(token),
      now,
      new Date(now.getTime() + LIFETIME_MS),
    ],
  );
  return token;
}

/**
 * Consumes a token: returns its user id and email when it exists, has this purpose, is unused
 * and unexpired, and marks it used. Returns null otherwise.
 */
export async function consumeToken(
  tx: Queryable,
  token: string,
  purpose: TokenPurpose,
  now: Date,
): Promise<{ userId: number; email: string } | null> {
  const rows = await tx.query<{ user_id: number; email: string }>(
    `UPDATE auth_tokens SET used_at = $3
     WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3
     RETURNING user_id, email`,
    [hashToken(token), purpose, now],
  );
  const row = rows[0];
  return row ? { userId: row.user_id, email: row.email } : null;
}
