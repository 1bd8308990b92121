import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppDeps, AppEnv } from '../http/env.ts';
import { findUserById, toAuthUser } from '../users/user-row.ts';
import { ACCESS_COOKIE } from './cookies.ts';
import { warnIfSignedWithAnotherSecret } from './secret.ts';
import { findLiveSession } from './sessions.ts';
import { verifyAccessToken } from './tokens.ts';

const ACTIVITY_EVERY_MS = 60_000;

/**
 * Resolves the signed-in user from `Authorization: Bearer` or the `bo_access` cookie: a valid
 * signature and expiry, a live session and an active user. Sets `c.var.user` and
 * `c.var.session` (null when absent or invalid; `authorize` decides what that means).
 */
export function authenticate(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('user', null);
    c.set('session', null);
    const header = c.req.header('authorization');
    const bearer = header?.match(/^Bearer\s+(\S+)$/i)?.[1];
    const token = bearer ?? getCookie(c, ACCESS_COOKIE);
    if (token) {
      const now = deps.now();
      const claims = verifyAccessToken(deps.secret, token, now);
      // A live session's token that fails here was signed with another AUTH_SECRET: warned.
      if (!claims) await warnIfSignedWithAnotherSecret(deps.db, token, now);
      const session = claims ? await findLiveSession(deps.db, claims.sid, now) : undefined;
      const user = session ? await findUserById(deps.db, session.user_id) : undefined;
      if (claims && session && user?.is_active && String(user.id) === claims.sub) {
        c.set('user', toAuthUser(user));
        c.set('session', { id: session.id, mode: bearer ? 'token' : 'cookie' });
        if (now.getTime() - new Date(session.last_activity_at).getTime() > ACTIVITY_EVERY_MS) {
          await deps.db.query('UPDATE sessions SET last_activity_at = $2 WHERE id = $1', [
            session.id,
            now,
          ]);
        }
      }
    }
    await next();
  };
}
