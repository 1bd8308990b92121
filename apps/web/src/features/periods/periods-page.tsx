import type { Period } from '@back-office/api-client';
import { PERIOD_STATUSES, type PeriodAction } from '@back-office/domain';
import { useApi } from '@back-office/hooks';
import { useAuth } from '@back-office/hooks/auth';
import {
  periodQueries,
  useActivatePeriod,
  useArchivePeriod,
  useClosePeriod,
  useCreatePeriod,
  useDeletePeriod,
} from '@back-office/hooks/periods';
import { isAdmin } from '@back-office/permissions';
import { Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconArchive, IconPlus } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useConfirm } from '../../components/confirm/index.ts';
import {
  DataTable,
  type DataTableColumn,
  DataTablePagination,
  ListExportMenu,
  ListPageHeader,
  listFilters,
  queryTableState,
  StatusFilter,
  useListSearch,
} from '../../components/data-table/index.ts';
import { HistoryButton } from '../../components/history/history-button.tsx';
import { lazyDialog } from '../../components/lazy-dialog.tsx';
import { formatDate, formatDateTime } from '../../lib/format.ts';
import { showToast } from '../../lib/notify.tsx';
import { notifyFailure } from '../../lib/notify-failure.ts';
import { PeriodActions } from './period-actions.tsx';
import { PERIOD_STATUS_LABELS } from './period-rules.ts';
import { EMPTY_PERIOD, periodBody } from './period-schema.ts';
import { PERIOD_PAGE_SIZES, type PeriodSearch, periodListParams } from './period-search.ts';
import { PeriodStatusBadge } from './period-status-badge.tsx';

const PeriodFormModal = lazyDialog(
  () => import('./period-form-modal.tsx').then((module) => module.PeriodFormModal),
  (props) => props.opened,
);

const EditPeriodModal = lazyDialog(
  () => import('./period-form-modal.tsx').then((module) => module.EditPeriodModal),
  (props) => props.period !== null,
);

type Editing = { mode: 'create' } | { mode: 'edit'; period: Period } | null;

