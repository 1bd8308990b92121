import type { Schemas } from '@back-office/api-client';
import { MONEY_LABELS, weeklyCombinationSet } from '@back-office/domain';
import { useWeeklyCombinationPreview } from '@back-office/hooks/weekly-combinations';
import { SimpleGrid, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { DataTable, type DataTableColumn, ErrorState } from '../../components/data-table/index.ts';
import { LabelledValue } from '../../components/labelled-value.tsx';
import { formatDateTime, formatMoney } from '../../lib/format.ts';

type PreviewOrder = Schemas['WeeklyCombinationPreviewOrder'];
type PreviewProduct = Schemas['WeeklyCombinationPreviewProduct'];

const orderColumns: DataTableColumn<PreviewOrder>[] = [
  { key: 'number', header: 'Order', cell: (order) => order.order_number },
  { key: 'consultant', header: 'Consultant', cell: (order) => order.consultant_name },
  { key: 'submitted', header: 'Submitted', cell: (order) => formatDateTime(order.submitted_at) },
  { key: 'qty', header: 'Quantity', align: 'right', cell: (order) => order.total_quantity },
  {
    key: 'subtotal',
    header: MONEY_LABELS.subtotal,
    pin: 'end',
    align: 'right',
    // Excl. VAT: the orders add up to the subtotal; VAT is once on it (decision 051).
    cell: (order) => formatMoney(order.subtotal_cents),
  },
];

const productColumns: DataTableColumn<PreviewProduct>[] = [
  { key: 'code', header: 'Product code', cell: (product) => product.product_code },
  { key: 'description', header: 'Description', cell: (product) => product.description },
  { key: 'qty', header: 'Quantity', align: 'right', cell: (product) => product.quantity },
  {
    key: 'subtotal',
    header: MONEY_LABELS.subtotal,
    pin: 'end',
    align: 'right',
    cell: (product) => formatMoney(product.total_cents),
  },
];

/**
 * What the combination gathers, computed live: totals, the orders and the product totals. Its
 * heading says so, since a completed combination's own figures (what was combined, above it)
 * may differ once orders of the week are combined or invoiced elsewhere (decision 063).
 */
export function WeeklyPreview({
  id,
  periodName,
  completed,
}: {
  id: number;
  periodName: string;
  completed: boolean;
}) {
  const preview = useWeeklyCombinationPreview(id);
  const heading = (
    <Stack gap={2}>
      <Title order={3} size="h5">
        {completed ? 'The week’s orders now' : 'What processing gathers now'}
      </Title>
      {completed ? (
        <Text size="sm" c="dimmed">
          Not what was combined: the figures above and the file are the combination as it was made.
        </Text>
      ) : null}
    </Stack>
  );
  if (preview.error) {
    return (
      <ErrorState error={preview.error} what="the preview" onRetry={() => void preview.refetch()} />
    );
  }
  const data = preview.data;
  if (!data) return <Skeleton height={160} />;
  return (
    <Stack gap="sm" data-testid="weekly-preview">
      {heading}
      <Text size="sm" c="dimmed" data-testid="weekly-set">
        {weeklyCombinationSet({ periodName, weekStart: data.week_start, weekEnd: data.week_end })}
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 3 }}>
        <LabelledValue label="Orders" emphasis>
          {data.totals.order_count}
        </LabelledValue>
        <LabelledValue label="Products" emphasis>
          {data.totals.product_count}
        </LabelledValue>
        <LabelledValue label="Quantity" emphasis>
          {data.totals.total_quantity}
        </LabelledValue>
        <LabelledValue label={MONEY_LABELS.subtotal} emphasis>
          {formatMoney(data.totals.subtotal_cents)}
        </LabelledValue>
        <LabelledValue label={MONEY_LABELS.vat} emphasis>
          {formatMoney(data.totals.vat_cents)}
        </LabelledValue>
        <LabelledValue label={MONEY_LABELS.total} emphasis>
          {formatMoney(data.totals.total_cents)}
        </LabelledValue>
      </SimpleGrid>
      <Tabs defaultValue="orders" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="orders">Orders ({data.orders.length})</Tabs.Tab>
          <Tabs.Tab value="products">Product totals ({data.products.length})</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="orders" pt="sm">
          <DataTable
            label="Orders in this week"
            rows={data.orders}
            columns={orderColumns}
            getRowId={(order) => order.consultant_order_id}
            rowProps={() => ({ 'data-testid': 'weekly-preview-order' })}
            empty={{
              title: 'No orders to gather this week',
              description:
                'Orders submitted during the week appear here while they are not combined, invoiced or cancelled.',
            }}
          />
        </Tabs.Panel>
        <Tabs.Panel value="products" pt="sm">
          <DataTable
            label="Product totals"
            rows={data.products}
            columns={productColumns}
            getRowId={(product) => product.product_code}
            empty={{ title: 'No products' }}
          />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
