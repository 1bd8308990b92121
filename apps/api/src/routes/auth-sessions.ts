import { audit } from '../audit/audit.ts';
import { clearAuthCookies } from '../auth/cookies.ts';
import {
  findLiveSession,
  listLiveSessions,
  revokeSession,
  revokeUserSessions,
} from '../auth/sessions.ts';
import type { AppDeps } from '../http/env.ts';
import { forbidden, notFound } from '../http/errors.ts';
import type { HandlerGroup } from '../http/handlers.ts';
import { noContent, userOf } from '../http/input.ts';

const iso = (d: Date) => new Date(d).toISOString();

/** The signed-in user's own sessions: list, revoke one, logout-all. */
export function authSessionHandlers(deps: AppDeps) {
  return {
    listSessions: async (c, { json }) => {
      const rows = await listLiveSessions(deps.db, userOf(c).id, deps.now());
      const current = c.get('session')?.id;
      const sessions = rows.map((s) => ({
        id: s.id,
        created_at: iso(s.created_at),
        last_activity_at: iso(s.last_activity_at),
        expires_at: iso(s.expires_at),
        ip_address: s.ip_address,
        user_agent: s.user_agent,
        is_current: s.id === current,
      }));
      return json(200, { sessions });
    },
    revokeSession: async (c, { params }) => {
      const { id } = params;
      const me = userOf(c);
      const now = deps.now();
      const session = await findLiveSession(deps.db, id, now);
      if (!session) throw notFound('Session not found');
      if (session.user_id !== me.id) throw forbidden('You can only revoke your own sessions.');
      await deps.db.transaction(async (tx) => {
        await revokeSession(tx, id, 'revoked by user', now);
        await audit(tx, c, {
          action: 'session_revoke',
          resource: 'sessions',
          recordId: id,
          summary: `${me.email} revoked a session${session.ip_address ? ` from ${session.ip_address}` : ''} signed in ${iso(session.created_at).slice(0, 10)}`,
        });
      });
      if (c.get('session')?.id === id) clearAuthCookies(c, deps.config);
      return noContent(c);
    },
    logoutAllSessions: async (c, { json }) => {
      const me = userOf(c);
      const ended = await deps.db.transaction(async (tx) => {
        const n = await revokeUserSessions(tx, me.id, 'logout-all', deps.now());
        await audit(tx, c, {
          action: 'logout_all',
          resource: 'sessions',
          summary: `${me.email} signed out of ${n} sessions`,
        });
        return n;
      });
      clearAuthCookies(c, deps.config);
      return json(200, {
        message: `Logged out from ${ended} session${ended === 1 ? '' : 's'}`,
        sessions_revoked: ended,
      });
    },
  } satisfies HandlerGroup;
}
