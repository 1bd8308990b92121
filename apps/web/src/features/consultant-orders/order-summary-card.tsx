import type { ConsultantOrder } from '@back-office/api-client';
import { Anchor, Paper, SimpleGrid, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { LabelledValue } from '../../components/labelled-value.tsx';
import { formatDate, formatDateTime } from '../../lib/format.ts';

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
        <LabelledValue label="Consultant">
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
        </LabelledValue>
        <LabelledValue label="Period">{order.period_name}</LabelledValue>
        <LabelledValue label="Order date">{formatDate(order.order_date)}</LabelledValue>
        <LabelledValue label="Submitted">
          {order.submitted_at ? formatDateTime(order.submitted_at) : null}
        </LabelledValue>
        <LabelledValue label="Created by">{order.created_by.name}</LabelledValue>
        <LabelledValue label="Created">{formatDateTime(order.created_at)}</LabelledValue>
        <LabelledValue label="Combined order">
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
                {order.combined_number}
              </Anchor>
            ) : (
              order.combined_number
            )
          ) : null}
        </LabelledValue>
        <LabelledValue label="Notes">{order.notes}</LabelledValue>
      </SimpleGrid>
    </Paper>
  );
}
