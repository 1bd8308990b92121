import { Badge } from '@mantine/core';
import {
  ORDER_STATUS_COLORS,
  STOCK_ORDER_STATUS_LABELS,
  type StockOrderStatus,
} from './stock-order-status.ts';

/** An order's status as a filled badge. */
export function StockOrderStatusBadge({ status }: { status: StockOrderStatus }) {
  return (
    <Badge
      color={ORDER_STATUS_COLORS[status]}
      variant="filled"
      data-status={status}
      // Never truncated to "COMPLE…" when the table is tight.
      style={{ minWidth: 'max-content' }}
    >
      {STOCK_ORDER_STATUS_LABELS[status]}
    </Badge>
  );
}
