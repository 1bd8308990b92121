import { type HistoryResource, useRecordHistory } from '@back-office/hooks/history';
import { Alert, Group, Loader, Pagination, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { formatDateTime } from '../../lib/format.ts';
import { RequestId } from '../request-id.tsx';

/** Entries per page of a record's history. */
export const HISTORY_PAGE_SIZE = 20;

/**
 * A record's audit entries in words, newest first and paged: when (local time), who, what,
 * and the request id to copy for support. Loaded by `HistoryTabs` only when its tab opens.
 */
export function HistoryList({
  resource,
  id,
}: {
  readonly resource: HistoryResource;
  readonly id: number;
}) {
  const [page, setPage] = useState(1);
  const history = useRecordHistory(resource, id, {
    skip: (page - 1) * HISTORY_PAGE_SIZE,
    limit: HISTORY_PAGE_SIZE,
  });
  if (history.isPending) return <Loader size="sm" aria-label="Loading history" />;
  if (history.isError) {
    return (
      <Alert color="red" title="The history could not be loaded">
        Try again in a moment.
      </Alert>
    );
  }
  const { audit_logs: entries, total } = history.data;
  if (entries.length === 0) return <Text c="dimmed">No changes recorded yet.</Text>;
  const pages = Math.ceil(total / HISTORY_PAGE_SIZE);
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="xs" aria-label="History" data-testid="history">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>When</Table.Th>
              <Table.Th>Who</Table.Th>
              <Table.Th>What</Table.Th>
              <Table.Th>Request ID</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entries.map((entry) => (
              <Table.Tr key={entry.id} data-testid="history-entry">
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(entry.created_at)}
                </Table.Td>
                <Table.Td>
                  {entry.actor ? entry.actor.name : <Text c="dimmed">System</Text>}
                </Table.Td>
                <Table.Td>{entry.summary}</Table.Td>
                <Table.Td>
                  <RequestId value={entry.request_id} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pages > 1 ? (
        <Group justify="flex-end">
          <Pagination total={pages} value={page} onChange={setPage} size="sm" />
        </Group>
      ) : null}
    </Stack>
  );
}
