import type { Context } from 'hono';
import { clientIp } from '../http/client-ip.ts';
import type { AppDeps, AppEnv } from '../http/env.ts';
import { badRequest, tooManyRequests } from '../http/errors.ts';
import { audit } from '../platform/audit.ts';
import { clearHits, recordHit, retryAfterSeconds } from '../platform/rate-limit.ts';
import { findUserByEmail } from '../users/user-row.ts';
import { burnPasswordCheck, verifyPassword } from './passwords.ts';
import { createSession } from './sessions.ts';
import { signAccessToken } from './tokens.ts';

/** The tokens of a new session. */
export interface IssuedTokens {
  access: string;
  refresh: string;
  sessionId: number;
}

/**
 * Checks the login form (rate limited per email + IP), starts a session and audits the sign-in.
 * 400 `LOGIN_BAD_CREDENTIALS` for an unknown email, a wrong password or a deactivated account.
 */
export async function login(
  deps: AppDeps,
  c: Context<AppEnv>,
  mode: 'cookie' | 'token',
): Promise<IssuedTokens> {
  const { username, password } = c.get('input').body as { username: string; password: string };
  const email = username.trim().toLowerCase();
  const ip = clientIp(c);
  const key = `login:${email}|${ip ?? 'local'}`;
  const now = deps.now();
  const { loginMaxAttempts, loginWindowSeconds } = deps.config;
  const wait = await retryAfterSeconds(deps.db, key, loginMaxAttempts, loginWindowSeconds, now);
  if (wait > 0) {
    throw tooManyRequests(`Too many login attempts. Try again in ${wait} seconds.`, wait);
  }
  const user = await findUserByEmail(deps.db, email);
  const ok = user
    ? await verifyPassword(password, user.hashed_password)
    : await burnPasswordCheck(password, deps.config.scryptN);
  if (!user || !ok || !user.is_active) {
    await deps.db.transaction(async (tx) => {
      await recordHit(tx, key, now);
      await audit(tx, c, {
        action: 'login_failed',
        resource: 'users',
        recordId: user?.id ?? null,
        summary: `Failed sign-in for ${email}`,
        actor: null,
      });
    });
    throw badRequest('LOGIN_BAD_CREDENTIALS');
  }
  return deps.db.transaction(async (tx) => {
    await clearHits(tx, key);
    const { session, refresh } = await createSession(
      tx,
      { userId: user.id, mode, ip, userAgent: c.req.header('user-agent') ?? null },
      now,
      deps.config.refreshTtlSeconds,
    );
    await tx.query('UPDATE users SET last_login = $2 WHERE id = $1', [user.id, now]);
    await audit(tx, c, {
      action: 'login',
      resource: 'sessions',
      recordId: session.id,
      summary: `${user.email} signed in (${mode} mode)`,
      actor: user,
    });
    const access = signAccessToken(
      deps.secret,
      user.id,
      session.id,
      now,
      deps.config.accessTtlSeconds,
    );
    return { access, refresh, sessionId: session.id };
  });
}
