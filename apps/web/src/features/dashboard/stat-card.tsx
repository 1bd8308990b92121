import { Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ListLink, type ListTarget } from './list-link.tsx';

export interface StatCardProps {
  readonly title: string;
  readonly icon: ReactNode;
  /** The headline figure. */
  readonly value: ReactNode;
  readonly hint?: ReactNode;
  /** "View all" link to the list the figure counts. */
  readonly target: ListTarget;
  readonly linkLabel: string;
  readonly children?: ReactNode;
  readonly testId?: string;
}

/** One area of the dashboard: a headline figure, its details and a link to the list. */
export function StatCard({
  title,
  icon,
  value,
  hint,
  target,
  linkLabel,
  children,
  testId,
}: StatCardProps) {
  return (
    <Card withBorder padding="lg" radius="md" data-testid={testId} h="100%">
      <Stack gap="sm" h="100%">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h5">
            {title}
          </Title>
          <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
            {icon}
          </ThemeIcon>
        </Group>
        <div>
          <Text fz={28} fw={700} lh={1.2} data-testid={testId ? `${testId}-value` : undefined}>
            {value}
          </Text>
          {hint ? (
            <Text size="sm" c="dimmed">
              {hint}
            </Text>
          ) : null}
        </div>
        {children}
        <ListLink size="sm" target={target} mt="auto" fw={600}>
          {linkLabel}
        </ListLink>
      </Stack>
    </Card>
  );
}
