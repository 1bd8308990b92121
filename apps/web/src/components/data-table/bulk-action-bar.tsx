import { Button, Group, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface BulkActionBarProps {
  /** Selected rows; the bar hides itself at 0. */
  readonly count: number;
  readonly onClear: () => void;
  /** The actions, e.g. a "Delete selected" button that asks for confirmation. */
  readonly children: ReactNode;
  /** @default 'rows' */
  readonly noun?: string;
}

/**
 * Shown above a table while rows are selected: the count, the bulk actions and "Clear".
 *
 * @example
 * <BulkActionBar count={selection.count} onClear={selection.clear} noun="products">
 *   <Button color="red" onClick={askDelete}>Delete selected</Button>
 * </BulkActionBar>
 */
export function BulkActionBar({ count, onClear, children, noun = 'rows' }: BulkActionBarProps) {
  if (count === 0) return null;
  return (
    <Paper
      withBorder
      p="xs"
      px="md"
      radius="md"
      role="toolbar"
      aria-label="Bulk actions"
      data-testid="bulk-action-bar"
      style={{ position: 'sticky', top: 0, zIndex: 3 }}
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm" fw={600} aria-live="polite">
          {count} {noun} selected
        </Text>
        <Group gap="xs">
          {children}
          <Button size="xs" variant="subtle" onClick={onClear}>
            Clear selection
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
