import { Badge } from '@mantine/core';
import {
  DISTRIBUTOR_ORDER_STATUS_COLORS,
  DISTRIBUTOR_ORDER_STATUS_LABELS,
  type DistributorOrderStatus,
} from './distributor-order-rules.ts';

export function DistributorOrderStatusBadge({ status }: { status: DistributorOrderStatus }) {
  return (
    <Badge color={DISTRIBUTOR_ORDER_STATUS_COLORS[status]} variant="filled" data-status={status}>
      {DISTRIBUTOR_ORDER_STATUS_LABELS[status]}
    </Badge>
  );
}
