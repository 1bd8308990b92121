import type { Schemas } from '@back-office/api-client';
import { MONEY_LABELS } from '@back-office/domain';
import { useAuth } from '@back-office/hooks/auth';
import {
  useDeleteDistributorOrder,
  useDistributorOrders,
} from '@back-office/hooks/distributor-orders';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useCallback, useMemo } from 'react';
import { useConfirm } from '../../components/confirm/index.ts';
import {
  BulkActionBar,
  ClearFiltersButton,
  DataTable,
  type DataTableColumn,
  DataTablePagination,
  DeleteSelectedButton,
  FilterBar,
  filteredEmptyState,
  ListExportMenu,
  ListPageHeader,
  listFilters,
  queryTableState,
  SearchInput,
  StatusFilter,
  useListSearch,
  useRowSelection,
} from '../../components/data-table/index.ts';
import { lazyDialog } from '../../components/lazy-dialog.tsx';
import { SaveViewButton } from '../../components/saved-views/save-view-button.tsx';
import { formatCount, formatDateTime, formatMoney } from '../../lib/format.ts';
import { showToast } from '../../lib/notify.tsx';
import { notifyFailure } from '../../lib/notify-failure.ts';
import { runEach } from '../../lib/run-each.ts';
import {
  DISTRIBUTOR_ORDER_STATUS_LABELS,
  DISTRIBUTOR_ORDER_STATUSES,
  distributorOrderPermissions,
  statusRules,
} from './distributor-order-rules.ts';
import {
  type DistributorOrderSearch,
  distributorOrderListParams,
} from './distributor-order-search.ts';
import { DistributorOrderStatusBadge } from './status-badge.tsx';

const DistributorOrderDrawer = lazyDialog(
  () => import('./distributor-order-drawer.tsx').then((module) => module.DistributorOrderDrawer),
  (props) => props.id !== undefined,
);
const ImportOrderModal = lazyDialog(
  () => import('./import-order-modal.tsx').then((module) => module.ImportOrderModal),
  (props) => props.opened,
);

type Summary = Schemas['DistributorOrderSummary'];

