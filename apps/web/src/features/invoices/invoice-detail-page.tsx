import type { Invoice } from '@back-office/api-client';
import { MONEY_LABELS } from '@back-office/domain';
import { PAYMENT_METHOD_LABELS } from '@back-office/domain/status-labels';
import { useApi } from '@back-office/hooks';
import { useAuth } from '@back-office/hooks/auth';
import { invoiceQueries, useDeleteInvoice, useUpdateInvoice } from '@back-office/hooks/invoices';
import { hasPermission } from '@back-office/permissions';
import {
  Anchor,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import {
  IconArrowLeft,
  IconBan,
  IconCash,
  IconPencil,
  IconSend,
  IconTrash,
} from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useConfirm } from '../../components/confirm/index.ts';
import { LiveRecordNotice } from '../../components/conflict/live-record-notice.tsx';
import { DataTable, type DataTableColumn, ErrorState } from '../../components/data-table/index.ts';
import { HistoryTabs } from '../../components/history/history-tabs.tsx';
import { LabelledValue } from '../../components/labelled-value.tsx';
import { PeriodLockNote } from '../../components/period-lock-note.tsx';
import { PrintButtons } from '../../components/print-buttons.tsx';
import { recordVersion } from '../../lib/concurrency/record-version.ts';
import { formatDate, formatDateTime, formatMoney } from '../../lib/format.ts';
import { showToast } from '../../lib/notify.tsx';
import { notifyFailure } from '../../lib/notify-failure.ts';
import { useRecordPeriodLock } from '../../lib/period-lock.ts';
import { EditInvoiceModal } from './edit-invoice-modal.tsx';
import { InvoiceLines } from './invoice-lines.tsx';
import { InvoiceStatusBadge, invoiceRules, issueDateText } from './invoice-status.tsx';
import { PaymentModal } from './payment-modal.tsx';

type Payment = Invoice['payments'][number];

const paymentColumns: DataTableColumn<Payment>[] = [
  { key: 'paid_on', header: 'Paid on', cell: (payment) => formatDate(payment.paid_on) },
  {
    key: 'amount',
    header: 'Amount',
    align: 'right',
    cell: (payment) => formatMoney(payment.amount_cents),
  },
  { key: 'method', header: 'Method', cell: (payment) => PAYMENT_METHOD_LABELS[payment.method] },
  { key: 'reference', header: 'Reference', cell: (payment) => payment.reference ?? '—' },
  { key: 'by', header: 'Recorded by', cell: (payment) => payment.recorded_by?.name ?? '—' },
  { key: 'at', header: 'Recorded', cell: (payment) => formatDateTime(payment.created_at) },
];

function SourceLink({ invoice }: { invoice: Invoice }) {
  const combined = invoice.source_type === 'combined_order';
  return (
    <Anchor
      size="sm"
      renderRoot={(props) =>
        combined ? (
          <Link to="/combined-orders/$id" params={{ id: String(invoice.source_id) }} {...props} />
        ) : (
          <Link to="/consultant-orders/$id" params={{ id: String(invoice.source_id) }} {...props} />
        )
      }
    >
      {invoice.source_number} ({combined ? 'combined order' : 'consultant order'})
    </Anchor>
  );
}

export interface InvoiceDetailPageProps {
  readonly id: number;
  readonly productCode: string | undefined;
  readonly onProductCodeChange: (code: string | undefined) => void;
}

/**
 * `/invoices/:id`: lines (filtered by product code; added, edited and removed on drafts),
 * totals with VAT, payments (partial or full), editing, issuing, voiding and deleting drafts.
 */
