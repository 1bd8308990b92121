import type { CombinedOrderSummary } from '@back-office/api-client';
import { Badge } from '@mantine/core';
import { STATUS_COLORS } from '../../components/status-colors.ts';

type Status = CombinedOrderSummary['status'];

export const COMBINED_ORDER_STATUS_LABELS: Record<Status, string> = {
  open: 'Open',
  invoiced: 'Invoiced',
};

export function CombinedOrderStatusBadge({ status }: { status: Status }) {
  return (
    <Badge color={STATUS_COLORS[status]} variant="filled" data-status={status} miw="max-content">
      {COMBINED_ORDER_STATUS_LABELS[status]}
    </Badge>
  );
}
