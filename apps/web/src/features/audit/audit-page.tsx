import type { AuditLog } from '@back-office/api-client';
import { useAuditLogs, useUsers } from '@back-office/hooks/users';
import { Badge, Select, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { AfterFirstPaint } from '../../components/after-first-paint.tsx';
import {
  ClearFiltersButton,
  DataTable,
  type DataTableColumn,
  DataTablePagination,
  DateRangeFilter,
  FilterBar,
  filteredEmptyState,
  ListExportMenu,
  listFilters,
  queryTableState,
  SearchInput,
  useListSearch,
} from '../../components/data-table/index.ts';
import { RequestId } from '../../components/request-id.tsx';
import { SaveViewButton } from '../../components/saved-views/save-view-button.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { AUDIT_ACTION_LABELS, AUDIT_RESOURCE_LABELS, auditLabel } from './audit-labels.ts';
import {
  AUDIT_ACTIONS,
  AUDIT_RESOURCES,
  type AuditSearch,
  auditListParams,
} from './audit-search.ts';

const COLUMNS: DataTableColumn<AuditLog>[] = [
  {
    key: 'created_at',
    header: 'When',
    sortKey: 'created_at',
    width: 150,
    cell: (entry) => formatDateTime(entry.created_at),
  },
  {
    key: 'actor',
    header: 'User',
    cell: (entry) =>
      entry.actor ? (
        <Stack gap={0}>
          <Text size="sm">{entry.actor.name}</Text>
          <Text size="xs" c="dimmed">
            {entry.actor.email}
          </Text>
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          System
        </Text>
      ),
  },
  {
    key: 'action',
    header: 'Action',
    sortKey: 'action',
    cell: (entry) => (
      <Badge variant="filled" color="gray.7" tt="none">
        {auditLabel(AUDIT_ACTION_LABELS, entry.action)}
      </Badge>
    ),
  },
  {
    key: 'resource',
    header: 'Resource',
    sortKey: 'resource',
    cell: (entry) => (
      <Text size="sm">
        {auditLabel(AUDIT_RESOURCE_LABELS, entry.resource)}
        {entry.record_label ? ` ${entry.record_label}` : ''}
      </Text>
    ),
  },
  {
    key: 'summary',
    header: 'Summary',
    cell: (entry) => (
      <Text size="sm" maw={380}>
        {entry.summary}
      </Text>
    ),
  },
  { key: 'request', header: 'Request ID', cell: (entry) => <RequestId value={entry.request_id} /> },
  { key: 'ip', header: 'IP address', cell: (entry) => entry.ip_address ?? '—' },
];

/**
 * `/users/audit` (admin): who did what to which record and when, with the request id of each
 * change; filters by user, resource, action, dates and request id, all in the URL.
 */
export function AuditPage({ search }: { search: AuditSearch }) {
  const list = useListSearch(search);
  const params = useMemo(() => auditListParams(search), [search]);
  const logs = useAuditLogs(params);
  const users = useUsers({ limit: 1000, sort_by: 'first_name', sort_order: 'asc' });
  const userOptions = useMemo(
    () =>
      (users.data?.users ?? []).map((user) => ({
        value: String(user.id),
        label: `${user.full_name} (${user.email})`,
      })),
    [users.data],
  );
  const {
    filtered,
    count: filterCount,
    clear: clearFilters,
  } = listFilters(list, [
    'user_id',
    'resource',
    'action',
    'record_id',
    'request_id',
    'date_from',
    'date_to',
  ]);

  return (
    <Stack gap="md">
      <div>
        <Title order={1}>Audit Logs</Title>
        <Text c="dimmed" size="sm">
          Every change and sign-in, with the request ID that support can trace in the API logs.
        </Text>
      </div>

      <AfterFirstPaint page="audit">
        <FilterBar count={filterCount}>
          <Select
            label="User"
            placeholder={users.isPending ? 'Loading users…' : 'Anyone'}
            data={userOptions}
            value={search.user_id === undefined ? null : String(search.user_id)}
            onChange={(value) =>
              list.update({ user_id: value === null ? undefined : Number(value) })
            }
            searchable
            clearable
            w={280}
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            label="Resource"
            placeholder="All resources"
            data={AUDIT_RESOURCES.map((value) => ({
              value,
              label: auditLabel(AUDIT_RESOURCE_LABELS, value),
            }))}
            value={search.resource ?? null}
            onChange={(value) =>
              list.update({ resource: (value ?? undefined) as AuditSearch['resource'] })
            }
            searchable
            clearable
            w={210}
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            label="Action"
            placeholder="All actions"
            data={AUDIT_ACTIONS.map((value) => ({
              value,
              label: auditLabel(AUDIT_ACTION_LABELS, value),
            }))}
            value={search.action ?? null}
            onChange={(value) =>
              list.update({ action: (value ?? undefined) as AuditSearch['action'] })
            }
            searchable
            clearable
            w={190}
            comboboxProps={{ withinPortal: true }}
          />
          <DateRangeFilter
            from={search.date_from}
            to={search.date_to}
            fromLabel="From"
            toLabel="To"
            onChange={list.update}
            width={160}
            bounded
          />
          <SearchInput
            label="Request ID"
            placeholder="X-Request-ID"
            value={search.request_id}
            onSearch={(text) => list.update({ request_id: text }, { replace: true })}
            w={280}
          />
          <ClearFiltersButton filtered={filtered} onClear={clearFilters} />
          <ListExportMenu list="audit-logs" params={params} />
          <SaveViewButton path="/users/audit" />
        </FilterBar>

        <DataTable
          columnSettings="/users/audit"
          label="Audit log"
          rows={logs.data?.audit_logs}
          columns={COLUMNS}
          getRowId={(entry) => entry.id}
          {...queryTableState(logs)}
          sort={list.sort}
          onSortChange={list.setSort}
          rowProps={(entry) => ({
            'data-testid': 'audit-row',
            'data-action': entry.action,
            'data-resource': entry.resource,
          })}
          empty={
            filtered
              ? filteredEmptyState({
                  title: 'No entries match these filters',
                  onClear: clearFilters,
                })
              : { title: 'The audit log is empty' }
          }
        />
        <DataTablePagination {...list.pagination} total={logs.data?.total} noun="entries" />
      </AfterFirstPaint>
    </Stack>
  );
}
