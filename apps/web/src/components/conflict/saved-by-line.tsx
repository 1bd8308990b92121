import { Text } from '@mantine/core';
import { formatDateTime } from '../../lib/format.ts';

/** Who saved a record and when (ISO 8601); `name` null when the history does not say. */
export interface SavedBy {
  readonly name: string | null;
  readonly at: string;
}

/** "Saved by Thandi Nkosi on 28 Nov 2026, 10:02." */
export function SavedByLine({ savedBy }: { readonly savedBy: SavedBy | null }) {
  if (!savedBy) return null;
  return (
    <Text size="sm" c="dimmed">
      Saved {savedBy.name ? `by ${savedBy.name} ` : ''}on {formatDateTime(savedBy.at)}.
    </Text>
  );
}