function columns(open: (id: number) => void): DataTableColumn<Summary>[] {
  return [
    {
      key: 'number',
      header: 'Order',
      sortKey: 'order_number',
      cell: (order) => (
        <Anchor
          component="button"
          type="button"
          fw={600}
          size="sm"
          onClick={() => open(order.id)}
          aria-label={`Open order ${order.order_number}`}
          style={{ whiteSpace: 'nowrap' }}
        >
          {order.order_number}
        </Anchor>
      ),
    },
    {
      key: 'distributor',
      header: 'Distributor',
      sortKey: 'distributor_name',
      cell: (order) => (
        <Stack gap={0}>
          <Text size="sm">{order.distributor_name}</Text>
          {order.distributor_reference ? (
            <Text size="xs" c="dimmed">
              {order.distributor_reference}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      sortKey: 'status',
      cell: (order) => <DistributorOrderStatusBadge status={order.status} />,
    },
    { key: 'template', header: 'Template', cell: (order) => order.template_name ?? '—' },
    { key: 'lines', header: 'Lines', align: 'right', cell: (order) => order.item_count },
    {
      key: 'total',
      header: MONEY_LABELS.subtotal,
      pin: 'end',
      sortKey: 'total_cents',
      align: 'right',
      cell: (order) => formatMoney(order.total_cents),
    },
    { key: 'created_by', header: 'Created by', cell: (order) => order.created_by.name },
    {
      key: 'created_at',
      header: 'Created',
      sortKey: 'created_at',
      cell: (order) => formatDateTime(order.created_at),
    },
    {
      key: 'submitted_at',
      header: 'Submitted',
      sortKey: 'submitted_at',
      cell: (order) => formatDateTime(order.submitted_at),
    },
  ];
}

/**
 * `/distributor-orders`: a distributor's order spreadsheets imported against a distributor
 * template, then submitted to the warehouse and fulfilled (or cancelled). Editors create and
 * update; only distributor admins delete drafts; readonly users only look.
 */
export function DistributorOrdersPage({ search }: { search: DistributorOrderSearch }) {
  const list = useListSearch(search);
  const params = useMemo(() => distributorOrderListParams(search), [search]);
  const orders = useDistributorOrders(params);
  const { user } = useAuth();
  const can = distributorOrderPermissions(user);
  const selection = useRowSelection<number>(JSON.stringify(params));
  const confirm = useConfirm();
  const remove = useDeleteDistributorOrder();
  const { update } = list;

  const open = useCallback(
    (id: number | undefined) => update({ order: id }, { resetPage: false }),
    [update],
  );
  const setCreating = useCallback(
    (on: boolean) => update({ create: on ? true : undefined }, { resetPage: false }),
    [update],
  );
  const table = useMemo(() => columns(open), [open]);
  const {
    filtered,
    count: filterCount,
    clear: clearFilters,
  } = listFilters(list, ['search', 'status']);

  const deleteSelected = async (ids: readonly number[]) => {
    // One call per order (the API has no bulk delete); confirmed once for the batch.
    const { done: deleted, lastError } = await runEach(ids, (id) => remove.mutateAsync(id));
    selection.clear();
    if (deleted > 0)
      showToast({ kind: 'success', message: `Deleted ${formatCount(deleted, 'order')}` });
    if (lastError) notifyFailure(lastError);
  };

  return (
    <Stack gap="md">
      <ListPageHeader
        title="Distributor Orders"
        description="Import a distributor's order spreadsheet with a distributor template, check its lines, then submit it to the warehouse."
        actions={
          can.canCreate ? (
            <Button
              leftSection={<IconUpload size={16} aria-hidden />}
              onClick={() => setCreating(true)}
            >
              Import order
            </Button>
          ) : null
        }
      />

      <FilterBar count={filterCount}>
        <SearchInput
          label="Search distributor orders"
          placeholder="Number, distributor, reference or file"
          value={search.search}
          onSearch={(text) => list.update({ search: text }, { replace: true })}
          style={{ flex: 1, minWidth: 220, maxWidth: 420 }}
        />
        <StatusFilter
          statuses={DISTRIBUTOR_ORDER_STATUSES}
          labels={DISTRIBUTOR_ORDER_STATUS_LABELS}
          value={search.status}
          onChange={(status) => list.update({ status })}
          width={180}
        />
        <ClearFiltersButton filtered={filtered} onClear={clearFilters} />
        <ListExportMenu list="distributor-orders" params={params} />
        <SaveViewButton path="/distributor-orders" />
      </FilterBar>

      {can.canDelete ? (
        <BulkActionBar count={selection.count} onClear={selection.clear} noun="orders">
          <DeleteSelectedButton
            onClick={() => {
              const ids = selection.ids;
              confirm.ask({
                title: 'Delete distributor orders',
                message: `Delete ${formatCount(ids.length, 'draft order')} with their lines? This cannot be undone.`,
                confirmLabel: 'Delete orders',
                onConfirm: () => deleteSelected(ids),
              });
            }}
          />
        </BulkActionBar>
      ) : null}

      <DataTable
        columnSettings="/distributor-orders"
        label="Distributor orders"
        rows={orders.data?.distributor_orders}
        columns={table}
        getRowId={(order) => order.id}
        {...queryTableState(orders)}
        sort={list.sort}
        onSortChange={list.setSort}
        selection={can.canDelete ? selection : undefined}
        rowLabel={(order) => `Select ${order.order_number}`}
        isRowSelectable={(order) => statusRules.canDelete(order.status)}
        rowProps={(order) => ({
          'data-testid': 'distributor-order-row',
          'data-status': order.status,
          'data-number': order.order_number,
        })}
        empty={
          filtered
            ? filteredEmptyState({
                title: 'No distributor orders match these filters',
                onClear: clearFilters,
              })
            : {
                title: 'No distributor orders yet',
                description: can.canCreate
                  ? 'Import a distributor order spreadsheet to start.'
                  : 'Orders imported by your distributor team appear here.',
              }
        }
      />
      <DataTablePagination {...list.pagination} total={orders.data?.total} noun="orders" />

      <DistributorOrderDrawer id={search.order} onClose={() => open(undefined)} />
      <ImportOrderModal
        opened={can.canCreate && search.create === true}
        onClose={() => setCreating(false)}
        onImported={(order) => {
          showToast({
            kind: 'success',
            message: `Imported ${order.order_number} with ${formatCount(order.items.length, 'line')}`,
          });
          update({ create: undefined, order: order.id }, { resetPage: false });
        }}
      />
      {confirm.modal}
    </Stack>
  );
}
