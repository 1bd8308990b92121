import type { PeriodStatus } from '@back-office/domain';
import { StatusBadge } from '../../components/status-badge.tsx';
import { PERIOD_STATUS_COLORS, PERIOD_STATUS_LABELS } from './period-rules.ts';

/** A period's status as a filled badge. */
export function PeriodStatusBadge({ status }: { status: PeriodStatus }) {
  return (
    <StatusBadge
      status={status}
      label={PERIOD_STATUS_LABELS[status]}
      color={PERIOD_STATUS_COLORS[status]}
    />
  );
}
