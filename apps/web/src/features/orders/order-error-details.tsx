import { Alert, Code, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ErrorDetailsView } from './error-details.ts';

/**
 * Why a failed order failed: the failed lines as a table, or the raw text. `lineNumbers` maps a
 * line's id to its number as the lines table shows it (1, 2, 3…), so "Line 2" is the second
 * row the user sees; a line removed since is said to be.
 */
export function OrderErrorDetails({
  view,
  lineNumbers,
}: {
  view: ErrorDetailsView;
  lineNumbers: ReadonlyMap<number, number>;
}) {
  if (view.kind === 'none') return null;
  return (
    <Alert
      color="red"
      variant="light"
      title="Processing failed"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      data-testid="order-error-details"
      styles={{ message: { color: 'var(--mantine-color-text)' } }}
    >
      {view.kind === 'text' ? (
        <Stack gap={4}>
          <Text size="sm">The server's error details (not structured):</Text>
          <Code block>{view.text}</Code>
        </Stack>
      ) : (
        <Stack gap="xs">
          <Text size="sm">{view.message}</Text>
          <Table.ScrollContainer minWidth={360}>
            <Table withTableBorder verticalSpacing={4} fz="sm" aria-label="Error details">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Line</Table.Th>
                  <Table.Th>Product code</Table.Th>
                  <Table.Th>Reason</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {view.items.map((item) => (
                  <Table.Tr key={`${item.item_id}-${item.product_code}`}>
                    <Table.Td>{lineLabel(lineNumbers.get(item.item_id))}</Table.Td>
                    <Table.Td>
                      <Code>{item.product_code}</Code>
                    </Table.Td>
                    <Table.Td>{item.reason}</Table.Td>
                  </Table.Tr>
                ))}
                {view.items.length === 0 ? (
                  <Table.Tr>
                    <Table.Td colSpan={3}>The whole run failed; no single line was named.</Table.Td>
                  </Table.Tr>
                ) : null}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      )}
    </Alert>
  );
}

function lineLabel(lineNumber: number | undefined): string {
  return lineNumber === undefined ? 'Removed since' : `Line ${lineNumber}`;
}
