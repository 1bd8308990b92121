import { Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface ListPageHeaderProps {
  readonly title: ReactNode;
  readonly description: ReactNode;
  /** Buttons on the right, e.g. "New invoice"; wrap several in a `Group`. */
  readonly actions?: ReactNode;
}

/** The top of a list page: its title and a dimmed line under it, actions on the right. */
export function ListPageHeader({ title, description, actions }: ListPageHeaderProps) {
  return (
    <Group justify="space-between" align="flex-end">
      <div>
        <Title order={1}>{title}</Title>
        <Text c="dimmed" size="sm">
          {description}
        </Text>
      </div>
      {actions}
    </Group>
  );
}
