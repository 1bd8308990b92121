import { Badge } from '@mantine/core';
import {
  type DistributorOrderStatus,
  STATUS_COLORS,
  STATUS_LABELS,
} from './distributor-order-rules.ts';

export function DistributorOrderStatusBadge({ status }: { status: DistributorOrderStatus }) {
  return (
    <Badge color={STATUS_COLORS[status]} variant="filled" data-status={status}>
      {STATUS_LABELS[status]}
    </Badge>
  );
}
