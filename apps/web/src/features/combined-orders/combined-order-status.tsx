import type { CombinedOrderSummary } from '@back-office/api-client';
import { Badge } from '@mantine/core';

type Status = CombinedOrderSummary['status'];

export const COMBINED_ORDER_STATUS_LABELS: Record<Status, string> = {
  open: 'Open',
  invoiced: 'Invoiced',
};

// Dark shades: white badge text keeps a 4.5:1 contrast in every theme (axe).
const COLORS: Record<Status, string> = { open: 'blue.8', invoiced: 'teal.9' };

export function CombinedOrderStatusBadge({ status }: { status: Status }) {
  return (
    <Badge color={COLORS[status]} variant="filled" data-status={status} miw="max-content">
      {COMBINED_ORDER_STATUS_LABELS[status]}
    </Badge>
  );
}
