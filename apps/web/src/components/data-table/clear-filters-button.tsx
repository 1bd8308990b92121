import { Button } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';

export interface ClearFiltersButtonProps {
  /** A filter is set; the button hides itself otherwise. */
  readonly filtered: boolean;
  readonly onClear: () => void;
}

/** The "Clear filters" button at the end of a list's filter row. */
export function ClearFiltersButton({ filtered, onClear }: ClearFiltersButtonProps) {
  if (!filtered) return null;
  return (
    <Button
      variant="subtle"
      leftSection={<IconFilterOff size={16} aria-hidden />}
      onClick={onClear}
    >
      Clear filters
    </Button>
  );
}
