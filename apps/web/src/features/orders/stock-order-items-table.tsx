import type { OrderItem } from '@back-office/api-client';
import { MONEY_LABELS } from '@back-office/domain';
import { useUpdateOrderItem } from '@back-office/hooks/orders';
import { ActionIcon, Code, NumberInput, Table, Text, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { TableScroller } from '../../components/data-table/index.ts';
import { type LineAsSeen, useLineSave } from '../../lib/concurrency/use-line-save.tsx';
import { formatMoney } from '../../lib/format.ts';
import { toastOrderError } from './mutation-error.ts';
import { quantitySchema } from './stock-order-product-picker.tsx';

/**
 * A line's quantity, edited in place: saved on blur or Enter, shown at once (optimistic) and
 * put back by the hooks when the server refuses it. Saved against the order's version: a save
 * someone else made meanwhile is merged or asked about (decision 043).
 */
function QuantityCell({ orderId, item }: { orderId: number; item: OrderItem }) {
  const [draft, setDraft] = useState<number | string>(item.quantity);
  const [error, setError] = useState<string | null>(null);
  // The line as the user saw it before typing: a 412 is judged against it.
  const [seen, setSeen] = useState<LineAsSeen>(item);
  const [saving, setSaving] = useState(false);
  const update = useUpdateOrderItem();
  const line = useLineSave({ resource: 'orders', id: orderId });
  // The server's (or the rollback's) value replaces what is in the box, unless a save is under way.
  if (
    !saving &&
    (seen.quantity !== item.quantity || seen.unit_price_cents !== item.unit_price_cents)
  ) {
    if (seen.quantity !== item.quantity) setDraft(item.quantity);
    setSeen(item);
  }

  const commit = async () => {
    if (saving) return;
    const parsed = quantitySchema.safeParse(typeof draft === 'number' ? draft : NaN);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Enter a quantity');
      return;
    }
    if (parsed.data === item.quantity) return;
    const quantity = parsed.data;
    setSaving(true);
    try {
      const result = await line.save(seen, quantity, () =>
        update.mutateAsync({ orderId, itemId: item.id, body: { quantity } }),
      );
      if (result.outcome === 'theirs' || result.outcome === 'cancel') {
        setSeen(result.theirs);
        // Cancelled: what was typed stays in the box, unsaved, for another try.
        setDraft(result.outcome === 'cancel' ? quantity : result.theirs.quantity);
      }
    } catch (failure) {
      setDraft(item.quantity);
      toastOrderError(failure, `The quantity of ${item.product_code} could not be changed`);
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      {line.dialog}
      <NumberInput
        aria-label={`Quantity of ${item.product_code}`}
        value={draft}
        onChange={(value) => {
          setDraft(value);
          setError(null);
        }}
        onBlur={() => void commit()}
        onKeyDown={(event) => {
          if (event.key === 'Enter') void commit();
        }}
        min={1}
        max={100_000}
        allowDecimal={false}
        allowNegative={false}
        error={error}
        size="xs"
        w={110}
        ml="auto"
      />
    </>
  );
}

export interface StockOrderItemsTableProps {
  readonly orderId: number;
  readonly items: readonly OrderItem[];
  readonly totalCents: number;
  readonly totalQuantity: number;
  /** Quantities editable and lines removable (draft order, orders:update). */
  readonly editable: boolean;
  /** Lines named in the failure details, highlighted. */
  readonly failedIds: ReadonlySet<number>;
  readonly onRemove: (item: OrderItem) => void;
}

/** The lines of an order with the server's totals. */
export function StockOrderItemsTable(props: StockOrderItemsTableProps) {
  const { orderId, items, totalCents, totalQuantity, editable, failedIds, onRemove } = props;
  if (items.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="no-items">
        This order has no lines yet.{editable ? ' Search for products below to add some.' : ''}
      </Text>
    );
  }
  return (
    // On a phone the code and the line total stay in view; the rest scrolls between them.
    <TableScroller label="Order lines">
      <Table miw={620} verticalSpacing={6} striped aria-label="Order lines">
        <Table.Thead>
          <Table.Tr>
            <Table.Th data-pin="start">Code</Table.Th>
            {/* Not squeezed to a word a line while the code and total are pinned (a phone). */}
            <Table.Th miw={180}>Description</Table.Th>
            <Table.Th ta="right">Quantity</Table.Th>
            <Table.Th ta="right">{MONEY_LABELS.unitPrice}</Table.Th>
            <Table.Th ta="right" data-pin="end">
              {MONEY_LABELS.lineTotal}
            </Table.Th>
            {editable ? (
              <Table.Th>
                <Text span size="sm" fw={700}>
                  Action
                </Text>
              </Table.Th>
            ) : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => {
            const failed = failedIds.has(item.id);
            return (
              <Table.Tr
                key={item.id}
                data-testid="order-line"
                data-failed={failed || undefined}
                bg={failed ? 'var(--mantine-color-red-light)' : undefined}
              >
                <Table.Td data-pin="start">
                  <Code data-record-code>{item.product_code}</Code>
                </Table.Td>
                <Table.Td>{item.description}</Table.Td>
                <Table.Td ta="right">
                  {editable ? <QuantityCell orderId={orderId} item={item} /> : item.quantity}
                </Table.Td>
                <Table.Td ta="right">{formatMoney(item.unit_price_cents)}</Table.Td>
                <Table.Td ta="right" data-pin="end">
                  {formatMoney(item.line_total_cents)}
                </Table.Td>
                {editable ? (
                  <Table.Td>
                    <Tooltip label="Remove line">
                      <ActionIcon
                        variant="subtle"
                        color="red.9"
                        aria-label={`Remove ${item.product_code}`}
                        onClick={() => onRemove(item)}
                      >
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  </Table.Td>
                ) : null}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th colSpan={2}>{MONEY_LABELS.subtotal}</Table.Th>
            <Table.Th ta="right">{totalQuantity}</Table.Th>
            <Table.Td />
            <Table.Th ta="right" data-testid="order-total" data-pin="end">
              {formatMoney(totalCents)}
            </Table.Th>
            {editable ? <Table.Td /> : null}
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </TableScroller>
  );
}
