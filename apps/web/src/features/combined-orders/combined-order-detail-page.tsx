import type { CombinedOrder } from '@back-office/api-client';
import { MONEY_LABELS } from '@back-office/domain';
import {
  useCombinedOrder,
  useDeleteCombinedOrder,
  useDownloadCombinedOrderPdf,
} from '@back-office/hooks/combined-orders';
import { useCreateInvoiceFromOrder } from '@back-office/hooks/invoices';
import {
  Anchor,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconFileInvoice, IconTrash } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { DataTable, type DataTableColumn, ErrorState } from '../../components/data-table/index.ts';
import { saveFile } from '../../components/file-download.ts';
import { HistoryTabs } from '../../components/history/history-tabs.tsx';
import { LabelledValue } from '../../components/labelled-value.tsx';
import { PeriodLockNote } from '../../components/period-lock-note.tsx';
import { PrintButtons } from '../../components/print-buttons.tsx';
import { namedByReference } from '../../lib/download-name.ts';
import { formatCount, formatDate, formatDateTime, formatMoney } from '../../lib/format.ts';
import { showToast } from '../../lib/notify.tsx';
import { notifyFailure } from '../../lib/notify-failure.ts';
import { useRecordPeriodLock } from '../../lib/period-lock.ts';
import { CombinedOrderStatusBadge } from './combined-order-status.tsx';
import { DeleteReasonModal } from './delete-reason-modal.tsx';
import { InvoicePayerModal } from './invoice-payer-modal.tsx';
import { InvoicePreviewCard } from './invoice-preview-card.tsx';
import { PdfCard } from './pdf-card.tsx';
import { useCombinedOrderPermissions } from './use-combined-order-permissions.ts';

type Line = CombinedOrder['lines'][number];
type OrderRef = CombinedOrder['consultant_orders'][number];

const lineColumns: DataTableColumn<Line>[] = [
  { key: 'code', header: 'Product code', cell: (line) => line.product_code },
  { key: 'description', header: 'Description', cell: (line) => line.description },
  { key: 'qty', header: 'Quantity', align: 'right', cell: (line) => line.quantity },
  {
    key: 'price',
    header: MONEY_LABELS.unitPrice,
    align: 'right',
    cell: (line) => formatMoney(line.unit_price_cents),
  },
  {
    key: 'total',
    header: 'Line total',
    pin: 'end',
    align: 'right',
    cell: (line) => formatMoney(line.line_total_cents),
  },
];

const orderColumns: DataTableColumn<OrderRef>[] = [
  {
    key: 'number',
    header: 'Order',
    cell: (order) => (
      <Anchor
        size="sm"
        renderRoot={(props) => (
          <Link to="/consultant-orders/$id" params={{ id: String(order.id) }} {...props} />
        )}
      >
        {order.order_number}
      </Anchor>
    ),
  },
  {
    key: 'consultant',
    header: 'Consultant',
    cell: (order) => `${order.consultant_name} (${order.consultant_number})`,
  },
  { key: 'date', header: 'Order date', cell: (order) => formatDate(order.order_date) },
  { key: 'qty', header: 'Quantity', align: 'right', cell: (order) => order.total_quantity },
  {
    key: 'total',
    header: MONEY_LABELS.total,
    pin: 'end',
    align: 'right',
    cell: (order) => formatMoney(order.total_cents),
  },
];

/**
 * `/combined-orders/:id`: the combined lines and consultant orders, the PDF (facts and
 * download), the invoice it would produce (and creating it), and deleting it with a reason.
 */
