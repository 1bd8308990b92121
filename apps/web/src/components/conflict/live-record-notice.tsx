import { useAuth } from '@back-office/hooks/auth';
import { useRecordChange } from '@back-office/hooks/live';
import { RecordChangedNotice, type RecordChangedNoticeProps } from './record-changed-notice.tsx';

export interface LiveRecordNoticeProps extends Omit<RecordChangedNoticeProps, 'change'> {
  /** The record's kind as the live stream names it (`consultants`, `invoices`, …). */
  readonly resource: string;
  readonly id: number;
  /** The version shown; saves after it by someone else are reported. */
  readonly version: number | undefined;
}

/** {@link RecordChangedNotice} fed by the live stream's `record.changed` events. */
export function LiveRecordNotice({ resource, id, version, ...notice }: LiveRecordNoticeProps) {
  const { user } = useAuth();
  const change = useRecordChange({ resource, id, version, selfId: user?.id });
  return <RecordChangedNotice change={change} {...notice} />;
}
