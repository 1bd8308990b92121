import { Anchor, Button, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import type { ConsultantOrderSummary } from '@repo/api-client';
import {
  consultantQueries,
  useApi,
  useAuth,
  useBulkCombineConsultantOrders,
  useBulkDeleteConsultantOrders,
  useConsultantOrders,
  useSelectedPeriod,
} from '@repo/hooks';
import { hasPermission } from '@repo/permissions';
import { IconArrowsJoin, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useConfirm } from '../../components/confirm/index.ts';
import {
  BulkActionBar,
  DataTable,
  type DataTableColumn,
  DataTablePagination,
  SearchInput,
  useListSearch,
  useRowSelection,
} from '../../components/data-table/index.ts';
import { formatDate, formatMoney } from '../../lib/format.ts';
import { showToast } from '../../lib/notify.tsx';
import { withFailureToast } from '../../lib/notify-failure.ts';
import { ConsultantPicker } from '../consultants/consultant-picker.tsx';
import { CombinationStatusPanel } from './combination-status-panel.tsx';
import {
  type ConsultantOrdersSearch,
  consultantOrderListParams,
} from './consultant-orders-search.ts';
import { ORDER_STATUS_LABELS, ORDER_STATUSES, OrderStatusBadge } from './order-status.tsx';

const columns: DataTableColumn<ConsultantOrderSummary>[] = [
  {
    key: 'number',
    header: 'Order',
    sortKey: 'order_number',
    cell: (order) => (
      <Anchor
        size="sm"
        renderRoot={(props) => (
          <Link to="/consultant-orders/$id" params={{ id: String(order.id) }} {...props} />
        )}
      >
        {order.order_number}
      </Anchor>
    ),
  },
  {
    key: 'consultant',
    header: 'Consultant',
    sortKey: 'consultant_name',
    cell: (order) => (
      <Stack gap={0}>
        <Text size="sm">{order.consultant_name}</Text>
        <Text size="xs" c="dimmed">
          {order.consultant_number}
        </Text>
      </Stack>
    ),
  },
  {
    key: 'date',
    header: 'Order date',
    sortKey: 'order_date',
    cell: (o) => formatDate(o.order_date),
  },
  {
    key: 'status',
    header: 'Status',
    sortKey: 'status',
    cell: (order) => <OrderStatusBadge status={order.status} />,
  },
  { key: 'lines', header: 'Lines', align: 'right', cell: (order) => order.item_count },
  { key: 'qty', header: 'Quantity', align: 'right', cell: (order) => order.total_quantity },
  {
    key: 'total',
    header: 'Total (incl. VAT)',
    align: 'right',
    sortKey: 'total_cents',
    cell: (order) => formatMoney(order.total_cents),
  },
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
  const canCreate = hasPermission(user, 'consultant_orders:create');
  const canDelete = hasPermission(user, 'consultant_orders:delete');
  const canCombine = hasPermission(user, 'combined_orders:create');
  const filtered = Boolean(
    search.search || search.status || search.consultant_id || search.date_from || search.date_to,
  );

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
          showToast({ kind: 'success', message: `${result.deleted} orders deleted` });
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
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>Consultant Orders</Title>
          <Text size="sm" c="dimmed">
            {period ? `Period: ${period.name}` : 'Choose a period in the header'}
          </Text>
        </div>
        {canCreate ? (
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            renderRoot={(props) => <Link to="/consultant-orders/add" {...props} />}
          >
            New consultant order
          </Button>
        ) : null}
      </Group>

      {search.combination ? (
        <CombinationStatusPanel
          id={search.combination}
          onDismiss={() => list.update({ combination: undefined }, { resetPage: false })}
        />
      ) : null}

      <Paper withBorder p="md">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <SearchInput
            label="Search"
            placeholder="Order or consultant"
            value={search.search}
            onSearch={(value) => list.update({ search: value }, { replace: true })}
            w={220}
          />
          <Select
            label="Status"
            placeholder="Any status"
            data={ORDER_STATUSES.map((value) => ({ value, label: ORDER_STATUS_LABELS[value] }))}
            value={search.status ?? null}
            onChange={(value) =>
              list.update({ status: (value ?? undefined) as ConsultantOrdersSearch['status'] })
            }
            clearable
            w={150}
          />
          <ConsultantPicker
            label="Consultant"
            value={search.consultant_id ? (filterConsultant.data ?? null) : null}
            onChange={(consultant) => list.update({ consultant_id: consultant?.id })}
            w={280}
          />
          <TextInput
            label="From"
            type="date"
            value={search.date_from ?? ''}
            onChange={(event) => list.update({ date_from: event.currentTarget.value || undefined })}
            w={160}
          />
          <TextInput
            label="To"
            type="date"
            value={search.date_to ?? ''}
            onChange={(event) => list.update({ date_to: event.currentTarget.value || undefined })}
            w={160}
          />
          {filtered ? (
            <Button
              variant="subtle"
              onClick={() =>
                list.update({
                  search: undefined,
                  status: undefined,
                  consultant_id: undefined,
                  date_from: undefined,
                  date_to: undefined,
                })
              }
            >
              Reset filters
            </Button>
          ) : null}
        </Group>
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
          <Button
            size="xs"
            color="red.9"
            leftSection={<IconTrash size={14} aria-hidden />}
            onClick={askDelete}
            disabled={!deletable}
            title={deletable ? undefined : 'Combined orders cannot be deleted'}
          >
            Delete selected
          </Button>
        ) : null}
      </BulkActionBar>

      <DataTable
        label="Consultant orders"
        rows={rows}
        loading={orders.isPending}
        fetching={orders.isPlaceholderData || (orders.isFetching && !orders.isPending)}
        error={orders.error}
        onRetry={() => void orders.refetch()}
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
                description: canCreate ? 'Create one with “New consultant order”.' : undefined,
              }
        }
      />
      <DataTablePagination {...list.pagination} total={orders.data?.total} noun="orders" />
      {confirm.modal}
    </Stack>
  );
}
