import type { Consultant, Schemas } from '@back-office/api-client';
import { Badge, Paper, SimpleGrid } from '@mantine/core';
import { LabelledValue } from '../../components/labelled-value.tsx';
import { STATUS_COLORS } from '../../components/status-colors.ts';
import { formatDate, formatDateTime } from '../../lib/format.ts';
import { CONSULTANT_STATUS_LABELS } from './consultant-schema.ts';

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

/** The consultant's record as read-only fields. */
export function ConsultantDetailsCard({ consultant }: { consultant: Consultant }) {
  const { address } = consultant;
  return (
    <Paper withBorder p="lg" data-testid="consultant-details">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
        <LabelledValue label="Consultant number">{consultant.consultant_number}</LabelledValue>
        <LabelledValue label="Status">
          <ConsultantStatusBadge status={consultant.status} />
        </LabelledValue>
        <LabelledValue label="Joined">{formatDate(consultant.joined_date)}</LabelledValue>
        <LabelledValue label="Email">{consultant.email}</LabelledValue>
        <LabelledValue label="Phone">{consultant.phone}</LabelledValue>
        <LabelledValue label="ID number">{consultant.id_number}</LabelledValue>
        <LabelledValue label="Address">
          {[address.line1, address.line2, address.city, address.province, address.postal_code]
            .filter(Boolean)
            .join(', ')}
        </LabelledValue>
        <LabelledValue label="Distributor">{consultant.distributor}</LabelledValue>
        <LabelledValue label="Branch">{consultant.branch}</LabelledValue>
        <LabelledValue label="Updated">{formatDateTime(consultant.updated_at)}</LabelledValue>
      </SimpleGrid>
    </Paper>
  );
}
