import type { Schemas } from '@back-office/api-client';
import type { JobKind } from '../jobs/job-queue.ts';

/** The PostgreSQL channel every API process listens on (decision 025). */
export const EVENTS_CHANNEL = 'back_office_events';

/** A notification as the API answers it. */
export type NotificationView = Schemas['Notification'];

/** `record.changed` as a stream sends it (the contract's `RecordChangedEvent`, decision 041). */
export type RecordChanged = Schemas['RecordChangedEvent'];

/**
 * `record.changed` as it travels (migration 152): for every stream whose user may read it, with
 * the distributor of a distributor order for the scope check (never sent to a client).
 */
export type RecordChangedSignal = Omit<RecordChanged, 'type'> & {
  type: 'record.changed';
  distributor?: string;
};

/** What travels between processes (as a `pg_notify` payload) to the open streams. */
export type LiveEvent =
  | { type: 'notification'; userId: number; notification: NotificationView }
  | { type: 'job'; userId: number; kind: JobKind; id: number; status: string }
  /** Sessions ended (`sessionIds`), or all of the user's streams must end (`null`): migration 145. */
  | { type: 'session_ended'; userId: number; sessionIds: number[] | null }
  | RecordChangedSignal;

/** Reads a payload; undefined for anything that is not one of ours. */
export function parseLiveEvent(payload: string): LiveEvent | undefined {
  try {
    const value: unknown = JSON.parse(payload);
    if (typeof value !== 'object' || value === null) return undefined;
    const event = value as Partial<LiveEvent>;
    if (event.type === 'record.changed') return isRecordChanged(value) ? value : undefined;
    if (typeof (event as { userId?: unknown }).userId !== 'number') return undefined;
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

function isRecordChanged(value: object): value is RecordChangedSignal {
  const e = value as Record<string, unknown>;
  const by = e.by as Record<string, unknown> | null | undefined;
  return (
    typeof e.resource === 'string' &&
    Number.isSafeInteger(e.id) &&
    typeof e.action === 'string' &&
    (e.version === undefined || Number.isSafeInteger(e.version)) &&
    typeof e.at === 'string' &&
    Number.isSafeInteger(by?.id) &&
    typeof by?.name === 'string' &&
    (e.distributor === undefined || typeof e.distributor === 'string')
  );
}

/** What a client receives: the signal without its relay-only fields. */
export function recordChangedView({
  distributor: _,
  ...event
}: RecordChangedSignal): RecordChanged {
  return event;
}
