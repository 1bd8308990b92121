import type { PeriodStatus } from '@back-office/domain';
import { Badge } from '@mantine/core';
import { PERIOD_STATUS_COLORS, PERIOD_STATUS_LABELS } from './period-rules.ts';

/** A period's status as a filled badge. */
export function PeriodStatusBadge({ status }: { status: PeriodStatus }) {
  return (
    <Badge color={PERIOD_STATUS_COLORS[status]} variant="filled" data-status={status}>
      {PERIOD_STATUS_LABELS[status]}
    </Badge>
  );
}
