import type { ConsultantOrderSummary } from '@back-office/api-client';
import { MONEY_LABELS } from '@back-office/domain';
import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { formatDate, formatMoney } from '../lib/format.ts';
import type { DataTableColumn } from './data-table/index.ts';

type Column = DataTableColumn<ConsultantOrderSummary>;

/** The columns that the consultant orders list and the combine page show alike. */
export const consultantOrderColumns = {
  number: {
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
  consultant: {
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
  date: {
    key: 'date',
    header: 'Order date',
    sortKey: 'order_date',
    cell: (order) => formatDate(order.order_date),
  },
  lines: { key: 'lines', header: 'Lines', align: 'right', cell: (order) => order.item_count },
  quantity: {
    key: 'qty',
    header: 'Quantity',
    align: 'right',
    cell: (order) => order.total_quantity,
  },
  total: {
    key: 'total',
    header: MONEY_LABELS.total,
    sortKey: 'total_cents',
    align: 'right',
    pin: 'end',
    cell: (order) => formatMoney(order.total_cents),
  },
} satisfies Record<string, Column>;
