import type { Schemas } from '@back-office/api-client';
import { ScrollArea, Table, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Notice } from '../../components/notice.tsx';

export interface RowErrorsTableProps {
  readonly errors: readonly Schemas['UploadRowError'][];
  /** Rows with errors in all (the list holds the first `MAX_ROW_ERRORS` of `@back-office/domain`). */
  readonly failedRows?: number;
}

/** The row-level problems of an upload: row number, column and message. */
export function RowErrorsTable({ errors, failedRows }: RowErrorsTableProps) {
  if (errors.length === 0) return null;
  const more = failedRows !== undefined && failedRows > errors.length;
  return (
    <Notice
      color="red"
      icon={<IconAlertTriangle aria-hidden />}
      title={`${errors.length} ${errors.length === 1 ? 'problem' : 'problems'} found — nothing was imported`}
      data-testid="row-errors"
    >
      <Text size="sm" mb="xs">
        Fix these rows in the spreadsheet and upload it again.
        {more ? ` Only the first ${errors.length} problems are listed.` : ''}
      </Text>
      <ScrollArea.Autosize mah={360} type="auto">
        <Table
          striped
          withTableBorder
          verticalSpacing={4}
          aria-label="Row errors"
          bg="var(--mantine-color-body)"
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={70}>Row</Table.Th>
              <Table.Th w={200}>Column</Table.Th>
              <Table.Th>Problem</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {errors.map((error, index) => (
              <Table.Tr key={`${error.row}-${error.column ?? ''}-${index}`} data-testid="row-error">
                <Table.Td>{error.row}</Table.Td>
                <Table.Td>
                  {error.column ?? (
                    <Text span c="dimmed" size="sm">
                      Whole row
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{error.message}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
    </Notice>
  );
}
