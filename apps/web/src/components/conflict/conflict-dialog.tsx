import { Button, Group, getDefaultZIndex, Modal, Stack, Text } from '@mantine/core';
import type { FieldChange, FlatValues } from '../../lib/concurrency/changed-fields.ts';
import { ChangedFieldsTable } from './changed-fields-table.tsx';
import { type SavedBy, SavedByLine } from './saved-by-line.tsx';

/** How the user settles a conflict. */
export type ConflictChoice = 'mine' | 'theirs' | 'cancel';

export interface ConflictDialogProps<V extends FlatValues<V>> {
  readonly opened: boolean;
  /** What the other person changed since the form loaded the record. */
  readonly changes: readonly FieldChange<V>[];
  readonly labels: Readonly<Record<keyof V & string, string>>;
  /** Who saved and when; null while unknown. */
  readonly savedBy: SavedBy | null;
  /** What to ask, when not the clash of fields (a payment on an invoice that changed). */
  readonly intro?: string;
  /** True while "Keep mine" resends. */
  readonly busy?: boolean;
  readonly onChoose: (choice: ConflictChoice) => void;
}

/**
 * Someone saved the record while this user edited it: field by field what they changed, who
 * and when, and three ways out. The form behind keeps everything typed. Escape and the close
 * button cancel; the focus starts on "Keep my changes".
 */
export function ConflictDialog<V extends FlatValues<V>>({
  opened,
  changes,
  labels,
  savedBy,
  busy = false,
  intro,
  onChoose,
}: ConflictDialogProps<V>) {
  const clashes = changes.filter((change) => change.clash).length;
  return (
    <Modal
      opened={opened}
      onClose={() => onChoose('cancel')}
      title="Someone else saved this record"
      size="lg"
      // Above the edit dialog it may be asked from (both are modals; the later one wins).
      zIndex={getDefaultZIndex('modal') + 10}
      closeButtonProps={{ 'aria-label': 'Cancel' }}
      closeOnClickOutside={!busy}
      closeOnEscape={!busy}
    >
      <Stack gap="md">
        <SavedByLine savedBy={savedBy} />
        <Text size="sm">
          {intro ??
            (clashes > 0
              ? `You both changed ${clashes === 1 ? 'a field' : `${clashes} fields`}. Keep your changes to save over theirs, or take theirs and drop yours for ${clashes === 1 ? 'that field' : 'those fields'}.`
              : 'Their changes and yours touch different fields.')}
        </Text>
        <ChangedFieldsTable changes={changes} labels={labels} />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => onChoose('cancel')} disabled={busy}>
            Cancel
          </Button>
          <Button variant="light" onClick={() => onChoose('theirs')} disabled={busy}>
            Take theirs
          </Button>
          <Button onClick={() => onChoose('mine')} loading={busy} data-autofocus>
            Keep my changes
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
