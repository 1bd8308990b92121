import type { Schemas } from '@back-office/api-client';
import {
  type LiveJobEvent,
  type LiveJobs,
  type LiveRecords,
  parseRecordChanged,
} from '@back-office/hooks/live';

/** A notification as the stream sends it. */
export type StreamedNotification = Schemas['Notification'];

/** The part of the browser's EventSource the stream uses (a fake one in tests). */
export interface EventSourceLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onerror: ((event: Event) => void) | null;
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  close(): void;
}

export interface LiveStreamOptions {
  /** `GET /api/events` on the API's origin. */
  readonly url: string;
  readonly liveJobs: LiveJobs;
  /** Where `record.changed` events go (open pages and forms say who saved). */
  readonly liveRecords?: LiveRecords;
  /** A job the user started has ended. */
  readonly onNotification: (notification: StreamedNotification) => void;
  /** Opens the EventSource; undefined where the browser has none (the polls carry on). */
  readonly open?: (url: string) => EventSourceLike | undefined;
  /** Waits before opening again a stream the server refused or closed for good. */
  readonly reopenAfterMs?: number;
}

/** `EventSource.CLOSED`: the browser gave up (a refusal such as 401/429), it will not retry. */
const CLOSED = 2;

const browserEventSource = (url: string): EventSourceLike | undefined =>
  typeof EventSource === 'undefined' ? undefined : new EventSource(url, { withCredentials: true });

/**
 * The tab's one connection to the live stream (decision 025): `job` events go to `liveJobs`
 * (progress screens read their status at once), `notification` events to `onNotification`.
 * While it is open `liveJobs` is healthy, so polls slow down; when it fails they resume (the
 * fallback). The browser reconnects by itself after a drop (with `Last-Event-ID`); a refusal it
 * does not retry is tried again after `reopenAfterMs`. Answers how to close it.
 */
export function openLiveStream(options: LiveStreamOptions): () => void {
  const open = options.open ?? browserEventSource;
  let source: EventSourceLike | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const connect = () => {
    source = open(options.url);
    if (!source) return;
    source.onopen = () => options.liveJobs.setHealthy(true);
    source.onerror = () => {
      options.liveJobs.setHealthy(false);
      if (source?.readyState === CLOSED && !stopped) {
        source.close();
        timer = setTimeout(connect, options.reopenAfterMs ?? 60_000);
      }
    };
    source.addEventListener('job', (event) => {
      const job = parse<LiveJobEvent>(event.data);
      if (job) options.liveJobs.publish(job);
    });
    source.addEventListener('record.changed', (event) => {
      const change = parseRecordChanged(parse<unknown>(event.data));
      if (change) options.liveRecords?.publish(change);
    });
    source.addEventListener('notification', (event) => {
      const notification = parse<StreamedNotification>(event.data);
      if (!notification) return;
      options.liveJobs.publish({
        kind: notification.kind,
        id: notification.record_id,
        status: notification.outcome,
      });
      options.onNotification(notification);
    });
  };

  connect();
  return () => {
    stopped = true;
    clearTimeout(timer);
    source?.close();
    options.liveJobs.setHealthy(false);
  };
}

function parse<T>(data: string): T | undefined {
  try {
    return JSON.parse(data) as T;
  } catch {
    return undefined;
  }
}
