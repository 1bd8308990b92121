import type { Schemas } from '@back-office/api-client';
import { CONSULTANT_ORDER_STATUSES } from '@back-office/domain/enum-values';
import { STATUS_LABELS } from '@back-office/domain/status-labels';
import { StatusBadge } from '../../components/status-badge.tsx';
import { STATUS_COLORS } from '../../components/status-colors.ts';

// The value set lives with the route's search schema (entry chunk; no Badge there).
export { CONSULTANT_ORDER_STATUSES };

export type ConsultantOrderStatus = Schemas['ConsultantOrderStatus'];

export const CONSULTANT_ORDER_STATUS_LABELS: Record<ConsultantOrderStatus, string> = STATUS_LABELS;

export function ConsultantOrderStatusBadge({ status }: { status: ConsultantOrderStatus }) {
  return (
    <StatusBadge
      status={status}
      label={CONSULTANT_ORDER_STATUS_LABELS[status]}
      color={STATUS_COLORS[status]}
    />
  );
}
