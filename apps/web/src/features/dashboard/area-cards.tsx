import type { Schemas } from '@back-office/api-client';
import { Group, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  IconCalendarWeek,
  IconFileInvoice,
  IconFileUpload,
  IconPackages,
  IconReceipt,
  IconShoppingCart,
  IconTruckDelivery,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { STATUS_COLORS, type StatusWord } from '../../components/status-colors.ts';
import { formatCount, formatDate, formatMoney } from '../../lib/format.ts';
import { ListLink } from './list-link.tsx';
import { StatCard } from './stat-card.tsx';
import { StatusBreakdown, type StatusSlice } from './status-breakdown.tsx';

type Summary = Schemas['DashboardSummary'];

function label(status: string): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}

/** `{draft: 4, …}` as slices linking to `to?status=<status>`. */
function slices(byStatus: Record<string, number>, to: string): StatusSlice[] {
  return Object.entries(byStatus).map(([status, value]) => ({
    key: status,
    label: label(status),
    value,
    // The same colour as the status's badge everywhere else.
    color: status in STATUS_COLORS ? STATUS_COLORS[status as StatusWord] : 'gray.5',
    target: { to, search: { status } },
  }));
}

const count = (value: number) => value.toLocaleString('en-ZA');

function Line({ children }: { children: ReactNode }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      {children}
    </Group>
  );
}

/** A card with an area's count and its breakdown by status, each slice linking to the list. */
function StatusCard(props: {
  readonly testId: string;
  readonly title: string;
  readonly breakdownTitle: string;
  readonly icon: ReactNode;
  readonly hint: string;
  readonly to: string;
  readonly linkLabel: string;
  readonly area: { readonly total: number; readonly by_status: Record<string, number> };
}) {
  const { area, to } = props;
  return (
    <StatCard
      testId={props.testId}
      title={props.title}
      icon={props.icon}
      value={count(area.total)}
      hint={props.hint}
      target={{ to }}
      linkLabel={props.linkLabel}
    >
      <StatusBreakdown
        title={props.breakdownTitle}
        total={area.total}
        slices={slices(area.by_status, to)}
      />
    </StatCard>
  );
}

/** One card per area the user may read; null areas are not the user's business. */
export function AreaCards({ summary }: { summary: Summary }) {
  const cards: ReactNode[] = [];
  const { orders, uploads, consultant_orders, combined_orders, weekly_combinations, invoices } =
    summary;
  const distributor = summary.distributor_orders;

  if (orders) {
    cards.push(
      <StatusCard
        key="orders"
        testId="dashboard-orders"
        title="Orders by status"
        breakdownTitle="Orders by status"
        icon={<IconShoppingCart size={20} />}
        hint="Stock orders created in the period"
        to="/orders"
        linkLabel="View all orders"
        area={orders}
      />,
    );
  }
  if (consultant_orders) {
    cards.push(
      <StatusCard
        key="consultant-orders"
        testId="dashboard-consultant-orders"
        title="Consultant orders"
        breakdownTitle="Consultant orders by status"
        icon={<IconReceipt size={20} />}
        hint={`Worth ${formatMoney(consultant_orders.total_cents)} (not cancelled)`}
        to="/consultant-orders"
        linkLabel="View consultant orders"
        area={consultant_orders}
      />,
    );
  }
  if (distributor) {
    cards.push(
      <StatusCard
        key="distributor-orders"
        testId="dashboard-distributor-orders"
        title="Distributor orders"
        breakdownTitle="Distributor orders by status"
        icon={<IconTruckDelivery size={20} />}
        hint="Imported in the period"
        to="/distributor-orders"
        linkLabel="View distributor orders"
        area={distributor}
      />,
    );
  }
  if (uploads) {
    cards.push(
      <StatCard
        key="uploads"
        testId="dashboard-uploads"
        title="Uploads this week"
        icon={<IconFileUpload size={20} />}
        value={count(uploads.count)}
        hint={`${formatDate(uploads.week_start)} – ${formatDate(uploads.week_end)}`}
        target={{ to: '/history' }}
        linkLabel="View upload history"
      >
        <Stack gap={4}>
          <Line>
            <Text size="sm">Rows imported</Text>
            <Text size="sm" fw={600}>
              {count(uploads.rows)}
            </Text>
          </Line>
          <Line>
            <ListLink size="sm" target={{ to: '/history', search: { status: 'failed' } }}>
              Failed uploads
            </ListLink>
            <Text
              size="sm"
              fw={600}
              c={uploads.failed_count > 0 ? 'var(--bo-danger-text)' : undefined}
            >
              {count(uploads.failed_count)}
            </Text>
          </Line>
        </Stack>
      </StatCard>,
    );
  }
  if (invoices) {
    cards.push(
      <StatCard
        key="invoices"
        testId="dashboard-invoices"
        title="Invoices"
        icon={<IconFileInvoice size={20} />}
        value={formatMoney(invoices.outstanding_cents)}
        hint={`Outstanding on ${formatCount(invoices.outstanding_count, 'invoice')}`}
        target={{ to: '/invoices' }}
        linkLabel="View invoices"
      >
        <Stack gap={4}>
          <Line>
            <ListLink size="sm" target={{ to: '/invoices', search: { status: 'issued' } }}>
              Issued, unpaid
            </ListLink>
            <ListLink size="sm" target={{ to: '/invoices', search: { status: 'partially_paid' } }}>
              Partially paid
            </ListLink>
          </Line>
          <Line>
            <Text size="sm" data-testid="dashboard-invoices-outstanding">
              Outstanding: {formatCount(invoices.outstanding_count, 'invoice')}
            </Text>
            <Text size="sm" fw={600}>
              {formatMoney(invoices.outstanding_cents)}
            </Text>
          </Line>
          <Line>
            <ListLink size="sm" target={{ to: '/invoices', search: { status: 'paid' } }}>
              Paid: {formatCount(invoices.paid_count, 'invoice')}
            </ListLink>
            <Text size="sm" fw={600}>
              {formatMoney(invoices.paid_cents)}
            </Text>
          </Line>
        </Stack>
      </StatCard>,
    );
  }
  if (combined_orders) {
    cards.push(
      <StatCard
        key="combined-orders"
        testId="dashboard-combined-orders"
        title="Combined orders"
        icon={<IconPackages size={20} />}
        value={count(combined_orders.count)}
        hint="Consultant orders combined for fulfilment"
        target={{ to: '/combined-orders' }}
        linkLabel="View combined orders"
      />,
    );
  }
  if (weekly_combinations) {
    cards.push(
      <StatCard
        key="weekly-combinations"
        testId="dashboard-weekly-combinations"
        title="Weekly combinations"
        icon={<IconCalendarWeek size={20} />}
        value={count(weekly_combinations.total)}
        hint={`${count(weekly_combinations.by_status.completed)} completed, ${count(
          weekly_combinations.by_status.failed,
        )} failed`}
        target={{ to: '/weekly-combinations' }}
        linkLabel="View weekly combinations"
      />,
    );
  }
  if (cards.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        Your role has no figures to show on the dashboard.
      </Text>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {cards}
    </SimpleGrid>
  );
}
