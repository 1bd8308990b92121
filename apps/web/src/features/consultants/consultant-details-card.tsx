import type { Consultant } from '@back-office/api-client';
import { formatPhone } from '@back-office/domain/phone';
import { Paper, SimpleGrid } from '@mantine/core';
import { LabelledValue } from '../../components/labelled-value.tsx';
import { formatDate, formatDateTime } from '../../lib/format.ts';
import { ConsultantStatusBadge } from './consultant-status-badge.tsx';

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
        <LabelledValue label="Phone">
          {consultant.phone ? formatPhone(consultant.phone) : null}
        </LabelledValue>
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
