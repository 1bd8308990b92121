import { streamSSE } from 'hono/streaming';
import { distributorScopeOf } from '../distributor-orders/scope.ts';
import type { AppDeps } from '../http/env.ts';
import { notFound, tooManyRequests } from '../http/errors.ts';
import type { HandlerGroup } from '../http/handlers.ts';
import { userOf } from '../http/input.ts';
import { parseLastEventId, runEventStream } from '../notifications/event-stream.ts';
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from '../notifications/notification-rows.ts';
import { recordReader } from '../notifications/record-readers.ts';

/** The caller's notifications (list, mark read) and live event stream (decision 025). */
export function notificationHandlers(deps: AppDeps) {
  return {
    streamEvents: async (c) => {
      const user = userOf(c);
      const session = c.get('session');
      if (!session) throw new Error('streamEvents needs a session');
      const mayRead = recordReader(deps.contract, user, await distributorScopeOf(deps.db, user));
      if (!deps.streamSlots.take(user.id)) {
        throw tooManyRequests(
          `Too many live event streams open for your account (at most ${deps.config.eventsMaxStreams}); close a tab and try again.`,
          30,
        );
      }
      return streamSSE(c, async (stream) => {
        try {
          await runEventStream(stream, {
            db: deps.db,
            live: deps.live,
            userId: user.id,
            sessionId: session.id,
            lastEventId: parseLastEventId(c.req.header('last-event-id')),
            heartbeatMs: deps.config.eventsHeartbeatMs,
            now: deps.now,
            mayRead,
          });
        } finally {
          deps.streamSlots.release(user.id);
        }
      });
    },
    listNotifications: async (c, { query, json }) => {
      const page = { skip: query.skip, limit: query.limit, cursor: query.cursor };
      return json(200, await listNotifications(deps.db, userOf(c).id, page));
    },
    markNotificationRead: async (c, { params, json }) => {
      const read = await markNotificationRead(deps.db, userOf(c).id, params.id, deps.now());
      if (!read) throw notFound('Notification not found');
      return json(200, read);
    },
    markAllNotificationsRead: async (c, { json }) => {
      const updated = await markAllNotificationsRead(deps.db, userOf(c).id, deps.now());
      return json(200, { updated });
    },
  } satisfies HandlerGroup;
}
