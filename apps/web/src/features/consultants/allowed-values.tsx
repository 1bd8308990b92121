import { Code, Table, Text } from '@mantine/core';
import { CONSULTANT_STATUSES, PROVINCES } from './consultant-options.ts';
import { EXAMPLE_ROW } from './parse-csv.ts';

const RULES: { column: string; allowed: string }[] = [
  { column: 'province', allowed: PROVINCES.join(', ') },
  { column: 'status', allowed: `${CONSULTANT_STATUSES.join(', ')} (blank: active)` },
  { column: 'joined_date', allowed: 'a date as YYYY-MM-DD, e.g. 2026-01-15' },
  { column: 'id_number', allowed: '13 digits (South African ID number)' },
  { column: 'postal_code', allowed: '4 digits' },
  { column: 'email', allowed: 'an email address, unique among consultants' },
];

/** The values the bulk upload accepts, and what the template's example row is for. */
export function AllowedValues() {
  return (
    <>
      <Table withTableBorder fz="sm" verticalSpacing={4} aria-label="Allowed values" maw={760}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Column</Table.Th>
            <Table.Th>Allowed values</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {RULES.map((rule) => (
            <Table.Tr key={rule.column}>
              <Table.Td>
                <Code>{rule.column}</Code>
              </Table.Td>
              <Table.Td>{rule.allowed}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="sm" data-testid="example-row-note">
        The CSV template holds one example row (consultant number{' '}
        <Code>{EXAMPLE_ROW.consultant_number}</Code>) showing every column filled in: overwrite or
        delete it. A file that still holds it is refused and nothing is imported.
      </Text>
    </>
  );
}
