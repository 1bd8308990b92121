import { Button } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';

export interface DeleteSelectedButtonProps {
  /** Usually asks for a confirmation first. */
  readonly onClick: () => void;
  readonly disabled?: boolean;
  /** Why it is disabled, shown on hover. */
  readonly title?: string | undefined;
}

/** The red "Delete selected" action of a `BulkActionBar`. */
export function DeleteSelectedButton({ onClick, disabled, title }: DeleteSelectedButtonProps) {
  return (
    <Button
      size="xs"
      color="red.9"
      leftSection={<IconTrash size={14} aria-hidden />}
      onClick={onClick}
      disabled={disabled}
      title={title}
    >
      Delete selected
    </Button>
  );
}
