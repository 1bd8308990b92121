import type { Context } from 'hono';
import { audit } from '../audit/audit.ts';
import { clientIp } from '../http/client-ip.ts';
import type { AppDeps, AppEnv } from '../http/env.ts';
import { badRequest, tooManyRequests } from '../http/errors.ts';
import { findUserByEmail } from '../users/user-row.ts';
import { burnPasswordCheck, verifyPassword } from './passwords.ts';
import { giveBackAttempt, takeAttempt } from './rate-limit.ts';
import { createSession } from './sessions.ts';
import { signAccessToken } from './tokens.ts';

/** The tokens of a new session. */
export interface IssuedTokens {
  access: string;
  refresh: string;
  sessionId: number;
}

/**
 * Checks the login form, starts a session and audits the sign-in. Rate limited per email + IP
 * and per IP across accounts: the attempt is counted atomically *before* the password check
 * (`takeAttempt`), so concurrent attempts, in any process, cannot all slip under the limit; a
 * success gives its own attempts back. The failures before it keep counting until their window
 * ends: clearing them would let attempts racing with the success slip past the limit.
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
  const addressKey = `login-address:${ip ?? 'local'}`;
  const now = deps.now();
  const { loginMaxAttempts, loginMaxAttemptsPerAddress, loginWindowSeconds } = deps.config;
  const wait = Math.max(
    await takeAttempt(deps.db, addressKey, loginMaxAttemptsPerAddress, loginWindowSeconds, now),
    await takeAttempt(deps.db, key, loginMaxAttempts, loginWindowSeconds, now),
  );
  if (wait > 0) {
    throw tooManyRequests(`Too many login attempts. Try again in ${wait} seconds.`, wait);
  }
  const user = await findUserByEmail(deps.db, email);
  const ok = user
    ? await verifyPassword(password, user.hashed_password)
    : await burnPasswordCheck(password, deps.config.scryptN);
  if (!user || !ok || !user.is_active) {
    await deps.db.transaction(async (tx) => {
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
    await giveBackAttempt(tx, key, loginWindowSeconds, now);
    await giveBackAttempt(tx, addressKey, loginWindowSeconds, now);
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
