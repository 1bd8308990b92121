/**
 * Undoable deletes as a delayed commit (decision 027): a delete waits while its toast is on
 * screen, its rows hidden from the lists; Undo forgets it, the toast's end sends it, and a page
 * that goes away sends what is still waiting with `keepalive`. A delete that fails once sent
 * brings its rows back and says so: none is lost silently.
 */
export interface DeferredDelete {
  /** The rows hidden while it waits, as `kind:id` (`products:12`); see `deleteKey`. */
  readonly keys: readonly string[];
  /** Sends the delete the usual way (the call refreshes the lists it changes). */
  readonly commit: () => Promise<unknown>;
  /** Sends the delete as the page goes away (`fetch` with `keepalive`); nothing is awaited. */
  readonly flush: () => void;
  /** Reports a delete that failed once sent (its rows are shown again). */
  readonly onError: (error: unknown) => void;
  /** Called once when the delete stops waiting: undone, sent or flushed (closes its toast). */
  readonly onEnd?: () => void;
}

interface Waiting extends DeferredDelete {
  timer: ReturnType<typeof setTimeout> | undefined;
  holds: number;
}

/** `products:12`: a row's key in the set of hidden rows. */
export const deleteKey = (kind: string, id: number) => `${kind}:${id}`;

/** A store of waiting deletes; `delayMs` is how long one waits unless held. */
export function createDeferredDeletes(delayMs: number) {
  const waiting = new Map<number, Waiting>();
  const sending = new Map<number, readonly string[]>();
  const listeners = new Set<() => void>();
  let hidden: ReadonlySet<string> = new Set();
  let nextId = 1;

  const changed = () => {
    const waitingKeys = [...waiting.values()].flatMap((entry) => entry.keys);
    hidden = new Set([...waitingKeys, ...[...sending.values()].flat()]);
    for (const listener of listeners) listener();
  };

  const stop = (id: number): Waiting | undefined => {
    const entry = waiting.get(id);
    if (!entry) return undefined;
    clearTimeout(entry.timer);
    waiting.delete(id);
    entry.onEnd?.();
    return entry;
  };

  const start = (id: number) => {
    const entry = waiting.get(id);
    if (entry && entry.holds === 0) entry.timer = setTimeout(() => void commit(id), delayMs);
  };

  /** Sends a waiting delete now; its rows stay hidden until the call (and its refresh) ends. */
  async function commit(id: number): Promise<void> {
    const entry = stop(id);
    if (!entry) return;
    sending.set(id, entry.keys);
    changed();
    try {
      await entry.commit();
    } catch (error) {
      entry.onError(error);
    } finally {
      sending.delete(id);
      changed();
    }
  }

  return {
    /** Hides the rows and starts the wait; returns the delete's id. */
    schedule(del: DeferredDelete): number {
      const id = nextId++;
      waiting.set(id, { ...del, timer: undefined, holds: 0 });
      start(id);
      changed();
      return id;
    },
    /** Forgets a waiting delete and shows its rows again; false when it was already sent. */
    undo(id: number): boolean {
      const undone = stop(id) !== undefined;
      if (undone) changed();
      return undone;
    },
    commit,
    /** Pauses the wait (the toast is hovered or focused); each hold needs a release. */
    hold(id: number) {
      const entry = waiting.get(id);
      if (!entry) return;
      entry.holds += 1;
      clearTimeout(entry.timer);
    },
    /** Ends a hold; the full wait starts again when none is left. */
    release(id: number) {
      const entry = waiting.get(id);
      if (!entry || entry.holds === 0) return;
      entry.holds -= 1;
      start(id);
    },
    /** Sends every waiting delete now and waits for them (before signing out: after, they would fail). */
    async commitAll(): Promise<void> {
      await Promise.all([...waiting.keys()].map((id) => commit(id)));
    },
    /** Sends every waiting delete with `keepalive` (the page is going away). */
    flushAll() {
      for (const id of [...waiting.keys()]) stop(id)?.flush();
      changed();
    },
    /** The keys of the rows hidden now (a new set after each change). */
    hidden: (): ReadonlySet<string> => hidden,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type DeferredDeletes = ReturnType<typeof createDeferredDeletes>;
