import type { Invoice, InvoiceItem } from '@back-office/api-client';
import { MONEY_LABELS } from '@back-office/domain';
import { useApi } from '@back-office/hooks';
import { useDeleteInvoiceItem } from '@back-office/hooks/invoices';
import { ActionIcon, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { DataTable, type DataTableColumn, SearchInput } from '../../components/data-table/index.ts';
import { ifMatchOf } from '../../lib/concurrency/record-version.ts';
import { formatMoney } from '../../lib/format.ts';
import { ASK_HEADERS, DRY_RUN, wouldDelete } from '../../lib/undo/ask-delete.ts';
import { deleteKey } from '../../lib/undo/deferred-deletes.ts';
import { deleteWithUndo, useIsDeleting } from '../../lib/undo/undo-toast.tsx';
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
  const api = useApi();
  const isDeleting = useIsDeleting();

  const columns = useMemo<DataTableColumn<InvoiceItem>[]>(() => {
    const base: DataTableColumn<InvoiceItem>[] = [
      { key: 'code', header: 'Product code', cell: (item) => item.product_code },
      { key: 'description', header: 'Description', cell: (item) => item.description },
      { key: 'qty', header: 'Quantity', align: 'right', cell: (item) => item.quantity },
      {
        key: 'price',
        header: MONEY_LABELS.unitPrice,
        align: 'right',
        cell: (item) => formatMoney(item.unit_price_cents),
      },
      {
        key: 'total',
        header: 'Line total',
        pin: 'end',
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
                // Undo replaces the confirmation (decision 027).
                deleteWithUndo(`Removed ${item.product_code} from ${invoice.invoice_number}`, {
                  keys: [deleteKey('invoice_items', item.id)],
                  ask: () =>
                    wouldDelete(
                      api.DELETE('/api/invoices/{id}/items/{itemId}', {
                        params: {
                          path: { id: invoice.id, itemId: item.id },
                          query: DRY_RUN,
                          header: ASK_HEADERS,
                        },
                      }),
                    ),
                  commit: () => remove.mutateAsync({ invoiceId: invoice.id, itemId: item.id }),
                  flush: () =>
                    void api.DELETE('/api/invoices/{id}/items/{itemId}', {
                      params: {
                        path: { id: invoice.id, itemId: item.id },
                        header: ifMatchOf(invoice),
                      },
                      keepalive: true,
                    }),
                })
              }
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        ),
      },
    ];
  }, [editable, api, remove, invoice.id, invoice.invoice_number]);

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
        rows={invoice.items.filter((item) => !isDeleting('invoice_items', item.id))}
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
      {editing ? (
        <EditLineModal invoice={invoice} item={editing} onClose={() => setEditing(null)} />
      ) : null}
    </Stack>
  );
}
