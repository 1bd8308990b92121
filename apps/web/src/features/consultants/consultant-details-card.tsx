import { Badge, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Consultant, Schemas } from '@repo/api-client';
import type { ReactNode } from 'react';
import { formatDate, formatDateTime } from '../../lib/format.ts';
import { STATUS_LABELS } from './consultant-schema.ts';

// Dark enough for white badge text to keep a 4.5:1 contrast in every theme (axe).
const STATUS_COLORS: Record<Schemas['ConsultantStatus'], string> = {
  active: '#1e6b34',
  inactive: 'gray.7',
  suspended: '#a33c08',
};

/** A consultant's status as a badge. */
export function ConsultantStatusBadge({ status }: { status: Schemas['ConsultantStatus'] }) {
  return (
    <Badge
      color={STATUS_COLORS[status]}
      variant="filled"
      data-status={status}
      style={{ minWidth: 'max-content' }}
    >
      {STATUS_LABELS[status]}
    </Badge>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children || '—'}
      </Text>
    </Stack>
  );
}

/** The consultant's record as read-only fields. */
export function ConsultantDetailsCard({ consultant }: { consultant: Consultant }) {
  const { address } = consultant;
  return (
    <Paper withBorder p="lg" data-testid="consultant-details">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
        <Item label="Consultant number">{consultant.consultant_number}</Item>
        <Item label="Status">
          <ConsultantStatusBadge status={consultant.status} />
        </Item>
        <Item label="Joined">{formatDate(consultant.joined_date)}</Item>
        <Item label="Email">{consultant.email}</Item>
        <Item label="Phone">{consultant.phone}</Item>
        <Item label="ID number">{consultant.id_number}</Item>
        <Item label="Address">
          {[address.line1, address.line2, address.city, address.province, address.postal_code]
            .filter(Boolean)
            .join(', ')}
        </Item>
        <Item label="Distributor">{consultant.distributor}</Item>
        <Item label="Branch">{consultant.branch}</Item>
        <Item label="Updated">{formatDateTime(consultant.updated_at)}</Item>
      </SimpleGrid>
    </Paper>
  );
}
