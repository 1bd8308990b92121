import { Badge, Table, Text } from '@mantine/core';
import type { FieldChange, FieldValue, FlatValues } from '../../lib/concurrency/changed-fields.ts';

export interface ChangedFieldsTableProps<V extends FlatValues<V>> {
  readonly changes: readonly FieldChange<V>[];
  /** The field's label as the form shows it. */
  readonly labels: Readonly<Record<keyof V & string, string>>;
}

const shown = (value: FieldValue): string => {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.length === 0 ? '(none)' : value.join(', ');
  return value === '' ? '(blank)' : String(value);
};

/** Field by field: what the form loaded, what they saved, and what this user has typed. */
export function ChangedFieldsTable<V extends FlatValues<V>>({
  changes,
  labels,
}: ChangedFieldsTableProps<V>) {
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table verticalSpacing="xs" aria-label="What they changed">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Field</Table.Th>
            <Table.Th scope="col">Was</Table.Th>
            <Table.Th scope="col">They saved</Table.Th>
            <Table.Th scope="col">You have</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {changes.map((change) => (
            <Table.Tr key={change.field} data-clash={change.clash || undefined}>
              <Table.Th scope="row" fw={500}>
                {labels[change.field]}
                {change.clash && (
                  <Badge ml="xs" size="sm" color="orange" variant="light">
                    Both changed
                  </Badge>
                )}
              </Table.Th>
              <Table.Td>
                <Text size="sm" c="dimmed" td="line-through">
                  {shown(change.loaded)}
                </Text>
              </Table.Td>
              <Table.Td>{shown(change.theirs)}</Table.Td>
              <Table.Td fw={change.clash ? 600 : undefined}>{shown(change.mine)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
