import { Badge } from '@mantine/core';
import { PERIOD_STATUS_COLORS, PERIOD_STATUS_LABELS, type PeriodStatus } from './period-rules.ts';

/** A period's status as a filled badge. */
export function PeriodStatusBadge({ status }: { status: PeriodStatus }) {
  return (
    <Badge color={PERIOD_STATUS_COLORS[status]} variant="filled" data-status={status}>
      {PERIOD_STATUS_LABELS[status]}
    </Badge>
  );
}
