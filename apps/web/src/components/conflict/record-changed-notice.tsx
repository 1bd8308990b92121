import type { RecordChangedEvent } from '@back-office/hooks/live';
import { Alert, Button, Group, Text } from '@mantine/core';

export interface RecordChangedNoticeProps {
  /** The latest save by someone else (`useRecordChange`), null while there is none. */
  readonly change: RecordChangedEvent | null;
  readonly onReload: () => void;
  /** @default 'Reload' */
  readonly reloadLabel?: string;
  /** What reloading does, for a form ("Your edits stay"). */
  readonly hint?: string;
}

/**
 * "Changed by <name> a moment ago" the moment someone else saves the record shown, with a way
 * to reload it. A polite live region that is always there, so screen readers announce it.
 */
export function RecordChangedNotice({
  change,
  onReload,
  reloadLabel = 'Reload',
  hint,
}: RecordChangedNoticeProps) {
  return (
    <div role="status" aria-live="polite">
      {change && (
        <Alert color="yellow" variant="light" title={`Changed by ${change.by.name} a moment ago`}>
          <Group justify="space-between" gap="sm">
            <Text size="sm">{hint ?? 'What you see is their earlier version.'}</Text>
            <Button size="xs" variant="default" onClick={onReload}>
              {reloadLabel}
            </Button>
          </Group>
        </Alert>
      )}
    </div>
  );
}
