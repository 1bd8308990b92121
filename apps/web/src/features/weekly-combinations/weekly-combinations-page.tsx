import type { WeeklyCombination } from '@back-office/api-client';
import { MONEY_LABELS, WEEKLY_COMBINATION_SET_SHORT } from '@back-office/domain';
import { useAuth } from '@back-office/hooks/auth';
import { useSelectedPeriod } from '@back-office/hooks/periods';
import { useWeeklyCombinations } from '@back-office/hooks/weekly-combinations';
import { hasPermission } from '@back-office/permissions';
import { Anchor, Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { AfterFirstPaint } from '../../components/after-first-paint.tsx';
import {
  ClearFiltersButton,
  DataTable,
  type DataTableColumn,
  DataTablePagination,
  FilterBar,
  filteredEmptyState,
  ListExportMenu,
  ListPageHeader,
  listFilters,
  queryTableState,
  StatusFilter,
  useListSearch,
} from '../../components/data-table/index.ts';
import { lazyDialog } from '../../components/lazy-dialog.tsx';
import { SaveViewButton } from '../../components/saved-views/save-view-button.tsx';
import { formatDate, formatDateTime, formatMoney } from '../../lib/format.ts';
import { periodLock } from '../../lib/period-lock.ts';
import { type WeeklySearch, weeklyListParams } from './weekly-search.ts';
import { WEEKLY_STATUS_LABELS, WEEKLY_STATUSES, WeeklyStatusBadge } from './weekly-status.tsx';

const CreateWeeklyModal = lazyDialog(
  () => import('./create-weekly-modal.tsx').then((module) => module.CreateWeeklyModal),
  (props) => props.opened,
);
const WeeklyDrawer = lazyDialog(
  () => import('./weekly-drawer.tsx').then((module) => module.WeeklyDrawer),
  (props) => props.id !== undefined,
);

function columns(open: (id: number) => void): DataTableColumn<WeeklyCombination>[] {
  return [
    {
      key: 'week',
      header: 'Week',
      sortKey: 'week_start',
      cell: (row) => (
        <Anchor
          component="button"
          type="button"
          size="sm"
          fw={600}
          ta="left"
          style={{ whiteSpace: 'nowrap' }}
          onClick={() => open(row.id)}
        >
          {formatDate(row.week_start)} – {formatDate(row.week_end)}
        </Anchor>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      sortKey: 'status',
      cell: (row) => <WeeklyStatusBadge status={row.status} />,
    },
    {
      key: 'orders',
      header: 'Orders',
      sortKey: 'consultant_order_count',
      align: 'right',
      cell: (row) => row.consultant_order_count,
    },
    { key: 'qty', header: 'Quantity', align: 'right', cell: (row) => row.total_quantity },
    {
      key: 'total',
      header: MONEY_LABELS.total,
      sortKey: 'total_cents',
      align: 'right',
      cell: (row) => formatMoney(row.total_cents),
    },
    { key: 'file', header: 'Spreadsheet', cell: (row) => row.file_name ?? '—' },
    { key: 'by', header: 'Created by', cell: (row) => row.created_by?.name ?? '—' },
    {
      key: 'created',
      header: 'Created',
      sortKey: 'created_at',
      cell: (row) => formatDateTime(row.created_at),
    },
  ];
}

/**
 * `/weekly-combinations`: the selected period's weekly combinations; create one for a week,
 * open it (`?open=<id>`) to preview, process with live status, cancel, download or delete.
 */
export function WeeklyCombinationsPage({ search }: { search: WeeklySearch }) {
  const list = useListSearch(search);
  const params = useMemo(() => weeklyListParams(search), [search]);
  const period = useSelectedPeriod();
  const combinations = useWeeklyCombinations(params);
  const { user } = useAuth();
  const canCreate = hasPermission(user, 'weekly_combinations:create');
  // A closed period's empty list invites nothing (decision 045); its dialog says why.
  const lock = periodLock(period);
  const [creating, setCreating] = useState(false);
  const { update } = list;
  const open = useCallback(
    (id: number | undefined) => update({ open: id }, { resetPage: false }),
    [update],
  );
  const table = useMemo(() => columns(open), [open]);
  const { filtered, count: filterCount, clear: clearFilters } = listFilters(list, ['status']);

  return (
    <Stack gap="md">
      <ListPageHeader
        title="Weekly Combinations"
        description={
          <>
            {WEEKLY_COMBINATION_SET_SHORT}
            {period ? `, of ${period.name}` : ''}, gathered into one spreadsheet for the warehouse
            or a distributor. The weeks of a period never overlap, so no order is gathered twice.
          </>
        }
        actions={
          canCreate ? (
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setCreating(true)}
            >
              New weekly combination
            </Button>
          ) : null
        }
      />

      <AfterFirstPaint page="weekly-combinations">
        <FilterBar count={filterCount}>
          <StatusFilter
            statuses={WEEKLY_STATUSES}
            labels={WEEKLY_STATUS_LABELS}
            value={search.status}
            onChange={(status) => list.update({ status })}
            width={180}
          />
          <ClearFiltersButton filtered={filtered} onClear={clearFilters} />
          {/* The list's period, as the list call has it (the header's selection). */}
          <ListExportMenu
            list="weekly-combinations"
            params={{ ...params, period_id: period?.id }}
          />
          <SaveViewButton path="/weekly-combinations" />
        </FilterBar>

        <DataTable
          columnSettings="/weekly-combinations"
          label="Weekly combinations"
          rows={combinations.data?.weekly_combinations}
          columns={table}
          getRowId={(row) => row.id}
          {...queryTableState(combinations, { greyRefetches: true })}
          sort={list.sort}
          onSortChange={list.setSort}
          rowProps={(row) => ({
            'data-testid': 'weekly-row',
            'data-status': row.status,
            'data-week': row.week_start,
          })}
          empty={
            filtered
              ? filteredEmptyState({
                  title: 'No weekly combinations in this status',
                  onClear: clearFilters,
                })
              : {
                  title: 'No weekly combinations in this period',
                  description: lock.reason
                    ? `${lock.reason} and takes no new weekly combinations.`
                    : canCreate
                      ? 'Create one for a week to gather its submitted orders.'
                      : 'Weekly combinations appear here once they are created.',
                  action:
                    canCreate && !lock.locked ? (
                      <Button onClick={() => setCreating(true)}>New weekly combination</Button>
                    ) : undefined,
                }
          }
        />
        <DataTablePagination
          {...list.pagination}
          total={combinations.data?.total}
          noun="weekly combinations"
        />
      </AfterFirstPaint>

      <WeeklyDrawer id={search.open} onClose={() => open(undefined)} />
      {/* Mounted only while open: it reads the period's weeks already combined. */}
      {creating ? (
        <CreateWeeklyModal
          opened
          onClose={() => setCreating(false)}
          onCreated={(combination) => {
            setCreating(false);
            open(combination.id);
          }}
        />
      ) : null}
    </Stack>
  );
}
