import { Box, Group, Text } from '@mantine/core';
import { cssColor } from './mantine-color.ts';

export interface Bar {
  readonly label: string;
  readonly value: number;
}

/**
 * Horizontal bars, one row per item, each as long as its share of the largest value, with the
 * value beside it. Plain elements (no chart library): the rows are as tall as the text.
 */
export function BarChart({
  bars,
  color,
  labelWidth = 90,
}: {
  bars: readonly Bar[];
  /** A Mantine colour (`blue.7`) or any CSS colour. */
  color: string;
  labelWidth?: number;
}) {
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  return (
    <Box aria-hidden="true">
      {bars.map((bar) => (
        <Group key={bar.label} gap="xs" wrap="nowrap" h={28}>
          <Text size="xs" ta="right" w={labelWidth} truncate="end" style={{ flexShrink: 0 }}>
            {bar.label}
          </Text>
          <Box style={{ flex: 1, minWidth: 0 }}>
            <Box
              data-bar={bar.label}
              h={18}
              w={`${(Math.max(0, bar.value) / max) * 100}%`}
              miw={2}
              style={{ background: cssColor(color), borderRadius: 3 }}
            />
          </Box>
          <Text size="xs" fw={600} w={48} style={{ flexShrink: 0 }}>
            {bar.value.toLocaleString('en-ZA')}
          </Text>
        </Group>
      ))}
    </Box>
  );
}
