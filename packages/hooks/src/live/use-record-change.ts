import { useEffect, useState } from 'react';
import { type LiveRecords, liveRecords, type RecordChangedEvent } from './live-records.ts';

export interface RecordWatch {
  readonly resource: string;
  readonly id: number;
  /** The version the page or form shows; later saves are reported. */
  readonly version: number | undefined;
  /** The signed-in user: their own saves are not reported. */
  readonly selfId: number | undefined;
  /** Default: the tab's feed. */
  readonly feed?: LiveRecords;
}

/**
 * The latest save of the record by someone else since `version`, from the live stream; null
 * while there is none. A newer `version` (the page reloaded the record) clears it.
 */
export function useRecordChange(watch: RecordWatch): RecordChangedEvent | null {
  const { resource, id, version, selfId } = watch;
  const feed = watch.feed ?? liveRecords;
  const [change, setChange] = useState<RecordChangedEvent | null>(null);
  useEffect(
    () =>
      feed.subscribe((event) => {
        if (event.resource !== resource || event.id !== id || event.by.id === selfId) return;
        if (version !== undefined && event.version <= version) return;
        setChange((previous) => (previous && previous.version >= event.version ? previous : event));
      }),
    [feed, resource, id, version, selfId],
  );
  if (change && version !== undefined && change.version <= version) return null;
  return change;
}
