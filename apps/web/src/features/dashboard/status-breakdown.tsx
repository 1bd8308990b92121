import { Box, Group, Stack, Text } from '@mantine/core';
import { DonutChart } from './donut-chart.tsx';
import { ListLink, type ListTarget } from './list-link.tsx';
import { cssColor } from './mantine-color.ts';

export interface StatusSlice {
  readonly key: string;
  readonly label: string;
  readonly value: number;
  readonly color: string;
  readonly target: ListTarget;
}

/**
 * Counts by status as a donut (a picture) and as a list of links to the filtered list (the
 * accessible, clickable version of the same figures).
 */
export function StatusBreakdown({
  title,
  total,
  slices,
}: {
  title: string;
  total: number;
  slices: readonly StatusSlice[];
}) {
  const data = slices
    .filter((slice) => slice.value > 0)
    .map((slice) => ({ name: slice.label, value: slice.value, color: slice.color }));
  return (
    <Group align="center" gap="lg" wrap="nowrap">
      <Box
        role="img"
        aria-label={`${title}: ${slices.map((s) => `${s.label} ${s.value}`).join(', ')}`}
        style={{ flexShrink: 0 }}
      >
        <DonutChart
          slices={data.length > 0 ? data : [{ name: 'None', value: 1, color: 'gray.3' }]}
          size={120}
          thickness={18}
          label={total.toLocaleString('en-ZA')}
        />
      </Box>
      <Stack gap={4} style={{ flex: 1 }} data-testid="status-links">
        {slices.map((slice) => (
          <Group key={slice.key} justify="space-between" gap="xs" wrap="nowrap">
            <Group gap={6} wrap="nowrap">
              <Box
                w={10}
                h={10}
                style={{
                  borderRadius: 2,
                  background: cssColor(slice.color),
                }}
                aria-hidden
              />
              <ListLink size="sm" target={slice.target}>
                {slice.label}
              </ListLink>
            </Group>
            <Text size="sm" fw={600}>
              {slice.value.toLocaleString('en-ZA')}
            </Text>
          </Group>
        ))}
      </Stack>
    </Group>
  );
}
