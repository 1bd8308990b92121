import type { Queryable } from '../db/db.ts';
import { hashToken, randomToken } from './tokens.ts';

/** What a one-time token is for. */
export type TokenPurpose = 'verify' | 'reset';

/** How long a one-time token stays valid after it is minted. */
export const TOKEN_LIFETIME_MS = 60 * 60 * 1000;

/**
 * Mints a one-time token (valid 1 hour) for a user and an email address. Only its hash is
 * stored: the raw token is returned to the caller, which puts it in the email it is sending and
 * nowhere else (decision 038).
 */
export async function mintToken(
  tx: Queryable,
  user: { id: number; email: string },
  purpose: TokenPurpose,
  now: Date,
): Promise<{ id: number; token: string }> {
  const token = randomToken();
  const rows = await tx.query<{ id: number }>(
    `INSERT INTO auth_tokens (user_id, purpose, email, token_hash, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [
      user.id,
      purpose,
      user.email.toLowerCase(),
      hashToken(token),
      now,
      new Date(now.getTime() + TOKEN_LIFETIME_MS),
    ],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('token insert returned no id');
  return { id, token };
}

/** {@link mintToken}, answering only the raw token. */
export async function issueToken(
  tx: Queryable,
  user: { id: number; email: string },
  purpose: TokenPurpose,
  now: Date,
): Promise<string> {
  return (await mintToken(tx, user, purpose, now)).token;
}

/** Ends a token that has not been used (a retried email's earlier token). */
export async function revokeToken(tx: Queryable, id: number, now: Date): Promise<void> {
  await tx.query('UPDATE auth_tokens SET used_at = $2 WHERE id = $1 AND used_at IS NULL', [
    id,
    now,
  ]);
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

/** Uses up every unused reset token of a user (a reset is single use until the password changes). */
export async function useUpResetTokens(tx: Queryable, userId: number, now: Date): Promise<void> {
  await tx.query(
    `UPDATE auth_tokens SET used_at = $2 WHERE user_id = $1 AND purpose = 'reset' AND used_at IS NULL`,
    [userId, now],
  );
}
