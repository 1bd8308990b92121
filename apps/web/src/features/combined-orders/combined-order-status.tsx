import type { CombinedOrderSummary } from '@back-office/api-client';
import { STATUS_LABELS } from '@back-office/domain/status-labels';
import { StatusBadge } from '../../components/status-badge.tsx';
import { STATUS_COLORS } from '../../components/status-colors.ts';

type Status = CombinedOrderSummary['status'];

export const COMBINED_ORDER_STATUS_LABELS: Record<Status, string> = STATUS_LABELS;

export function CombinedOrderStatusBadge({ status }: { status: Status }) {
  return (
    <StatusBadge
      status={status}
      label={COMBINED_ORDER_STATUS_LABELS[status]}
      color={STATUS_COLORS[status]}
    />
  );
}