export function InvoiceDetailPage({
  id,
  productCode,
  onProductCodeChange,
}: InvoiceDetailPageProps) {
  const params = productCode ? { product_code: productCode } : {};
  // Keeps the page on screen while another product filter loads.
  const invoice = useQuery({
    ...invoiceQueries.detail(useApi(), id, params),
    placeholderData: keepPreviousData,
  });
  const { user } = useAuth();
  // A closed or archived period's invoices are final (decision 045).
  const lock = useRecordPeriodLock(invoice.data?.period_id);
  const canUpdate = hasPermission(user, 'invoices:update') && !lock.locked;
  const canDelete = hasPermission(user, 'invoices:delete') && !lock.locked;
  const navigate = useNavigate();
  const update = useUpdateInvoice();
  const remove = useDeleteInvoice();
  const confirm = useConfirm();
  const [editing, setEditing] = useState(false);
  const [paying, setPaying] = useState(false);

  const back = (
    <Anchor
      size="sm"
      renderRoot={(props) => <Link to="/invoices" {...props} />}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
    >
      <IconArrowLeft size={14} aria-hidden /> Invoices
    </Anchor>
  );
  const data = invoice.data;
  if (!data) {
    return (
      <Stack gap="md">
        {back}
        <Title order={1}>Invoice</Title>
        {invoice.error ? (
          <ErrorState
            error={invoice.error}
            what="the invoice"
            onRetry={() => void invoice.refetch()}
            retrying={invoice.isFetching}
          />
        ) : (
          <Stack gap="md" aria-busy>
            <Skeleton height={120} radius="md" />
            <Skeleton height={220} radius="md" />
          </Stack>
        )}
      </Stack>
    );
  }

  const status = data.status;
  const move = (next: 'issued' | 'void') =>
    update.mutateAsync(
      { id, body: { status: next } },
      {
        onSuccess: (updated) =>
          showToast({
            kind: 'success',
            message: `${updated.invoice_number} ${next === 'issued' ? 'issued' : 'voided'}`,
          }),
        onError: notifyFailure,
      },
    );

  return (
    <Stack gap="md" data-testid="invoice-detail" data-status={status}>
      {back}
      <Group justify="space-between" align="flex-start">
        <div>
          <Group gap="sm">
            <Title order={1}>
              Invoice <span data-record-code>{data.invoice_number}</span>
            </Title>
            <InvoiceStatusBadge status={status} />
          </Group>
          <Text c="dimmed" size="sm">
            {data.period_name} · created {formatDateTime(data.created_at)} by{' '}
            {data.created_by?.name ?? 'unknown'}
          </Text>
          <PeriodLockNote lock={lock} what="its invoices cannot be changed, paid or deleted" />
        </div>
        <Group gap="sm">
          <PrintButtons path="/api/invoices/{id}/pdf" id={data.id} what="invoice" />
          {canUpdate && invoiceRules.canPay(status) ? (
            <Button
              leftSection={<IconCash size={16} aria-hidden />}
              onClick={() => setPaying(true)}
            >
              Record payment
            </Button>
          ) : null}
          {canUpdate && invoiceRules.canIssue(status) ? (
            <Button
              leftSection={<IconSend size={16} aria-hidden />}
              disabled={data.item_count === 0}
              title={data.item_count === 0 ? 'Add a line before issuing' : undefined}
              onClick={() =>
                confirm.ask({
                  title: 'Issue invoice',
                  message: `Issue ${data.invoice_number} for ${formatMoney(data.total_cents)}? Its lines can no longer change and the issue date becomes today.`,
                  confirmLabel: 'Issue invoice',
                  danger: false,
                  onConfirm: () => move('issued'),
                })
              }
            >
              Issue
            </Button>
          ) : null}
          {canUpdate && invoiceRules.canEditNotes(status) ? (
            <Button
              variant="default"
              leftSection={<IconPencil size={16} aria-hidden />}
              onClick={() => setEditing(true)}
            >
              Edit
            </Button>
          ) : null}
          {canUpdate &&
          status !== 'draft' &&
          invoiceRules.canVoid(status, data.amount_paid_cents) ? (
            <Button
              variant="default"
              leftSection={<IconBan size={16} aria-hidden />}
              onClick={() =>
                confirm.ask({
                  title: 'Void invoice',
                  message: `Void ${data.invoice_number}? It stays on record but can no longer be paid, and its order can be invoiced again.`,
                  confirmLabel: 'Void invoice',
                  onConfirm: () => move('void'),
                })
              }
            >
              Void
            </Button>
          ) : null}
          {canDelete && invoiceRules.canDelete(status) ? (
            <Button
              variant="filled"
              color="red.9"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() =>
                confirm.ask({
                  title: 'Delete invoice',
                  message: `Delete draft ${data.invoice_number} and its lines? Its order can then be invoiced again.`,
                  confirmLabel: 'Delete invoice',
                  onConfirm: async () => {
                    await remove.mutateAsync(id, { onError: notifyFailure });
                    showToast({ kind: 'success', message: `${data.invoice_number} deleted` });
                    void navigate({ to: '/invoices' });
                  },
                })
              }
            >
              Delete
            </Button>
          ) : null}
        </Group>
      </Group>
      <LiveRecordNotice
        resource="invoices"
        id={data.id}
        version={recordVersion(data)}
        onReload={() => void invoice.refetch()}
      />

      <HistoryTabs resource="invoices" id={data.id}>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Paper withBorder p="md" radius="md">
            <SimpleGrid cols={2} spacing="sm">
              <LabelledValue label="Bill to">{data.bill_to_name}</LabelledValue>
              <LabelledValue label="From order">
                <SourceLink invoice={data} />
              </LabelledValue>
              <LabelledValue label="Issue date">{issueDateText(data)}</LabelledValue>
              <LabelledValue label="Due date">{formatDate(data.due_date)}</LabelledValue>
              <LabelledValue label="Consultant">{data.consultant_name ?? '—'}</LabelledValue>
              <LabelledValue label="Notes">{data.notes ?? '—'}</LabelledValue>
              <LabelledValue label="Bill-to address">
                <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                  {data.bill_to_address ?? '—'}
                </Text>
              </LabelledValue>
              <LabelledValue label="Bill-to VAT number">
                {data.bill_to_vat_number ?? '—'}
              </LabelledValue>
            </SimpleGrid>
          </Paper>
          <Paper withBorder p="md" radius="md">
            <Table withRowBorders={false} verticalSpacing={4} aria-label="Invoice totals">
              <Table.Tbody>
                <Table.Tr>
                  <Table.Th scope="row">{MONEY_LABELS.subtotal}</Table.Th>
                  <Table.Td ta="right">{formatMoney(data.subtotal_cents)}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th scope="row">{MONEY_LABELS.vat}</Table.Th>
                  <Table.Td ta="right">{formatMoney(data.vat_cents)}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th scope="row">{MONEY_LABELS.total}</Table.Th>
                  <Table.Td ta="right" fw={700} data-testid="invoice-total">
                    {formatMoney(data.total_cents)}
                  </Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th scope="row">Paid</Table.Th>
                  <Table.Td ta="right" data-testid="invoice-paid">
                    {formatMoney(data.amount_paid_cents)}
                  </Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th scope="row">Balance</Table.Th>
                  <Table.Td ta="right" fw={700} data-testid="invoice-balance">
                    {formatMoney(data.balance_cents)}
                  </Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
          </Paper>
        </SimpleGrid>

        <InvoiceLines
          invoice={data}
          productCode={productCode}
          onProductCodeChange={onProductCodeChange}
          editable={canUpdate && invoiceRules.canEditLines(status)}
          fetching={invoice.isPlaceholderData}
        />

        <Title order={2} size="h3">
          Payments
        </Title>
        <DataTable
          label="Payments"
          rows={data.payments}
          columns={paymentColumns}
          getRowId={(payment) => payment.id}
          rowProps={() => ({ 'data-testid': 'invoice-payment' })}
          empty={{
            title: 'No payments yet',
            description: invoiceRules.canPay(status)
              ? 'Record payments as they arrive; part payments are fine.'
              : status === 'draft'
                ? 'Issue the invoice to record payments.'
                : undefined,
          }}
        />
      </HistoryTabs>
      {paying ? <PaymentModal invoice={data} opened onClose={() => setPaying(false)} /> : null}
      {editing ? (
        <EditInvoiceModal invoice={data} opened onClose={() => setEditing(false)} />
      ) : null}
      {confirm.modal}
    </Stack>
  );
}
