import { MONEY_LABELS } from '@back-office/domain';
import { formatPhone } from '@back-office/domain/phone';
import { useCombinedOrderInvoicePreview } from '@back-office/hooks/combined-orders';
import { Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { ErrorState } from '../../components/data-table/index.ts';
import { formatMoney } from '../../lib/format.ts';

/** What an invoice created from the combined order would hold (computed, nothing saved). */
export function InvoicePreviewCard({ id }: { id: number }) {
  const preview = useCombinedOrderInvoicePreview(id);
  const data = preview.data;
  return (
    <Paper withBorder p="md" radius="md" data-testid="invoice-preview">
      <Stack gap="sm">
        <Group gap="xs">
          <IconReceipt size={20} aria-hidden />
          <Title order={2} size="h4">
            Invoice preview
          </Title>
        </Group>
        {preview.error ? (
          <ErrorState
            error={preview.error}
            what="the invoice preview"
            onRetry={() => void preview.refetch()}
          />
        ) : !data ? (
          <Skeleton height={120} />
        ) : (
          <>
            <Stack gap={0}>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                Bill to
              </Text>
              <Text size="sm" fw={600}>
                {data.bill_to.name}
                {data.bill_to.consultant_number ? ` (${data.bill_to.consultant_number})` : ''}
              </Text>
              {data.bill_to.address ? (
                <Text size="sm" c="dimmed">
                  {data.bill_to.address}
                </Text>
              ) : null}
              {data.default_payer_reason ? (
                <Text size="xs" c="dimmed">
                  {data.default_payer_reason}
                </Text>
              ) : null}
              {data.bill_to.email || data.bill_to.phone ? (
                <Text size="sm" c="dimmed">
                  {[data.bill_to.email, data.bill_to.phone && formatPhone(data.bill_to.phone)]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              ) : null}
            </Stack>
            <Table withRowBorders={false} verticalSpacing={2} aria-label="Invoice preview totals">
              <Table.Tbody>
                <Table.Tr>
                  <Table.Th scope="row">Lines</Table.Th>
                  <Table.Td ta="right">{data.lines.length}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th scope="row">{MONEY_LABELS.subtotal}</Table.Th>
                  <Table.Td ta="right">{formatMoney(data.subtotal_cents)}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th scope="row">VAT ({data.vat_rate_percent}%)</Table.Th>
                  <Table.Td ta="right">{formatMoney(data.vat_cents)}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th scope="row">
                    {MONEY_LABELS.total}, {data.currency}
                  </Table.Th>
                  <Table.Td ta="right" fw={700}>
                    {formatMoney(data.total_cents)}
                  </Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
            {data.invoice_id ? (
              <Text size="sm" c="dimmed">
                An invoice has already been created from this combined order.
              </Text>
            ) : null}
          </>
        )}
      </Stack>
    </Paper>
  );
}
