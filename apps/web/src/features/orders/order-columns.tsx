import type { Order } from '@back-office/api-client';
import { MONEY_LABELS } from '@back-office/domain';
import { Anchor, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { DataTableColumn } from '../../components/data-table/index.ts';
import { formatDateTime, formatMoney } from '../../lib/format.ts';
import { StockOrderStatusBadge } from './stock-order-status-badge.tsx';

/** Dates, money and periods stay on one line; the table scrolls sideways when narrow. */
function NoWrap({ children }: { children: ReactNode }) {
  return (
    <Text span size="sm" style={{ whiteSpace: 'nowrap' }}>
      {children}
    </Text>
  );
}

/** The list's columns; the reference opens the order's drawer. */
export function orderColumns(open: (order: Order) => void): DataTableColumn<Order>[] {
  return [
    {
      key: 'reference',
      header: 'Reference',
      sortKey: 'reference',
      cell: (order) => (
        <Stack gap={0}>
          <Anchor
            component="button"
            type="button"
            fw={600}
            ta="left"
            style={{ alignSelf: 'flex-start', whiteSpace: 'nowrap' }}
            onClick={() => open(order)}
            aria-label={`Open order ${order.reference}`}
          >
            {order.reference}
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
      cell: (order) => <StockOrderStatusBadge status={order.status} />,
    },
    {
      key: 'period',
      header: 'Period',
      cell: (order) => <NoWrap>{order.period_name ?? '—'}</NoWrap>,
    },
    {
      key: 'items',
      header: 'Lines',
      sortKey: 'item_count',
      align: 'right',
      cell: (order) => order.item_count,
    },
    {
      key: 'total',
      header: MONEY_LABELS.subtotal,
      sortKey: 'total_cents',
      align: 'right',
      pin: 'end',
      cell: (order) => <NoWrap>{formatMoney(order.total_cents)}</NoWrap>,
    },
    { key: 'created_by', header: 'Created by', cell: (order) => order.created_by?.name ?? '—' },
    {
      key: 'created_at',
      header: 'Created',
      sortKey: 'created_at',
      cell: (order) => <NoWrap>{formatDateTime(order.created_at)}</NoWrap>,
    },
    {
      key: 'processed_at',
      header: 'Processed',
      sortKey: 'processed_at',
      cell: (order) => <NoWrap>{formatDateTime(order.processed_at)}</NoWrap>,
    },
  ];
}
