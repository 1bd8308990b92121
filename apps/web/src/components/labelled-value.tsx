import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface LabelledValueProps {
  readonly label: string;
  /** Nothing (null, undefined, '') shows as a dash. */
  readonly children?: ReactNode;
  /** A headline figure (totals): the value in bold at body size. */
  readonly emphasis?: boolean;
}

/** A small uppercase label over its value: the facts of detail pages, cards and drawers. */
export function LabelledValue({ label, children, emphasis = false }: LabelledValueProps) {
  const value = children === null || children === undefined || children === '' ? '—' : children;
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      {emphasis ? (
        <Text fw={600} component="div">
          {value}
        </Text>
      ) : (
        <Text size="sm" component="div">
          {value}
        </Text>
      )}
    </Stack>
  );
}
