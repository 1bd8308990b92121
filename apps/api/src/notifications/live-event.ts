import type { Schemas } from '@back-office/api-client';
import type { JobKind } from '../platform/job-queue.ts';

/** The PostgreSQL channel every API process listens on (decision 025). */
export const EVENTS_CHANNEL = 'back_office_events';

/** A notification as the API answers it. */
export type NotificationView = Schemas['Notification'];

/** What travels between processes (as a `pg_notify` payload) to the user's open streams. */
export type LiveEvent =
  | { type: 'notification'; userId: number; notification: NotificationView }
  | { type: 'job'; userId: number; kind: JobKind; id: number; status: string }
  /** Sessions ended (`sessionIds`), or all of the user's streams must end (`null`): migration 145. */
  | { type: 'session_ended'; userId: number; sessionIds: number[] | null };

/** Reads a payload; undefined for anything that is not one of ours. */
export function parseLiveEvent(payload: string): LiveEvent | undefined {
  try {
    const value: unknown = JSON.parse(payload);
    if (typeof value !== 'object' || value === null) return undefined;
    const event = value as Partial<LiveEvent>;
    if (typeof event.userId !== 'number') return undefined;
    if (event.type === 'notification' || event.type === 'job') return event as LiveEvent;
    if (event.type === 'session_ended') {
      const ids = (event as { sessionIds?: unknown }).sessionIds;
      const valid = ids === null || (Array.isArray(ids) && ids.every(Number.isSafeInteger));
      return valid ? (event as LiveEvent) : undefined;
    }
    return undefined;
  } catch {
    return undefined;
  }
}
