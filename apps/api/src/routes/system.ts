import { databaseAnswers } from '../db/database-answers.ts';
import type { AppDeps } from '../http/env.ts';
import { HttpError, notFound } from '../http/errors.ts';
import type { HandlerGroup } from '../http/handlers.ts';
import { hasFreshQueuedMail } from '../mail/mail-queue.ts';

/** How long readiness waits for the database before it answers 503. */
const READY_DB_TIMEOUT_MS = 2_000;

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
        await databaseAnswers(deps.db, READY_DB_TIMEOUT_MS);
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
      // Emails just asked for are sent by a job after the answer: give them a moment.
      for (let waited = 0; waited < 3000; waited += 50) {
        if (!(await hasFreshQueuedMail(deps.db))) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const messages = deps.mailer
        .demoMessages()
        .filter(
          (m) => (!to || m.to.toLowerCase() === to.toLowerCase()) && (!kind || m.kind === kind),
        )
        .map((m) => ({
          id: m.id,
          to: m.to,
          subject: m.subject,
          body: m.text,
          html: m.html,
          kind: m.kind,
          token: m.token,
          created_at: m.created_at,
        }));
      return json(200, { messages });
    },
  } satisfies HandlerGroup;
}
