import type { Context } from 'hono';
import { audit } from '../audit/audit.ts';
import { clientIp } from '../http/client-ip.ts';
import type { AppDeps, AppEnv } from '../http/env.ts';
import { findUserById } from '../users/user-row.ts';
import type { IssuedTokens } from './login.ts';
import { rotateRefresh } from './sessions.ts';
import { signAccessToken } from './tokens.ts';

/**
 * Exchanges a refresh token for new tokens (rotation). Returns null when the token is unknown,
 * expired, revoked or reused (a reuse revokes the session), or the user is deactivated.
 */
export async function refresh(
  deps: AppDeps,
  c: Context<AppEnv>,
  presented: string | undefined,
): Promise<IssuedTokens | null> {
  if (!presented) return null;
  const now = deps.now();
  const result = await deps.db.transaction(async (tx) => {
    const rotated = await rotateRefresh(tx, presented, now, deps.config.refreshTtlSeconds, {
      ip: clientIp(c),
    });
    if (!rotated.ok) {
      if (rotated.reason === 'reused') {
        await audit(tx, c, {
          action: 'session_revoke',
          resource: 'sessions',
          summary: 'Session revoked: a rotated-out refresh token was presented again',
          actor: null,
        });
      }
      return null;
    }
    const user = await findUserById(tx, rotated.session.user_id);
    if (!user?.is_active) return null;
    const access = signAccessToken(
      deps.secret,
      user.id,
      rotated.session.id,
      now,
      deps.config.accessTtlSeconds,
    );
    return { access, refresh: rotated.refresh, sessionId: rotated.session.id };
  });
  return result;
}
