import { orderRules } from '@back-office/domain';
import { useApi } from '@back-office/hooks';
import { orderQueries, useDeleteOrder } from '@back-office/hooks/orders';
import { useSelectedPeriodId } from '@back-office/hooks/periods';
import { Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { AfterFirstPaint } from '../../components/after-first-paint.tsx';
import { useConfirm } from '../../components/confirm/index.ts';
import {
  BulkActionBar,
  DataTable,
  DataTablePagination,
  DeleteSelectedButton,
  FilterBar,
  filteredEmptyState,
  ListExportMenu,
  ListPageHeader,
  listFilters,
  queryTableState,
  useListSearch,
  useRowSelection,
} from '../../components/data-table/index.ts';
import { lazyDialog } from '../../components/lazy-dialog.tsx';
import { SaveViewButton } from '../../components/saved-views/save-view-button.tsx';
import { formatCount } from '../../lib/format.ts';
import { showToast } from '../../lib/notify.tsx';
import { runEach } from '../../lib/run-each.ts';
import { toastOrderError } from './mutation-error.ts';
import { orderColumns } from './order-columns.tsx';
import { OrderFilters } from './order-filters.tsx';
import { type OrderSearch, orderListParams } from './order-search.ts';
import { useOrderPermissions } from './use-order-permissions.ts';

const CreateOrderModal = lazyDialog(
  () => import('./create-order-modal.tsx').then((module) => module.CreateOrderModal),
  (props) => props.opened,
);
const StockOrderDrawer = lazyDialog(
  () => import('./stock-order-drawer.tsx').then((module) => module.StockOrderDrawer),
  (props) => props.orderId !== undefined,
);

/**
 * `/orders`: stock orders filtered by text and status, sorted and paged in the URL; create an
 * order, open one in the drawer (`?order=<id>`), delete several at once where allowed.
 */
export function OrdersPage({ search }: { search: OrderSearch }) {
  const list = useListSearch(search);
  const headerPeriodId = useSelectedPeriodId();
  const params = useMemo(() => orderListParams(search, headerPeriodId), [search, headerPeriodId]);
  // Like every period-scoped list: nothing until the header period is known (decision 018).
  const orders = useQuery({
    ...orderQueries.list(useApi(), params),
    placeholderData: keepPreviousData,
    enabled: search.periods === 'all' || headerPeriodId !== null,
  });
  const permissions = useOrderPermissions();
  const selection = useRowSelection<number>(JSON.stringify(params));
  const confirm = useConfirm();
  const remove = useDeleteOrder();
  const [creating, setCreating] = useState(false);

  const { update } = list;
  const openOrder = useCallback(
    (id: number | undefined) => update({ order: id }, { resetPage: false }),
    [update],
  );
  const table = useMemo(() => orderColumns((order) => openOrder(order.id)), [openOrder]);
  const {
    filtered,
    count: filterCount,
    clear: clearFilters,
  } = listFilters(list, ['search', 'status', 'periods']);

  const deleteSelected = async (ids: readonly number[]) => {
    // The API deletes one order per call; each is confirmed as one batch here.
    const {
      done: deleted,
      failed,
      lastError,
    } = await runEach(ids, async (id) => {
      await remove.mutateAsync(id);
      if (search.order === id) openOrder(undefined);
    });
    selection.clear();
    if (deleted > 0)
      showToast({ kind: 'success', message: `Deleted ${formatCount(deleted, 'order')}` });
    if (lastError)
      toastOrderError(lastError, `${formatCount(failed, 'order')} could not be deleted`);
  };

  return (
    <Stack gap="md">
      <ListPageHeader
        title="Orders"
        description="Stock orders built from products: add lines, process them into a spreadsheet for the warehouse, and download it."
        actions={
          permissions.canCreate ? (
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setCreating(true)}
            >
              New order
            </Button>
          ) : null
        }
      />

      <AfterFirstPaint page="orders">
        <FilterBar count={filterCount}>
          <OrderFilters
            search={search}
            update={list.update}
            onClear={filtered ? clearFilters : undefined}
          />
          <ListExportMenu list="orders" params={params} />
          <SaveViewButton path="/orders" />
        </FilterBar>

        {permissions.canDelete ? (
          <BulkActionBar count={selection.count} onClear={selection.clear} noun="orders">
            <DeleteSelectedButton
              onClick={() => {
                const ids = selection.ids;
                confirm.ask({
                  title: 'Delete orders',
                  message: `Delete ${formatCount(ids.length, 'order')} with their lines and output files? This cannot be undone.`,
                  confirmLabel: 'Delete orders',
                  onConfirm: () => deleteSelected(ids),
                });
              }}
            />
          </BulkActionBar>
        ) : null}

        <DataTable
          columnSettings="/orders"
          label="Orders"
          rows={orders.data?.orders}
          columns={table}
          getRowId={(order) => order.id}
          {...queryTableState(orders)}
          sort={list.sort}
          onSortChange={list.setSort}
          selection={permissions.canDelete ? selection : undefined}
          rowLabel={(order) => `Select ${order.reference}`}
          isRowSelectable={(order) => orderRules.canDelete(order.status)}
          rowProps={(order) => ({ 'data-testid': 'order-row', 'data-status': order.status })}
          empty={
            filtered
              ? filteredEmptyState({
                  title: 'No orders match these filters',
                  description: 'Try another status, period or search text.',
                  onClear: clearFilters,
                })
              : {
                  title: 'No orders yet',
                  description: permissions.canCreate
                    ? 'Create an order, then add products to it.'
                    : 'Orders created by the warehouse team appear here.',
                  action: permissions.canCreate ? (
                    <Button onClick={() => setCreating(true)}>New order</Button>
                  ) : undefined,
                }
          }
        />
        <DataTablePagination {...list.pagination} total={orders.data?.total} noun="orders" />
      </AfterFirstPaint>

      <StockOrderDrawer orderId={search.order} onClose={() => openOrder(undefined)} />
      <CreateOrderModal
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(order) => {
          setCreating(false);
          openOrder(order.id);
        }}
      />
      {confirm.modal}
    </Stack>
  );
}
