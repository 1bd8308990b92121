import { randomBytes } from 'node:crypto';
import type { Config } from '../config.ts';
import type { Db } from '../db/db.ts';

/**
 * The HMAC key of the access tokens: `AUTH_SECRET` when set, else one generated once and kept
 * in `app_settings`, so every API process on one database signs and checks alike.
 */
export async function loadSecret(db: Db, config: Pick<Config, 'authSecret'>): Promise<Buffer> {
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
