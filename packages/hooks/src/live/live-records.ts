/** Who saved a record, as the live stream names them. */
export interface RecordChangeAuthor {
  readonly id: number;
  readonly name: string;
}

/** `record.changed` on the live stream: someone saved an editable record (decision 041). */
export interface RecordChangedEvent {
  /** The record's kind, as its history names it (`consultants`, `invoices`, …). */
  readonly resource: string;
  readonly id: number;
  /** The record's version after the save (its ETag). */
  readonly version: number;
  readonly by: RecordChangeAuthor;
  /** When it was saved (ISO 8601). */
  readonly at: string;
}

type Listener = (event: RecordChangedEvent) => void;

/**
 * The tab's record changes, fed by whoever holds the live stream (the app's one EventSource)
 * and read by open pages and forms (`useRecordChange`).
 */
export function createLiveRecords() {
  const listeners = new Set<Listener>();
  return {
    publish(event: RecordChangedEvent) {
      for (const listener of listeners) listener(event);
    },
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export type LiveRecords = ReturnType<typeof createLiveRecords>;

/** The tab's one feed of record changes. */
export const liveRecords: LiveRecords = createLiveRecords();

/** The event when `value` is a well-formed `record.changed` payload. */
export function parseRecordChanged(value: unknown): RecordChangedEvent | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const event = value as Partial<Record<keyof RecordChangedEvent, unknown>>;
  const by = event.by as Partial<Record<keyof RecordChangeAuthor, unknown>> | null | undefined;
  const valid =
    typeof event.resource === 'string' &&
    typeof event.id === 'number' &&
    typeof event.version === 'number' &&
    typeof event.at === 'string' &&
    typeof by?.id === 'number' &&
    typeof by.name === 'string';
  return valid ? (value as RecordChangedEvent) : undefined;
}
