import type { Schemas } from '@back-office/api-client';
import { Badge } from '@mantine/core';
import { STATUS_COLORS } from '../../components/status-colors.ts';
import { CONSULTANT_STATUS_LABELS } from './consultant-options.ts';

/** A consultant's status as a badge. */
export function ConsultantStatusBadge({ status }: { status: Schemas['ConsultantStatus'] }) {
  return (
    <Badge
      color={STATUS_COLORS[status]}
      variant="filled"
      data-status={status}
      style={{ minWidth: 'max-content' }}
    >
      {CONSULTANT_STATUS_LABELS[status]}
    </Badge>
  );
}
