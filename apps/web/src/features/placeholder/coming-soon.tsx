import { Paper, Stack, Text, Title } from '@mantine/core';

/**
 * A screen whose content comes with a later issue. The route, its guard, the sidebar entry and
 * the page title already work.
 */
export function ComingSoon({ title }: { title: string }) {
  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      <Paper withBorder p="lg">
        <Text>This screen is coming soon.</Text>
      </Paper>
    </Stack>
  );
}
