import type { ConsultantOrderSummary } from '@back-office/api-client';
import { useApi } from '@back-office/hooks';
import { useAuth } from '@back-office/hooks/auth';
import {
  useBulkCombineConsultantOrders,
  useBulkDeleteConsultantOrders,
  useConsultantOrders,
} from '@back-office/hooks/consultant-orders';
import { consultantQueries } from '@back-office/hooks/consultants';
import { useSelectedPeriod } from '@back-office/hooks/periods';
import { hasPermission } from '@back-office/permissions';
import { Button, Paper, Stack } from '@mantine/core';
import { IconArrowsJoin, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { AfterFirstPaint } from '../../components/after-first-paint.tsx';
import { CombinationStatusPanel } from '../../components/combination-status-panel.tsx';
import { useConfirm } from '../../components/confirm/index.ts';
import { consultantOrderColumns } from '../../components/consultant-order-columns.tsx';
import { ConsultantPicker } from '../../components/consultant-picker.tsx';
import {
  BulkActionBar,
  DataTable,
  type DataTableColumn,
  DataTablePagination,
  DateRangeFilter,
  DeleteSelectedButton,
  FilterBar,
  ListExportMenu,
  ListPageHeader,
  listFilters,
  queryTableState,
  SearchInput,
  StatusFilter,
  useListSearch,
  useRowSelection,
} from '../../components/data-table/index.ts';
import { SaveViewButton } from '../../components/saved-views/save-view-button.tsx';
import { formatCount } from '../../lib/format.ts';
import { showToast } from '../../lib/notify.tsx';
import { withFailureToast } from '../../lib/notify-failure.ts';
import { periodLock } from '../../lib/period-lock.ts';
import {
  CONSULTANT_ORDER_STATUS_LABELS,
  CONSULTANT_ORDER_STATUSES,
  ConsultantOrderStatusBadge,
} from './consultant-order-status.tsx';
import {
  type ConsultantOrdersSearch,
  consultantOrderListParams,
} from './consultant-orders-search.ts';

const columns: DataTableColumn<ConsultantOrderSummary>[] = [
  consultantOrderColumns.number,
  consultantOrderColumns.consultant,
  consultantOrderColumns.date,
  {
    key: 'status',
    header: 'Status',
    sortKey: 'status',
    cell: (order) => <ConsultantOrderStatusBadge status={order.status} />,
  },
  consultantOrderColumns.lines,
  consultantOrderColumns.quantity,
  consultantOrderColumns.total,
];

/** `/consultant-orders`: the selected period's orders; bulk delete and bulk combine. */
export function ConsultantOrdersPage({ search }: { search: ConsultantOrdersSearch }) {
  const { user } = useAuth();
  const period = useSelectedPeriod();
  const list = useListSearch(search);
  const orders = useConsultantOrders(consultantOrderListParams(search));
  const { combination: _watched, ...listState } = search;
  const selection = useRowSelection<number>(JSON.stringify({ listState, period: period?.id }));
  const filterConsultant = useQuery({
    ...consultantQueries.detail(useApi(), search.consultant_id ?? 0),
    enabled: search.consultant_id !== undefined,
  });
  const bulkDelete = useBulkDeleteConsultantOrders();
  const bulkCombine = useBulkCombineConsultantOrders();
  const confirm = useConfirm();
  // A closed or archived period's orders are final (decision 045): nothing offers to change them.
  const lock = periodLock(period);
  const mayCreate = hasPermission(user, 'consultant_orders:create');
  const canCreate = mayCreate && !lock.locked;
  const canDelete = hasPermission(user, 'consultant_orders:delete') && !lock.locked;
  const canCombine = hasPermission(user, 'combined_orders:create') && !lock.locked;
  const {
    filtered,
    count: filterCount,
    clear: clearFilters,
  } = listFilters(list, ['search', 'status', 'consultant_id', 'date_from', 'date_to']);

  const rows = orders.data?.consultant_orders;
  const selectedRows = (rows ?? []).filter((order) => selection.isSelected(order.id));
  const combinable = selectedRows.length > 0 && selectedRows.every((o) => o.status === 'submitted');
  const deletable = selectedRows.length > 0 && selectedRows.every((o) => o.status !== 'combined');

  const askDelete = () => {
    const ids = selection.ids;
    confirm.ask({
      title: 'Delete consultant orders',
      message: `Delete ${ids.length} selected order${ids.length === 1 ? '' : 's'} and their lines? This cannot be undone.`,
      confirmLabel: 'Delete',
      onConfirm: () =>
        withFailureToast(async () => {
          const result = await bulkDelete.mutateAsync({ consultant_order_ids: [...ids] });
          selection.clear();
          showToast({
            kind: 'success',
            message: `${formatCount(result.deleted, 'order')} deleted`,
          });
        }),
    });
  };

  const askCombine = () => {
    const ids = selection.ids;
    confirm.ask({
      title: 'Combine consultant orders',
      message: `Combine ${ids.length} submitted order${ids.length === 1 ? '' : 's'} into one combined order for fulfilment?`,
      confirmLabel: 'Combine',
      danger: false,
      onConfirm: () =>
        withFailureToast(async () => {
          const started = await bulkCombine.mutateAsync({ consultant_order_ids: [...ids] });
          selection.clear();
          list.update({ combination: started.id }, { resetPage: false });
        }),
    });
  };

  return (
    <Stack gap="md">
      <ListPageHeader
        title="Consultant Orders"
        description={
          lock.reason
            ? `${lock.reason}: its consultant orders cannot be created or changed`
            : period
              ? `Period: ${period.name}`
              : 'Choose a period in the header'
        }
        actions={
          canCreate ? (
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              renderRoot={(props) => <Link to="/consultant-orders/add" {...props} />}
            >
              New consultant order
            </Button>
          ) : mayCreate && lock.locked ? (
            <Button leftSection={<IconPlus size={16} aria-hidden />} disabled title={lock.reason}>
              New consultant order
            </Button>
          ) : null
        }
      />

      <AfterFirstPaint page="consultant-orders">
        {search.combination ? (
          <CombinationStatusPanel
            id={search.combination}
            onDismiss={() => list.update({ combination: undefined }, { resetPage: false })}
          />
        ) : null}

        <Paper withBorder p="md">
          <FilterBar count={filterCount}>
            <SearchInput
              label="Search"
              placeholder="Order or consultant"
              value={search.search}
              onSearch={(value) => list.update({ search: value }, { replace: true })}
              w={220}
            />
            <StatusFilter
              statuses={CONSULTANT_ORDER_STATUSES}
              labels={CONSULTANT_ORDER_STATUS_LABELS}
              value={search.status}
              onChange={(status) => list.update({ status })}
              width={150}
              placeholder="Any status"
            />
            <ConsultantPicker
              label="Consultant"
              value={search.consultant_id ? (filterConsultant.data ?? null) : null}
              onChange={(consultant) => list.update({ consultant_id: consultant?.id })}
              w={280}
            />
            <DateRangeFilter
              from={search.date_from}
              to={search.date_to}
              fromLabel="From"
              toLabel="To"
              onChange={list.update}
              width={160}
            />
            {filtered ? (
              <Button variant="subtle" onClick={clearFilters}>
                Reset filters
              </Button>
            ) : null}
            <ListExportMenu list="consultant-orders" params={consultantOrderListParams(search)} />
            <SaveViewButton path="/consultant-orders" />
          </FilterBar>
        </Paper>

        <BulkActionBar count={selection.count} onClear={selection.clear} noun="orders">
          {canCombine ? (
            <Button
              size="xs"
              leftSection={<IconArrowsJoin size={14} aria-hidden />}
              onClick={askCombine}
              disabled={!combinable}
              title={combinable ? undefined : 'Only submitted orders can be combined'}
            >
              Combine selected
            </Button>
          ) : null}
          {canDelete ? (
            <DeleteSelectedButton
              onClick={askDelete}
              disabled={!deletable}
              title={deletable ? undefined : 'Combined orders cannot be deleted'}
            />
          ) : null}
        </BulkActionBar>

        <DataTable
          columnSettings="/consultant-orders"
          label="Consultant orders"
          rows={rows}
          {...queryTableState(orders, { greyRefetches: true })}
          columns={columns}
          getRowId={(order) => order.id}
          sort={list.sort}
          onSortChange={list.setSort}
          selection={canDelete || canCombine ? selection : undefined}
          rowLabel={(order) => `Select ${order.order_number}`}
          rowProps={(order) => ({
            'data-testid': 'consultant-order-row',
            'data-status': order.status,
          })}
          empty={
            filtered
              ? { title: 'No orders match', description: 'Try other filters or clear them.' }
              : {
                  title: 'No consultant orders in this period',
                  description: lock.reason
                    ? `${lock.reason} and takes no new consultant orders.`
                    : canCreate
                      ? 'Create one with “New consultant order”.'
                      : undefined,
                }
          }
        />
        <DataTablePagination {...list.pagination} total={orders.data?.total} noun="orders" />
      </AfterFirstPaint>
      {confirm.modal}
    </Stack>
  );
}
