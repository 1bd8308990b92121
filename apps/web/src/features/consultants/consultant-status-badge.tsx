import type { Schemas } from '@back-office/api-client';
import { StatusBadge } from '../../components/status-badge.tsx';
import { STATUS_COLORS } from '../../components/status-colors.ts';
import { CONSULTANT_STATUS_LABELS } from './consultant-options.ts';

/** A consultant's status as a badge. */
export function ConsultantStatusBadge({ status }: { status: Schemas['ConsultantStatus'] }) {
  return (
    <StatusBadge
      status={status}
      label={CONSULTANT_STATUS_LABELS[status]}
      color={STATUS_COLORS[status]}
    />
  );
}
