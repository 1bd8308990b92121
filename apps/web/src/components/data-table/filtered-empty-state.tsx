import { Button } from '@mantine/core';
import type { ReactNode } from 'react';
import type { EmptyContent } from './states.tsx';

export interface FilteredEmptyStateOptions {
  /** e.g. "No invoices match these filters". */
  readonly title: ReactNode;
  /** e.g. "Try another status or date range." */
  readonly description?: ReactNode;
  readonly onClear: () => void;
}

/** The `empty` content of a table whose filters hide every row, with a Clear filters button. */
export function filteredEmptyState({
  title,
  description,
  onClear,
}: FilteredEmptyStateOptions): EmptyContent {
  return {
    title,
    description,
    action: (
      <Button variant="default" onClick={onClear}>
        Clear filters
      </Button>
    ),
  };
}
