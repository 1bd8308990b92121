import type { OrderStatusValue } from '@back-office/domain';
import { Badge } from '@mantine/core';
import { ORDER_STATUS_COLORS, ORDER_STATUS_LABELS } from './order-status.ts';

/** An order's status as a filled badge. */
export function OrderStatusBadge({ status }: { status: OrderStatusValue }) {
  return (
    <Badge
      color={ORDER_STATUS_COLORS[status]}
      variant="filled"
      data-status={status}
      // Never truncated to "COMPLE…" when the table is tight.
      style={{ minWidth: 'max-content' }}
    >
      {ORDER_STATUS_LABELS[status]}
    </Badge>
  );
}
