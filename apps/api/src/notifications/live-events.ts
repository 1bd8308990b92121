import { type LiveEvent, parseLiveEvent } from './live-event.ts';

/** What an open stream hears: an event of its user, or `resync` after the relay reconnected. */
export type LiveSignal = LiveEvent | { type: 'resync' };
export type LiveListener = (signal: LiveSignal) => void;

/**
 * Opens the process's one subscription to the events channel: `deliver` gets each payload,
 * `resync` is called after a dropped connection came back (events may have been missed).
 * Answers how to close it.
 */
export type ListenSource = (
  deliver: (payload: string) => void,
  resync: () => void,
) => Promise<() => Promise<void>>;

/**
 * The relay of one API process (decision 025): one subscription to the events channel
 * (`LISTEN` on PostgreSQL, PGlite's `listen` in process), opened with the first stream and
 * fanned out to this process's open streams by user (record changes to all of them).
 */
export class LiveEvents {
  private readonly listeners = new Map<number, Set<LiveListener>>();
  private source: Promise<() => Promise<void>> | undefined;

  constructor(private readonly listen: ListenSource | undefined) {}

  /** Hears the events of `userId` until the answered function is called. */
  async subscribe(userId: number, listener: LiveListener): Promise<() => void> {
    const mine = this.listeners.get(userId) ?? new Set<LiveListener>();
    mine.add(listener);
    this.listeners.set(userId, mine);
    const unsubscribe = () => {
      mine.delete(listener);
      if (mine.size === 0 && this.listeners.get(userId) === mine) this.listeners.delete(userId);
    };
    if (this.listen && !this.source) {
      const opening = this.listen(
        (payload) => this.deliver(payload),
        () => this.broadcast({ type: 'resync' }),
      );
      this.source = opening;
      opening.catch(() => {
        if (this.source === opening) this.source = undefined;
      });
    }
    try {
      await this.source;
    } catch (error) {
      unsubscribe();
      throw error;
    }
    return unsubscribe;
  }

  /** How many streams of `userId` listen here. */
  listenerCount(userId: number): number {
    return this.listeners.get(userId)?.size ?? 0;
  }

  /** Closes the subscription (shutdown). */
  async close(): Promise<void> {
    const source = this.source;
    this.source = undefined;
    if (source) await (await source.catch(() => async () => {}))();
  }

  private deliver(payload: string): void {
    const event = parseLiveEvent(payload);
    if (!event) return;
    // A record change is for every stream; each one checks that its user may read the record.
    if (event.type === 'record.changed') this.broadcast(event);
    else for (const listener of this.listeners.get(event.userId) ?? []) listener(event);
  }

  private broadcast(signal: LiveSignal): void {
    for (const mine of this.listeners.values()) for (const listener of mine) listener(signal);
  }
}
