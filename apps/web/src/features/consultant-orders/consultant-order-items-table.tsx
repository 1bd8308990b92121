import type { ConsultantOrder, ConsultantOrderItem } from '@back-office/api-client';
import { MONEY_LABELS } from '@back-office/domain';
import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { TableScroller } from '../../components/data-table/index.ts';
import { formatMoney } from '../../lib/format.ts';

export interface ConsultantOrderItemsTableProps {
  readonly order: ConsultantOrder;
  /** Replaces the quantity cell (the edit page puts an input there). */
  readonly quantityCell?: (item: ConsultantOrderItem) => ReactNode;
  /** An extra last column (row actions). */
  readonly actions?: { header: ReactNode; cell: (item: ConsultantOrderItem) => ReactNode };
}

/** The order's lines with the server's subtotal, VAT and total. */
export function ConsultantOrderItemsTable({
  order,
  quantityCell,
  actions,
}: ConsultantOrderItemsTableProps) {
  const span = 4;
  return (
    // On a phone the code and the line total stay in view; the rest scrolls between them.
    <TableScroller label="Order lines">
      <Table miw={640} aria-label="Order lines" verticalSpacing="xs" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th data-pin="start">Code</Table.Th>
            <Table.Th>Description</Table.Th>
            <Table.Th ta="right">Unit price</Table.Th>
            <Table.Th ta="right" w={quantityCell ? 150 : undefined}>
              Quantity
            </Table.Th>
            <Table.Th ta="right" data-pin="end">
              Line total
            </Table.Th>
            {actions ? <Table.Th w={90}>{actions.header}</Table.Th> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {order.items.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={actions ? 6 : 5}>
                <Text size="sm" c="dimmed" ta="center" py="sm">
                  This order has no lines yet.
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : null}
          {order.items.map((item) => (
            <Table.Tr key={item.id} data-testid="order-item-row">
              <Table.Td data-pin="start" data-key-cell>
                {item.product_code}
              </Table.Td>
              <Table.Td>{item.description}</Table.Td>
              <Table.Td ta="right">{formatMoney(item.unit_price_cents)}</Table.Td>
              <Table.Td ta="right">{quantityCell ? quantityCell(item) : item.quantity}</Table.Td>
              <Table.Td ta="right" data-pin="end">
                {formatMoney(item.line_total_cents)}
              </Table.Td>
              {actions ? <Table.Td>{actions.cell(item)}</Table.Td> : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <TotalRow
            id="subtotal"
            label={MONEY_LABELS.subtotal}
            cents={order.subtotal_cents}
            span={span}
            extra={!!actions}
          />
          <TotalRow
            id="vat"
            label={MONEY_LABELS.vat}
            cents={order.vat_cents}
            span={span}
            extra={!!actions}
          />
          <TotalRow
            id="total"
            label={MONEY_LABELS.total}
            cents={order.total_cents}
            span={span}
            extra={!!actions}
            strong
          />
        </Table.Tfoot>
      </Table>
    </TableScroller>
  );
}

function TotalRow(props: {
  id: string;
  label: string;
  cents: number;
  span: number;
  extra: boolean;
  strong?: boolean;
}) {
  return (
    <Table.Tr>
      {/* Under the pinned code, so on a phone the label stays beside its pinned amount. */}
      <Table.Th data-pin="start" fw={props.strong ? 700 : 500} style={{ whiteSpace: 'nowrap' }}>
        {props.label}
      </Table.Th>
      <Table.Td colSpan={props.span - 1} />
      <Table.Td
        ta="right"
        fw={props.strong ? 700 : undefined}
        data-testid={`order-${props.id}`}
        data-pin="end"
      >
        {formatMoney(props.cents)}
      </Table.Td>
      {props.extra ? <Table.Td /> : null}
    </Table.Tr>
  );
}
