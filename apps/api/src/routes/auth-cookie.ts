import { getCookie } from 'hono/cookie';
import { audit } from '../audit/audit.ts';
import { clearAuthCookies, REFRESH_COOKIE, setAuthCookies } from '../auth/cookies.ts';
import { login } from '../auth/login.ts';
import { refresh } from '../auth/refresh.ts';
import { revokeSession } from '../auth/sessions.ts';
import type { AppDeps } from '../http/env.ts';
import { unauthorized } from '../http/errors.ts';
import type { HandlerGroup } from '../http/handlers.ts';
import { noContent, userOf } from '../http/input.ts';

/** Cookie mode: login, logout, refresh (the web app's mode). */
export function authCookieHandlers(deps: AppDeps) {
  const { config } = deps;
  return {
    loginCookie: async (c) => {
      const tokens = await login(deps, c, 'cookie');
      setAuthCookies(c, config, tokens.access, tokens.refresh);
      return noContent(c);
    },
    logoutCookie: async (c) => {
      const user = userOf(c);
      const session = c.get('session');
      await deps.db.transaction(async (tx) => {
        if (session) await revokeSession(tx, session.id, 'logout', deps.now());
        await audit(tx, c, {
          action: 'logout',
          resource: 'sessions',
          recordId: session?.id ?? null,
          summary: `${user.email} signed out`,
        });
      });
      clearAuthCookies(c, config);
      return noContent(c);
    },
    refreshCookie: async (c) => {
      const tokens = await refresh(deps, c, getCookie(c, REFRESH_COOKIE));
      if (!tokens) {
        clearAuthCookies(c, config);
        throw unauthorized();
      }
      setAuthCookies(c, config, tokens.access, tokens.refresh);
      return noContent(c);
    },
  } satisfies HandlerGroup;
}
