import { Hono } from 'hono';
import { login } from '../auth/login.ts';
import { refresh } from '../auth/refresh.ts';
import { revokeSession } from '../auth/sessions.ts';
import type { AppDeps, AppEnv } from '../http/env.ts';
import { unauthorized } from '../http/errors.ts';
import { bodyOf, noContent, userOf } from '../http/input.ts';
import { audit } from '../platform/audit.ts';

/** Token mode: bearer login, refresh and logout (served; the web app uses cookies). */
export function authTokenRoutes(deps: AppDeps) {
  const answer = (t: { access: string; refresh: string }) => ({
    access_token: t.access,
    token_type: 'bearer' as const,
    refresh_token: t.refresh,
    expires_in: deps.config.accessTtlSeconds,
  });
  return new Hono<AppEnv>()
    .post('/auth/jwt/login', async (c) => c.json(answer(await login(deps, c, 'token')), 200))
    .post('/auth/refresh', async (c) => {
      const tokens = await refresh(deps, c, bodyOf<{ refresh_token: string }>(c).refresh_token);
      if (!tokens) throw unauthorized();
      return c.json(answer(tokens), 200);
    })
    .post('/auth/logout', async (c) => {
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
    });
}
