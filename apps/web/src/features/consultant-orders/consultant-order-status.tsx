import type { Schemas } from '@back-office/api-client';
import { CONSULTANT_ORDER_STATUSES } from '@back-office/domain/enum-values';
import { Badge } from '@mantine/core';
import { STATUS_COLORS } from '../../components/status-colors.ts';

// The value set lives with the route's search schema (entry chunk; no Badge there).
export { CONSULTANT_ORDER_STATUSES };

export type ConsultantOrderStatus = Schemas['ConsultantOrderStatus'];

export const CONSULTANT_ORDER_STATUS_LABELS: Record<ConsultantOrderStatus, string> = {
  draft: 'Draft',
  submitted: 'Submitted',
  combined: 'Combined',
  cancelled: 'Cancelled',
};

export function ConsultantOrderStatusBadge({ status }: { status: ConsultantOrderStatus }) {
  return (
    <Badge
      color={STATUS_COLORS[status]}
      variant="filled"
      data-status={status}
      style={{ minWidth: 'max-content' }}
    >
      {CONSULTANT_ORDER_STATUS_LABELS[status]}
    </Badge>
  );
}
