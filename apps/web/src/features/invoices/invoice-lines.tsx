import type { Invoice, InvoiceItem } from '@back-office/api-client';
import { useDeleteInvoiceItem } from '@back-office/hooks';
import { ActionIcon, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useConfirm } from '../../components/confirm/index.ts';
import { DataTable, type DataTableColumn, SearchInput } from '../../components/data-table/index.ts';
import { formatMoney } from '../../lib/format.ts';
import { showToast } from '../../lib/notify.tsx';
import { notifyFailure } from '../../lib/notify-failure.ts';
import { AddLineForm } from './add-line-form.tsx';
import { EditLineModal } from './edit-line-modal.tsx';

export interface InvoiceLinesProps {
  readonly invoice: Invoice;
  /** The product code the lines are filtered by (in the URL). */
  readonly productCode: string | undefined;
  readonly onProductCodeChange: (code: string | undefined) => void;
  /** Draft and the user may update invoices. */
  readonly editable: boolean;
  readonly fetching: boolean;
}

/** The invoice's lines: filter by product code; on drafts add, edit and remove lines. */
export function InvoiceLines({
  invoice,
  productCode,
  onProductCodeChange,
  editable,
  fetching,
}: InvoiceLinesProps) {
  const [editing, setEditing] = useState<InvoiceItem | null>(null);
  const remove = useDeleteInvoiceItem();
  const confirm = useConfirm();

  const columns = useMemo<DataTableColumn<InvoiceItem>[]>(() => {
    const base: DataTableColumn<InvoiceItem>[] = [
      { key: 'code', header: 'Product code', cell: (item) => item.product_code },
      { key: 'description', header: 'Description', cell: (item) => item.description },
      { key: 'qty', header: 'Quantity', align: 'right', cell: (item) => item.quantity },
      {
        key: 'price',
        header: 'Unit price (excl. VAT)',
        align: 'right',
        cell: (item) => formatMoney(item.unit_price_cents),
      },
      {
        key: 'total',
        header: 'Line total',
        align: 'right',
        cell: (item) => formatMoney(item.line_total_cents),
      },
    ];
    if (!editable) return base;
    return [
      ...base,
      {
        key: 'actions',
        header: <VisuallyHidden>Actions</VisuallyHidden>,
        align: 'right',
        width: 96,
        cell: (item) => (
          <Group gap={4} justify="flex-end" wrap="nowrap">
            <ActionIcon
              variant="subtle"
              aria-label={`Edit line ${item.product_code}`}
              onClick={() => setEditing(item)}
            >
              <IconPencil size={16} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red.9"
              aria-label={`Remove line ${item.product_code}`}
              onClick={() =>
                confirm.ask({
                  title: 'Remove line',
                  message: `Remove ${item.product_code} (${item.description}) from ${invoice.invoice_number}?`,
                  confirmLabel: 'Remove',
                  onConfirm: async () => {
                    await remove.mutateAsync(
                      { invoiceId: invoice.id, itemId: item.id },
                      { onError: notifyFailure },
                    );
                    showToast({ kind: 'success', message: `${item.product_code} removed` });
                  },
                })
              }
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        ),
      },
    ];
  }, [editable, confirm, remove, invoice.id, invoice.invoice_number]);

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <Title order={2} size="h3">
          Lines
        </Title>
        <SearchInput
          label="Filter by product code"
          placeholder="Exact code, e.g. SKU-1043"
          value={productCode}
          onSearch={onProductCodeChange}
          w={260}
        />
      </Group>
      {productCode ? (
        <Text size="sm" c="dimmed">
          Showing the lines of {productCode} only; the totals are those of the whole invoice.
        </Text>
      ) : null}
      <DataTable
        label="Invoice lines"
        rows={invoice.items}
        columns={columns}
        getRowId={(item) => item.id}
        fetching={fetching}
        rowProps={(item) => ({ 'data-testid': 'invoice-line', 'data-code': item.product_code })}
        empty={
          productCode
            ? {
                title: `No lines for ${productCode}`,
                description: 'Clear the filter to see all lines.',
              }
            : {
                title: 'No lines yet',
                description: editable ? 'Add products below.' : undefined,
              }
        }
      />
      {editable ? <AddLineForm invoice={invoice} /> : null}
      {editing ? <EditLineModal item={editing} onClose={() => setEditing(null)} /> : null}
      {confirm.modal}
    </Stack>
  );
}
