import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/env.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { queryOf } from '../http/input.ts';

interface OutboxRow {
  id: number;
  to_email: string;
  subject: string;
  body: string;
  kind: string;
  token: string;
  created_at: Date;
}

/**
 * Health (liveness), readiness (for a load balancer: database reachable and not shutting down)
 * and, in demo mode, the outbox of emails.
 */
export function systemRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/api/health/ready', async (c) => {
      if (deps.lifecycle.draining) throw new HttpError(503, 'Shutting down');
      try {
        await deps.db.query('SELECT 1');
      } catch {
        throw new HttpError(503, 'Database unavailable');
      }
      return c.json({ status: 'ready' as const, time: deps.now().toISOString() }, 200);
    })
    .get('/api/health', async (c) => {
      try {
        await deps.db.query('SELECT 1');
      } catch {
        throw new HttpError(503, 'Database unavailable');
      }
      return c.json(
        { status: 'ok' as const, version: deps.config.version, time: deps.now().toISOString() },
        200,
      );
    })
    .get('/api/dev/outbox', async (c) => {
      if (!deps.config.demo) throw notFound();
      const { to, kind } = queryOf<{ to?: string; kind?: string }>(c);
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
      return c.json({ messages }, 200);
    });
}
