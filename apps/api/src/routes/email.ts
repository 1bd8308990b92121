import { iso, isoOrNull } from '../db/iso.ts';
import type { AppDeps } from '../http/env.ts';
import type { HandlerGroup } from '../http/handlers.ts';
import { countUndeliveredMail, listUndeliveredMail, recordTestMail } from '../mail/mail-queue.ts';
import { testMessage } from '../mail/messages.ts';
import { recordEmailDelivery } from '../metrics/metrics.ts';

/** Email delivery as an administrator sees it: settings, undelivered emails, a test email. */
export function emailHandlers(deps: AppDeps) {
  const { mailer } = deps;
  return {
    getEmailStatus: async (_c, { json }) => {
      const counts = await countUndeliveredMail(deps.db);
      return json(200, {
        configured: mailer.configured,
        mode: mailer.mode,
        from: mailer.from,
        server: mailer.server ?? null,
        undelivered: {
          queued: counts.queued,
          retrying: counts.retrying,
          failed: counts.failed,
          unconfigured: counts.unconfigured,
        },
      });
    },
    listUndeliveredEmails: async (_c, { query, json }) => {
      const { rows, total } = await listUndeliveredMail(deps.db, query);
      return json(200, {
        emails: rows.map((r) => ({
          id: r.id,
          to: r.to_email,
          kind: r.kind,
          state: r.state,
          attempts: r.attempts,
          last_error: r.last_error,
          next_attempt_at: isoOrNull(r.next_attempt_at),
          created_at: iso(r.created_at),
          updated_at: iso(r.updated_at),
        })),
        total,
        skip: query.skip,
        limit: query.limit,
      });
    },
    sendTestEmail: async (_c, { body, json }) => {
      const to = body.to.trim();
      // One attempt, now: the administrator is checking the settings and waits for the answer.
      const result = await mailer.send(testMessage(to, deps.now()), { kind: 'test' });
      if (result.outcome === 'sent') recordEmailDelivery('sent');
      else if (result.outcome !== 'unconfigured') recordEmailDelivery('failed');
      const error = result.outcome === 'sent' ? null : result.error;
      const state =
        result.outcome === 'sent'
          ? 'sent'
          : result.outcome === 'unconfigured'
            ? 'unconfigured'
            : 'failed';
      await recordTestMail(deps.db, to, state, error, state === 'sent' ? new Date() : null);
      return json(200, { delivered: result.outcome === 'sent', mode: mailer.mode, error });
    },
  } satisfies HandlerGroup;
}