function columns(
  onAction: ((action: PeriodAction, period: Period) => void) | null,
): DataTableColumn<Period>[] {
  const base: DataTableColumn<Period>[] = [
    {
      key: 'name',
      header: 'Name',
      cell: (period) => (
        <Stack gap={0}>
          <Group gap={6} wrap="nowrap">
            {period.status === 'archived' ? (
              <IconArchive size={14} aria-label="Archived" role="img" />
            ) : null}
            <Text fw={600} size="sm" c={period.status === 'archived' ? 'dimmed' : undefined}>
              {period.name}
            </Text>
          </Group>
          {period.description ? (
            <Text size="xs" c="dimmed" lineClamp={1} maw={360}>
              {period.description}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    { key: 'start', header: 'Starts', cell: (period) => formatDate(period.start_date) },
    { key: 'end', header: 'Ends', cell: (period) => formatDate(period.end_date) },
    {
      key: 'status',
      header: 'Status',
      cell: (period) => <PeriodStatusBadge status={period.status} />,
    },
    { key: 'created', header: 'Created', cell: (period) => formatDateTime(period.created_at) },
    {
      key: 'history',
      header: <VisuallyHidden>History</VisuallyHidden>,
      width: 50,
      cell: (period) => <HistoryButton resource="periods" id={period.id} name={period.name} />,
    },
  ];
  if (!onAction) return base;
  return [
    ...base,
    {
      key: 'actions',
      header: <VisuallyHidden>Actions</VisuallyHidden>,
      align: 'right',
      width: 60,
      cell: (period) => <PeriodActions period={period} onAction={onAction} />,
    },
  ];
}

/**
 * `/admin/periods`: every period, archived ones included and marked; create, edit, and the
 * lifecycle transitions the status allows, each confirmed. The period mutations invalidate the
 * whole period area, so the header's selector follows at once.
 */
export function PeriodsPage({ search }: { search: PeriodSearch }) {
  const list = useListSearch(search);
  const api = useApi();
  const params = useMemo(() => periodListParams(search), [search]);
  const periods = useQuery({
    ...periodQueries.list(api, params),
    placeholderData: keepPreviousData,
  });
  const { user } = useAuth();
  const admin = isAdmin(user);
  const confirm = useConfirm();
  const [editing, setEditing] = useState<Editing>(null);

  const create = useCreatePeriod();
  const activate = useActivatePeriod();
  const close = useClosePeriod();
  const archive = useArchivePeriod();
  const remove = useDeletePeriod();

  const active = periods.data?.periods.find((period) => period.status === 'active');

  /** Runs a confirmed change; a failure is toasted and keeps the modal open. */
  const run = async (action: Promise<unknown>, message: string) => {
    try {
      await action;
    } catch (error) {
      notifyFailure(error);
      throw error;
    }
    showToast({ kind: 'success', message });
  };

  const onAction = (action: PeriodAction, period: Period) => {
    const name = period.name;
    switch (action) {
      case 'edit':
        setEditing({ mode: 'edit', period });
        return;
      case 'activate':
        confirm.ask({
          title: 'Activate period',
          message:
            active && active.id !== period.id
              ? `Activate ${name}? The active period, ${active.name}, will be closed; a closed period is read-only and is never reopened.`
              : `Activate ${name}? It becomes the current period for new work.`,
          confirmLabel: 'Activate',
          danger: false,
          onConfirm: () => run(activate.mutateAsync(period.id), `Activated ${name}`),
        });
        return;
      case 'close':
        confirm.ask({
          title: 'Close period',
          message: `Close ${name}? It becomes read-only and cannot be reopened; no period is active until you activate another.`,
          confirmLabel: 'Close period',
          onConfirm: () => run(close.mutateAsync(period.id), `Closed ${name}`),
        });
        return;
      case 'archive':
        confirm.ask({
          title: 'Archive period',
          message: `Archive ${name}? It leaves the period selector and can no longer be selected.`,
          confirmLabel: 'Archive',
          onConfirm: () => run(archive.mutateAsync(period.id), `Archived ${name}`),
        });
        return;
      case 'delete':
        confirm.ask({
          title: 'Delete period',
          message: `Delete ${name}? This cannot be undone. A period that records belong to cannot be deleted; archive it instead.`,
          confirmLabel: 'Delete',
          onConfirm: () => run(remove.mutateAsync(period.id), `Deleted ${name}`),
        });
    }
  };

  const table = columns(admin ? onAction : null);
  const { filtered, clear: showAll } = listFilters(list, ['status']);

  return (
    <Stack gap="md">
      <ListPageHeader
        title="Periods"
        description="Accounting periods: draft → active → closed → archived. Activating a period closes the active one; archived periods leave the header's selector."
        actions={
          admin ? (
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setEditing({ mode: 'create' })}
            >
              New period
            </Button>
          ) : null
        }
      />

      <Group align="flex-end" gap="sm">
        <StatusFilter
          statuses={PERIOD_STATUSES}
          labels={PERIOD_STATUS_LABELS}
          value={search.status}
          onChange={(status) => list.update({ status })}
          width={200}
        />
        {admin ? <ListExportMenu list="periods" params={params} /> : null}
      </Group>

      <DataTable
        columnSettings="/admin/periods"
        label="Periods"
        rows={periods.data?.periods}
        columns={table}
        getRowId={(period) => period.id}
        {...queryTableState(periods)}
        rowProps={(period) => ({
          'data-testid': 'period-row',
          'data-status': period.status,
          'data-name': period.name,
        })}
        empty={
          filtered
            ? {
                title: 'No periods in this status',
                action: (
                  <Button variant="default" onClick={showAll}>
                    Show all periods
                  </Button>
                ),
              }
            : {
                title: 'No periods yet',
                description: 'Create the first accounting period, then activate it.',
              }
        }
      />
      <DataTablePagination
        {...list.pagination}
        total={periods.data?.total}
        noun="periods"
        pageSizes={PERIOD_PAGE_SIZES}
      />

      <PeriodFormModal
        opened={editing?.mode === 'create'}
        title="New period"
        submitLabel="Create period"
        initialValues={EMPTY_PERIOD}
        onClose={() => setEditing(null)}
        onSubmit={async (values) => {
          await create.mutateAsync(periodBody(values));
          showToast({ kind: 'success', message: `Created ${values.name} (draft)` });
          setEditing(null);
        }}
      />
      <EditPeriodModal
        period={editing?.mode === 'edit' ? editing.period : null}
        onClose={() => setEditing(null)}
      />
      {confirm.modal}
    </Stack>
  );
}
