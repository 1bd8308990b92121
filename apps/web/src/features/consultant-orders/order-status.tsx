import type { Schemas } from '@back-office/api-client';
import { Badge } from '@mantine/core';
import { ORDER_STATUSES } from './consultant-orders-search.ts';

// The value set lives with the route's search schema (entry chunk; no Badge there).
export { ORDER_STATUSES };

export type OrderStatus = Schemas['ConsultantOrderStatus'];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  draft: 'Draft',
  submitted: 'Submitted',
  combined: 'Combined',
  cancelled: 'Cancelled',
};

// Dark shades: white badge text keeps a 4.5:1 contrast in every theme (axe).
const COLORS: Record<OrderStatus, string> = {
  draft: 'gray.7',
  submitted: 'blue.8',
  combined: 'teal.9',
  cancelled: 'red.9',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge
      color={COLORS[status]}
      variant="filled"
      data-status={status}
      style={{ minWidth: 'max-content' }}
    >
      {ORDER_STATUS_LABELS[status]}
    </Badge>
  );
}
