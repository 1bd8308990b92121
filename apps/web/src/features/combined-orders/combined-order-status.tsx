import type { CombinedOrderSummary } from '@back-office/api-client';
import { StatusBadge } from '../../components/status-badge.tsx';
import { STATUS_COLORS } from '../../components/status-colors.ts';

type Status = CombinedOrderSummary['status'];

export const COMBINED_ORDER_STATUS_LABELS: Record<Status, string> = {
  open: 'Open',
  invoiced: 'Invoiced',
};

export function CombinedOrderStatusBadge({ status }: { status: Status }) {
  return (
    <StatusBadge
      status={status}
      label={COMBINED_ORDER_STATUS_LABELS[status]}
      color={STATUS_COLORS[status]}
    />
  );
}