export function CombinedOrderDetailPage({ id }: { id: number }) {
  const order = useCombinedOrder(id);
  // A closed or archived period's combined orders are final (decision 045).
  const lock = useRecordPeriodLock(order.data?.period_id);
  const permissions = useCombinedOrderPermissions(lock);
  const navigate = useNavigate();
  const remove = useDeleteCombinedOrder();
  const invoice = useCreateInvoiceFromOrder();
  const download = useDownloadCombinedOrderPdf();
  const [deleting, setDeleting] = useState(false);
  const [choosingPayer, setChoosingPayer] = useState(false);

  const back = (
    <Anchor
      size="sm"
      renderRoot={(props) => <Link to="/combined-orders" {...props} />}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
    >
      <IconArrowLeft size={14} aria-hidden /> Combined orders
    </Anchor>
  );

  if (order.error) {
    return (
      <Stack gap="md">
        {back}
        <Title order={1}>Combined order</Title>
        <ErrorState
          error={order.error}
          what="the combined order"
          onRetry={() => void order.refetch()}
          retrying={order.isFetching}
        />
      </Stack>
    );
  }
  if (!order.data) {
    return (
      <Stack gap="md" aria-busy>
        {back}
        <Title order={1}>Combined order</Title>
        <Skeleton height={90} radius="md" />
        <Skeleton height={220} radius="md" />
      </Stack>
    );
  }

  const data = order.data;
  const open = data.status === 'open';
  const createInvoice = (payer: string) =>
    invoice.mutate(
      { source_type: 'combined_order', source_id: data.id, payer },
      {
        onSuccess: (created) => {
          setChoosingPayer(false);
          showToast({ kind: 'success', message: `Invoice ${created.invoice_number} created` });
          void navigate({ to: '/invoices/$id', params: { id: String(created.id) } });
        },
        onError: notifyFailure,
      },
    );

  return (
    <Stack gap="md" data-testid="combined-order-detail" data-status={data.status}>
      {back}
      <Group justify="space-between" align="flex-start">
        <div>
          <Group gap="sm">
            <Title order={1}>
              Combined order <span data-record-code>{data.combined_number}</span>
            </Title>
            <CombinedOrderStatusBadge status={data.status} />
          </Group>
          <Text c="dimmed" size="sm">
            {data.period_name} · created {formatDateTime(data.created_at)} by{' '}
            {data.created_by?.name ?? 'unknown'}
          </Text>
          <PeriodLockNote lock={lock} what="its combined orders cannot be invoiced or deleted" />
          {data.notes ? <Text size="sm">{data.notes}</Text> : null}
        </div>
        <Group gap="sm">
          <PrintButtons path="/api/combined-orders/{id}/pick-list" id={data.id} what="pick list" />
          {data.invoice_id && permissions.canReadInvoices ? (
            <Button
              variant="default"
              leftSection={<IconFileInvoice size={16} aria-hidden />}
              renderRoot={(props) => (
                <Link to="/invoices/$id" params={{ id: String(data.invoice_id) }} {...props} />
              )}
            >
              Invoice {data.invoice_number}
            </Button>
          ) : null}
          {open && !data.invoice_id && permissions.canInvoice ? (
            <Button
              leftSection={<IconFileInvoice size={16} aria-hidden />}
              loading={invoice.isPending}
              onClick={() => setChoosingPayer(true)}
            >
              Create invoice
            </Button>
          ) : null}
          {open && permissions.canDelete ? (
            <Button
              color="red.9"
              variant="filled"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => setDeleting(true)}
            >
              Delete
            </Button>
          ) : null}
        </Group>
      </Group>

      <HistoryTabs resource="combined_orders" id={data.id}>
        <Paper withBorder p="md" radius="md">
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }}>
            <LabelledValue label="Consultant orders" emphasis>
              {data.consultant_order_count}
            </LabelledValue>
            <LabelledValue label="Lines" emphasis>
              {data.line_count}
            </LabelledValue>
            <LabelledValue label="Quantity" emphasis>
              {data.total_quantity}
            </LabelledValue>
            <LabelledValue label={MONEY_LABELS.subtotal} emphasis>
              {formatMoney(data.subtotal_cents)}
            </LabelledValue>
            <LabelledValue label={MONEY_LABELS.vat} emphasis>
              {formatMoney(data.vat_cents)}
            </LabelledValue>
            <LabelledValue label={MONEY_LABELS.total} emphasis>
              {formatMoney(data.total_cents)}
            </LabelledValue>
          </SimpleGrid>
        </Paper>

        <Title order={2} size="h3">
          Combined lines
        </Title>
        <DataTable
          label="Combined lines"
          rows={data.lines}
          columns={lineColumns}
          getRowId={(line) => `${line.product_code}:${line.unit_price_cents}`}
          rowProps={() => ({ 'data-testid': 'combined-line' })}
          empty={{ title: 'No lines' }}
        />

        <Title order={2} size="h3">
          Consultant orders
        </Title>
        <DataTable
          label="Consultant orders in this combined order"
          rows={data.consultant_orders}
          columns={orderColumns}
          getRowId={(ref) => ref.id}
          rowProps={() => ({ 'data-testid': 'combined-consultant-order' })}
          empty={{ title: 'No consultant orders' }}
        />

        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <PdfCard
            id={data.id}
            reference={data.combined_number}
            downloading={download.isPending}
            onDownload={() =>
              download.mutate(data.id, {
                onSuccess: (file) =>
                  saveFile(
                    namedByReference(file, 'combined_order', data.id, data.combined_number, 'pdf'),
                  ),
                onError: notifyFailure,
              })
            }
          />
          <InvoicePreviewCard id={data.id} />
        </SimpleGrid>
      </HistoryTabs>
      <InvoicePayerModal
        id={data.id}
        opened={choosingPayer}
        creating={invoice.isPending}
        onClose={() => setChoosingPayer(false)}
        onCreate={createInvoice}
      />
      <DeleteReasonModal
        opened={deleting}
        onClose={() => setDeleting(false)}
        title={`Delete ${data.combined_number}`}
        message={`Delete combined order ${data.combined_number}? Its ${formatCount(data.consultant_order_count, 'consultant order')} return to submitted and can be combined again.`}
        confirmLabel="Delete combined order"
        onConfirm={async (reason) => {
          await remove.mutateAsync({ id: data.id, reason });
          showToast({
            kind: 'success',
            message: `Deleted ${data.combined_number}; ${formatCount(data.consultant_order_count, 'consultant order')} returned to submitted`,
          });
          void navigate({ to: '/combined-orders' });
        }}
      />
    </Stack>
  );
}
