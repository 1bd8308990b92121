import { audit } from '../audit/audit.ts';
import { login } from '../auth/login.ts';
import { refresh } from '../auth/refresh.ts';
import { revokeSession } from '../auth/sessions.ts';
import type { AppDeps } from '../http/env.ts';
import { unauthorized } from '../http/errors.ts';
import type { HandlerGroup } from '../http/handlers.ts';
import { noContent, userOf } from '../http/input.ts';

/** Token mode: bearer login, refresh and logout (served; the web app uses cookies). */
export function authTokenHandlers(deps: AppDeps) {
  const answer = (t: { access: string; refresh: string }) => ({
    access_token: t.access,
    token_type: 'bearer' as const,
    refresh_token: t.refresh,
    expires_in: deps.config.accessTtlSeconds,
  });
  return {
    loginJwt: async (c, { json }) => json(200, answer(await login(deps, c, 'token'))),
    refreshJwt: async (c, { body, json }) => {
      const tokens = await refresh(deps, c, body.refresh_token);
      if (!tokens) throw unauthorized();
      return json(200, answer(tokens));
    },
    logoutJwt: async (c) => {
      const user = userOf(c);
      const session = c.get('session');
      await deps.db.transaction(async (tx) => {
        if (session) await revokeSession(tx, session.id, 'logout', deps.now());
        await audit(tx, c, {
          action: 'logout',
          resource: 'sessions',
          recordId: session?.id ?? null,
          summary: `${user.email} signed out (token mode)`,
        });
      });
      return noContent(c);
    },
  } satisfies HandlerGroup;
}
