import type { Schemas } from '@back-office/api-client';
import type { AppDeps } from '../http/env.ts';
import { HttpError, notFound } from '../http/errors.ts';
import type { HandlerGroup } from '../http/handlers.ts';

interface OutboxRow {
  id: number;
  to_email: string;
  subject: string;
  body: string;
  kind: Schemas['OutboxMessage']['kind'];
  token: string;
  created_at: Date;
}

/**
 * Health (liveness), readiness (for a load balancer: database reachable and not shutting down)
 * and, in demo mode, the outbox of emails.
 */
export function systemHandlers(deps: AppDeps) {
  return {
    getReadiness: async (_c, { json }) => {
      if (deps.lifecycle.draining) throw new HttpError(503, 'Shutting down');
      try {
        await deps.db.query('SELECT 1');
      } catch {
        throw new HttpError(503, 'Database unavailable');
      }
      return json(200, { status: 'ready' as const, time: deps.now().toISOString() });
    },
    getHealth: async (_c, { json }) => {
      try {
        await deps.db.query('SELECT 1');
      } catch {
        throw new HttpError(503, 'Database unavailable');
      }
      return json(200, {
        status: 'ok' as const,
        version: deps.config.version,
        time: deps.now().toISOString(),
      });
    },
    listOutboxMessages: async (_c, { query, json }) => {
      if (!deps.config.demo) throw notFound();
      const { to, kind } = query;
      const rows = await deps.db.query<OutboxRow>(
        `SELECT * FROM outbox WHERE ($1::text IS NULL OR lower(to_email) = lower($1))
           AND ($2::text IS NULL OR kind = $2) ORDER BY id DESC LIMIT 200`,
        [to ?? null, kind ?? null],
      );
      const messages = rows.map((m) => ({
        id: m.id,
        to: m.to_email,
        subject: m.subject,
        body: m.body,
        kind: m.kind,
        token: m.token,
        created_at: new Date(m.created_at).toISOString(),
      }));
      return json(200, { messages });
    },
  } satisfies HandlerGroup;
}
