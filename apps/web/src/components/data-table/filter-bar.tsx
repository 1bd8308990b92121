import { Button, Collapse, Group, Stack } from '@mantine/core';
import { useDisclosure, useId } from '@mantine/hooks';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useSmallScreen } from '../../lib/use-small-screen.ts';

/** Phones (below Mantine's `sm`, where the sidebar becomes a burger). */

export interface FilterBarProps {
  /** How many filters are set (`listFilters(…).count`), shown on the phone's button. */
  readonly count: number;
  readonly children: ReactNode;
}

/**
 * A list's filter controls in a row. On a phone they fold behind a "Filters (n)" button, so the
 * first rows of the list are in the first screen rather than under a stack of inputs.
 */
export function FilterBar({ count, children }: FilterBarProps) {
  const small = useSmallScreen();
  const [opened, { toggle }] = useDisclosure(false);
  const id = useId();
  const row = (
    <Group align="flex-end" gap="sm" wrap="wrap">
      {children}
    </Group>
  );
  if (!small) return row;
  return (
    <Stack gap="xs" align="flex-start">
      <Button
        variant="default"
        size="xs"
        leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
        aria-expanded={opened}
        aria-controls={id}
        onClick={toggle}
      >
        Filters ({count})
      </Button>
      <Collapse expanded={opened} keepMountedMode="display-none" id={id} w="100%">
        {row}
      </Collapse>
    </Stack>
  );
}
