import { StatusBadge } from '../../components/status-badge.tsx';
import {
  DISTRIBUTOR_ORDER_STATUS_COLORS,
  DISTRIBUTOR_ORDER_STATUS_LABELS,
  type DistributorOrderStatus,
} from './distributor-order-rules.ts';

export function DistributorOrderStatusBadge({ status }: { status: DistributorOrderStatus }) {
  return (
    <StatusBadge
      status={status}
      label={DISTRIBUTOR_ORDER_STATUS_LABELS[status]}
      color={DISTRIBUTOR_ORDER_STATUS_COLORS[status]}
    />
  );
}
