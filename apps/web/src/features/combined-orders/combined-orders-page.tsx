import type { CombinedOrderSummary } from '@back-office/api-client';
import { MONEY_LABELS } from '@back-office/domain';
import { useBulkDeleteCombinedOrders, useCombinedOrders } from '@back-office/hooks/combined-orders';
import { useSelectedPeriod } from '@back-office/hooks/periods';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { IconArrowsJoin } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { AfterFirstPaint } from '../../components/after-first-paint.tsx';
import {
  BulkActionBar,
  ClearFiltersButton,
  DataTable,
  type DataTableColumn,
  DataTablePagination,
  DateRangeFilter,
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
import { SaveViewButton } from '../../components/saved-views/save-view-button.tsx';
import { formatCount, formatDateTime, formatMoney } from '../../lib/format.ts';
import { showToast } from '../../lib/notify.tsx';
import { periodLock } from '../../lib/period-lock.ts';
import {
  COMBINED_ORDER_STATUS_LABELS,
  CombinedOrderStatusBadge,
} from './combined-order-status.tsx';
import {
  COMBINED_ORDER_STATUSES,
  type CombinedOrdersSearch,
  combinedOrderListParams,
} from './combined-orders-search.ts';
import { DeleteReasonModal } from './delete-reason-modal.tsx';
import { useCombinedOrderPermissions } from './use-combined-order-permissions.ts';

const columns: DataTableColumn<CombinedOrderSummary>[] = [
  {
    key: 'number',
    header: 'Combined order',
    sortKey: 'combined_number',
    cell: (order) => (
      <Stack gap={0}>
        <Anchor
          size="sm"
          fw={600}
          renderRoot={(props) => (
            <Link to="/combined-orders/$id" params={{ id: String(order.id) }} {...props} />
          )}
        >
          {order.combined_number}
        </Anchor>
        {order.notes ? (
          <Text size="xs" c="dimmed" lineClamp={1} maw={280}>
            {order.notes}
          </Text>
        ) : null}
      </Stack>
    ),
  },
  {
    key: 'status',
    header: 'Status',
    sortKey: 'status',
    cell: (order) => <CombinedOrderStatusBadge status={order.status} />,
  },
  {
    key: 'orders',
    header: 'Consultant orders',
    sortKey: 'consultant_order_count',
    align: 'right',
    cell: (order) => order.consultant_order_count,
  },
  { key: 'lines', header: 'Lines', align: 'right', cell: (order) => order.line_count },
  { key: 'qty', header: 'Quantity', align: 'right', cell: (order) => order.total_quantity },
  {
    key: 'total',
    header: MONEY_LABELS.total,
    pin: 'end',
    sortKey: 'total_cents',
    align: 'right',
    cell: (order) => formatMoney(order.total_cents),
  },
  {
    key: 'invoice',
    header: 'Invoice',
    cell: (order) =>
      order.invoice_id && order.invoice_number ? (
        <Anchor
          size="sm"
          renderRoot={(props) => (
            <Link to="/invoices/$id" params={{ id: String(order.invoice_id) }} {...props} />
          )}
        >
          {order.invoice_number}
        </Anchor>
      ) : (
        '—'
      ),
  },
  { key: 'by', header: 'Created by', cell: (order) => order.created_by?.name ?? '—' },
  {
    key: 'created',
    header: 'Created',
    sortKey: 'created_at',
    cell: (order) => formatDateTime(order.created_at),
  },
];

/**
 * `/combined-orders`: the selected period's combined orders, filtered, sorted and paged in the
 * URL; select open ones to delete them with a reason (their consultant orders return to
 * submitted).
 */
export function CombinedOrdersPage({ search }: { search: CombinedOrdersSearch }) {
  const list = useListSearch(search);
  const params = useMemo(() => combinedOrderListParams(search), [search]);
  const period = useSelectedPeriod();
  const orders = useCombinedOrders(params);
  const lock = periodLock(period);
  const permissions = useCombinedOrderPermissions(lock);
  const selection = useRowSelection<number>(`${period?.id}:${JSON.stringify(params)}`);
  const bulkDelete = useBulkDeleteCombinedOrders();
  const [deleting, setDeleting] = useState<readonly number[] | null>(null);
  const {
    filtered,
    count: filterCount,
    clear: clearFilters,
  } = listFilters(list, ['search', 'status', 'date_from', 'date_to']);

  return (
    <Stack gap="md">
      <ListPageHeader
        title="Combined Orders"
        description={
          <>
            Submitted consultant orders combined for fulfilment
            {period ? ` in ${period.name}` : ''}. Deleting one returns its orders to submitted.
            {lock.reason ? ` ${lock.reason}: its combined orders cannot change.` : null}
          </>
        }
        actions={
          permissions.canCombine ? (
            <Button
              leftSection={<IconArrowsJoin size={16} aria-hidden />}
              renderRoot={(props) => <Link to="/combined-orders/combine" {...props} />}
            >
              Combine orders
            </Button>
          ) : null
        }
      />

      <AfterFirstPaint page="combined-orders">
        <FilterBar count={filterCount}>
          <SearchInput
            label="Search combined orders"
            placeholder="Combined or consultant order number"
            value={search.search}
            onSearch={(text) => list.update({ search: text }, { replace: true })}
            style={{ flex: 1, minWidth: 220, maxWidth: 380 }}
          />
          <StatusFilter
            statuses={COMBINED_ORDER_STATUSES}
            labels={COMBINED_ORDER_STATUS_LABELS}
            value={search.status}
            onChange={(status) => list.update({ status })}
            width={160}
          />
          <DateRangeFilter
            from={search.date_from}
            to={search.date_to}
            fromLabel="Created from"
            toLabel="Created to"
            onChange={list.update}
            width={170}
          />
          <ClearFiltersButton filtered={filtered} onClear={clearFilters} />
          <ListExportMenu list="combined-orders" params={params} />
          <SaveViewButton path="/combined-orders" />
        </FilterBar>

        {permissions.canDelete ? (
          <BulkActionBar count={selection.count} onClear={selection.clear} noun="combined orders">
            <DeleteSelectedButton onClick={() => setDeleting(selection.ids)} />
          </BulkActionBar>
        ) : null}

        <DataTable
          columnSettings="/combined-orders"
          label="Combined orders"
          rows={orders.data?.combined_orders}
          columns={columns}
          getRowId={(order) => order.id}
          {...queryTableState(orders, { greyRefetches: true })}
          sort={list.sort}
          onSortChange={list.setSort}
          selection={permissions.canDelete ? selection : undefined}
          rowLabel={(order) => `Select ${order.combined_number}`}
          isRowSelectable={(order) => order.status === 'open'}
          rowProps={(order) => ({
            'data-testid': 'combined-order-row',
            'data-status': order.status,
          })}
          empty={
            filtered
              ? filteredEmptyState({
                  title: 'No combined orders match these filters',
                  description: 'Try another status, date range or search text.',
                  onClear: clearFilters,
                })
              : {
                  title: 'No combined orders in this period',
                  description: lock.reason
                    ? `${lock.reason} and takes no new combined orders.`
                    : permissions.canCombine
                      ? 'Combine submitted consultant orders to prepare them for fulfilment.'
                      : 'Combined orders appear here once consultant orders are combined.',
                  action: permissions.canCombine ? (
                    <Button
                      renderRoot={(props) => <Link to="/combined-orders/combine" {...props} />}
                    >
                      Combine orders
                    </Button>
                  ) : undefined,
                }
          }
        />
        <DataTablePagination
          {...list.pagination}
          total={orders.data?.total}
          noun="combined orders"
        />
      </AfterFirstPaint>

      <DeleteReasonModal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Delete combined orders"
        message={`Delete ${formatCount(deleting?.length ?? 0, 'combined order')}? Their consultant orders return to submitted and can be combined again.`}
        confirmLabel="Delete combined orders"
        onConfirm={async (reason) => {
          const result = await bulkDelete.mutateAsync({
            body: { combined_order_ids: [...(deleting ?? [])] },
            reason,
          });
          selection.clear();
          showToast({
            kind: 'success',
            message: `Deleted ${formatCount(result.deleted, 'combined order')}; ${formatCount(result.released_consultant_order_ids.length, 'consultant order')} returned to submitted`,
          });
        }}
      />
    </Stack>
  );
}
