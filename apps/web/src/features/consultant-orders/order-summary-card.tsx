import { Anchor, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ConsultantOrder } from '@repo/api-client';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { formatDate, formatDateTime } from '../../lib/format.ts';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children ?? '—'}
      </Text>
    </Stack>
  );
}

/** Who ordered, when, in which period, and where the order went. */
export function OrderSummaryCard({
  order,
  canOpenConsultant,
  canOpenCombined,
}: {
  order: ConsultantOrder;
  canOpenConsultant: boolean;
  canOpenCombined: boolean;
}) {
  return (
    <Paper withBorder p="lg" data-testid="order-summary">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
        <Item label="Consultant">
          {canOpenConsultant ? (
            <Anchor
              size="sm"
              renderRoot={(props) => (
                <Link
                  to="/consultants/$id"
                  params={{ id: String(order.consultant_id) }}
                  {...props}
                />
              )}
            >
              {order.consultant_name}
            </Anchor>
          ) : (
            order.consultant_name
          )}{' '}
          <Text span size="xs" c="dimmed">
            ({order.consultant_number})
          </Text>
        </Item>
        <Item label="Period">{order.period_name}</Item>
        <Item label="Order date">{formatDate(order.order_date)}</Item>
        <Item label="Submitted">
          {order.submitted_at ? formatDateTime(order.submitted_at) : null}
        </Item>
        <Item label="Created by">{order.created_by.name}</Item>
        <Item label="Created">{formatDateTime(order.created_at)}</Item>
        <Item label="Combined order">
          {order.combined_order_id ? (
            canOpenCombined ? (
              <Anchor
                size="sm"
                renderRoot={(props) => (
                  <Link
                    to="/combined-orders/$id"
                    params={{ id: String(order.combined_order_id) }}
                    {...props}
                  />
                )}
              >
                {order.combined_number ?? `#${order.combined_order_id}`}
              </Anchor>
            ) : (
              order.combined_number
            )
          ) : null}
        </Item>
        <Item label="Notes">{order.notes}</Item>
      </SimpleGrid>
    </Paper>
  );
}
