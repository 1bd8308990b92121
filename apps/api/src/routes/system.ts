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

/** How long readiness waits for the database before it answers 503. */
const READY_DB_TIMEOUT_MS = 2_000;

/** Resolves when the database answers `SELECT 1` within `ms`; rejects otherwise. */
async function databaseAnswers(deps: AppDeps, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), ms);
    timer.unref();
  });
  try {
    await Promise.race([deps.db.query('SELECT 1'), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Liveness (`/api/health`: 200 whenever this process can answer, whatever the database does,
 * so an orchestrator does not restart every process during a database outage), readiness
 * (`/api/health/ready`, for a load balancer: 503 while the database does not answer within 2 s
 * and from SIGTERM on, through the drain period) and, in demo mode, the outbox of emails.
 * Neither check reads credentials (app.ts skips authentication for them).
 */
export function systemHandlers(deps: AppDeps) {
  return {
    getReadiness: async (_c, { json }) => {
      if (deps.lifecycle.draining) throw new HttpError(503, 'Shutting down');
      try {
        await databaseAnswers(deps, READY_DB_TIMEOUT_MS);
      } catch {
        throw new HttpError(503, 'Database unavailable');
      }
      return json(200, { status: 'ready' as const, time: deps.now().toISOString() });
    },
    getHealth: async (_c, { json }) =>
      json(200, {
        status: 'ok' as const,
        version: deps.config.version,
        time: deps.now().toISOString(),
      }),
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
