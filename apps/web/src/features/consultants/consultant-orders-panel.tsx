import type { Schemas } from '@back-office/api-client';
import { MONEY_LABELS } from '@back-office/domain';
import { useConsultantOrderHistory } from '@back-office/hooks/consultants';
import { Anchor, Badge, Paper, Stack, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import {
  DataTable,
  type DataTableColumn,
  DataTablePagination,
  type SortOrder,
} from '../../components/data-table/index.ts';
import { STATUS_COLORS } from '../../components/status-colors.ts';
import { formatDateTime, formatMoney } from '../../lib/format.ts';

type HistoryOrder = Schemas['ConsultantHistoryOrder'];
type SortBy = 'created_at' | 'order_number' | 'status' | 'total_cents';

/** The consultant's consultant orders (all periods), newest first, paged on the server. */
export function ConsultantOrdersPanel({
  consultantId,
  canOpenOrders,
}: {
  consultantId: number;
  /** `consultant_orders:read`: the order numbers link to the orders. */
  canOpenOrders: boolean;
}) {
  const [page, setPage] = useState({ skip: 0, limit: 10 });
  const [sort, setSort] = useState<{ sortBy: SortBy; sortOrder: SortOrder }>({
    sortBy: 'created_at',
    sortOrder: 'desc',
  });
  const orders = useConsultantOrderHistory(consultantId, {
    ...page,
    sort_by: sort.sortBy,
    sort_order: sort.sortOrder,
  });

  const columns: DataTableColumn<HistoryOrder>[] = [
    {
      key: 'number',
      header: 'Order',
      sortKey: 'order_number',
      cell: (order) =>
        canOpenOrders ? (
          <Anchor
            size="sm"
            renderRoot={(props) => (
              <Link to="/consultant-orders/$id" params={{ id: String(order.id) }} {...props} />
            )}
          >
            {order.order_number}
          </Anchor>
        ) : (
          order.order_number
        ),
    },
    { key: 'period', header: 'Period', cell: (order) => order.period_name },
    {
      key: 'status',
      header: 'Status',
      sortKey: 'status',
      cell: (order) => (
        <Badge color={STATUS_COLORS[order.status]} variant="filled" tt="capitalize">
          {order.status}
        </Badge>
      ),
    },
    { key: 'items', header: 'Lines', align: 'right', cell: (order) => order.item_count },
    {
      key: 'total',
      header: MONEY_LABELS.total,
      align: 'right',
      sortKey: 'total_cents',
      cell: (order) => formatMoney(order.total_cents),
    },
    {
      key: 'created',
      header: 'Created',
      sortKey: 'created_at',
      cell: (order) => formatDateTime(order.created_at),
    },
  ];

  return (
    <Paper withBorder p="lg">
      <Stack gap="md">
        <Title order={2} size="h3">
          Consultant orders
        </Title>
        <DataTable
          label="Consultant orders"
          rows={orders.data?.consultant_orders}
          loading={orders.isPending}
          fetching={orders.isFetching}
          error={orders.error}
          onRetry={() => void orders.refetch()}
          columns={columns}
          getRowId={(order) => order.id}
          sort={sort}
          onSortChange={(sortBy, sortOrder) => {
            setSort({ sortBy: sortBy as SortBy, sortOrder });
            setPage((previous) => ({ ...previous, skip: 0 }));
          }}
          skeletonRows={3}
          empty={{ title: 'No orders yet', description: 'This consultant has not ordered.' }}
        />
        <DataTablePagination
          skip={page.skip}
          limit={page.limit}
          total={orders.data?.total}
          onChange={(skip, limit) => setPage({ skip, limit })}
          pageSizes={[10, 25, 50, 100]}
          noun="orders"
        />
      </Stack>
    </Paper>
  );
}
