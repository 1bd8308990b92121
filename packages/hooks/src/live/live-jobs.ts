import type { Schemas } from '@back-office/api-client';

/** The kinds of background job the API reports (`Notification.kind` in the contract). */
export type LiveJobKind = Schemas['Notification']['kind'];

/** A change of a job the user started, as the live stream (`GET /api/events`) reports it. */
export interface LiveJobEvent {
  readonly kind: LiveJobKind;
  readonly id: number;
  readonly status: string;
}

type Listener<T> = (value: T) => void;

/**
 * The tab's live-stream state, shared by whoever opens the stream (the app's one EventSource)
 * and whoever watches jobs (`useJob`): whether the stream is open and healthy, and the job
 * changes it reports. No EventSource here: the app owns the connection and feeds this.
 */
export function createLiveJobs() {
  let healthy = false;
  const jobListeners = new Set<Listener<LiveJobEvent>>();
  const healthListeners = new Set<() => void>();
  return {
    /** True while the stream is open (polls slow down), false while it is down (they resume). */
    isHealthy: () => healthy,
    setHealthy(next: boolean) {
      if (next === healthy) return;
      healthy = next;
      for (const listener of healthListeners) listener();
    },
    subscribeHealth(listener: () => void) {
      healthListeners.add(listener);
      return () => void healthListeners.delete(listener);
    },
    publish(event: LiveJobEvent) {
      for (const listener of jobListeners) listener(event);
    },
    subscribe(listener: Listener<LiveJobEvent>) {
      jobListeners.add(listener);
      return () => void jobListeners.delete(listener);
    },
  };
}

export type LiveJobs = ReturnType<typeof createLiveJobs>;

/** The tab's one live-stream state. */
export const liveJobs: LiveJobs = createLiveJobs();
