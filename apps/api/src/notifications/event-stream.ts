import type { SSEStreamingApi } from 'hono/streaming';
import type { Db } from '../db/db.ts';
import { type RecordChangedSignal, recordChangedView } from './live-event.ts';
import type { LiveEvents, LiveSignal } from './live-events.ts';
import { latestNotificationId, notificationsAfter } from './notification-rows.ts';
import { sessionWatch } from './session-watch.ts';

/** How long a browser waits before reconnecting a dropped stream (`retry:`). */
export const RETRY_MS = 5000;
/** Notifications replayed at most per resume (the list endpoint has the rest). */
const REPLAY_LIMIT = 100;

export interface EventStreamOptions {
  db: Db;
  live: LiveEvents;
  userId: number;
  sessionId: number;
  /** `Last-Event-ID` of a reconnecting client: the notifications after it are sent first. */
  lastEventId: number | undefined;
  heartbeatMs: number;
  now: () => Date;
  /** Whether the user may hear this record change (`recordReader`). */
  mayRead: (event: RecordChangedSignal) => boolean;
}

/**
 * Serves one user's event stream until the client leaves or the session ends: `retry:`, then
 * the notifications missed since `Last-Event-ID`, then live `notification` and `job` events of
 * the user's own jobs and `record.changed` of records they may read, with a heartbeat comment. It ends as soon as its session does (logout,
 * revocation, deactivation, password change) or the user's roles change: the database announces
 * that on the same channel, in commit order (migration 145), so nothing committed after the end
 * is delivered; an expiry is checked before each event, and the heartbeat re-reads the session.
 */
export async function runEventStream(stream: SSEStreamingApi, o: EventStreamOptions) {
  const pending: LiveSignal[] = [];
  let wake: (() => void) | undefined;
  const nudge = () => wake?.();
  const unsubscribe = await o.live.subscribe(o.userId, (signal) => {
    pending.push(signal);
    nudge();
  });
  stream.onAbort(nudge);
  // A session that ended after the request was authenticated but before the subscription
  // listened was announced to no one here: look once, now that nothing more can be missed.
  const session = sessionWatch(o.db, o.sessionId, o.now);
  if (!(await session.read())) {
    unsubscribe();
    return;
  }
  const seen = new Set<number>();
  // Subscribed first, so nothing committed from here on is missed; replay covers the rest.
  let last = o.lastEventId ?? (await latestNotificationId(o.db, o.userId));
  const replay = async () => {
    for (const n of await notificationsAfter(o.db, o.userId, last, REPLAY_LIMIT)) {
      await send(n.id, n);
    }
  };
  const send = async (id: number, data: unknown) => {
    if (seen.has(id)) return;
    seen.add(id);
    last = Math.max(last, id);
    await stream.writeSSE({ event: 'notification', id: String(id), data: JSON.stringify(data) });
  };
  try {
    await stream.write(`retry: ${RETRY_MS}\n\n`);
    if (o.lastEventId !== undefined) await replay();
    // Heartbeats keep their pace even while events keep waking the loop.
    let beatAt = Date.now() + o.heartbeatMs;
    while (!stream.aborted && !stream.closed) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.max(0, beatAt - Date.now()));
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
        if (pending.length > 0 || stream.aborted) wake();
      });
      wake = undefined;
      if (stream.aborted) break;
      let ended = false;
      for (const signal of pending.splice(0)) {
        if (signal.type === 'session_ended') {
          // In commit order: what came before was delivered, nothing after it is.
          if (signal.sessionIds === null || signal.sessionIds.includes(o.sessionId)) {
            ended = true;
            break;
          }
        } else if (signal.type === 'resync') {
          // Events may have been missed, a session's end among them: look before replaying.
          if (!(await session.read())) {
            ended = true;
            break;
          }
          await replay();
        } else if (!(await session.live())) {
          ended = true; // expired since it was last read
          break;
        } else if (signal.type === 'record.changed') {
          if (o.mayRead(signal)) {
            const data = JSON.stringify(recordChangedView(signal));
            await stream.writeSSE({ event: 'record.changed', data });
          }
        } else if (signal.type === 'notification')
          await send(signal.notification.id, signal.notification);
        else {
          const { kind, id, status } = signal;
          await stream.writeSSE({ event: 'job', data: JSON.stringify({ kind, id, status }) });
        }
      }
      if (ended) break;
      if (Date.now() >= beatAt) {
        beatAt = Date.now() + o.heartbeatMs;
        if (!(await session.read())) break;
        await stream.write(': heartbeat\n\n');
      }
    }
  } finally {
    unsubscribe();
  }
}

/** The `Last-Event-ID` header as a notification id; anything else counts as absent. */
export function parseLastEventId(header: string | undefined): number | undefined {
  return header && /^\d{1,15}$/.test(header.trim()) ? Number(header.trim()) : undefined;
}
